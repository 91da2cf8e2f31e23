import { describe, expect, it } from "vitest";
import { describeDevice } from "#server/services/identity/device.ts";
import { deviceLabel } from "#shared/device-label.ts";
import enAccount from "#shared/i18n/en/account.ts";
import hiAccount from "#shared/i18n/hi/account.ts";
import { judgeRole } from "#shared/judge-roles.ts";
import { countryName } from "#shared/places/country-names.ts";

// Words the database keeps in English (country names, judges' usual roles, the device a session
// signed in from) are written in Hindi on the Hindi site; what an organiser wrote in their own words stays.

describe("country names", () => {
  it.each([
    ["India", "भारत"],
    ["Bangladesh", "बांग्लादेश"],
    ["Nepal", "नेपाल"],
    ["Sri Lanka", "श्रीलंका"],
  ])("%s is %s on the Hindi site and itself on the English one", (english, hindi) => {
    expect(countryName(english, "hi")).toBe(hindi);
    expect(countryName(english, "en")).toBe(english);
  });

  it("keeps a country it has no Hindi name for as it is", () => {
    expect(countryName("Bhutan", "hi")).toBe("Bhutan");
    expect(countryName("constructor", "hi")).toBe("constructor");
  });
});

describe("judges' roles", () => {
  it("gives the usual three roles in Hindi on the Hindi site, and as written on the English one", () => {
    expect(judgeRole("Head Judge", "hi")).toBe("हेड जज");
    expect(judgeRole("Guest Judge", "hi")).toBe("गेस्ट जज");
    expect(judgeRole("Judge", "hi")).toBe("जज");
    expect(judgeRole("Head Judge", "en")).toBe("Head Judge");
    expect(judgeRole("head judge", "en")).toBe("head judge");
  });

  it("recognises them however the organiser spaced or capitalised them", () => {
    expect(judgeRole(" head  judge ", "hi")).toBe("हेड जज");
    expect(judgeRole("GUEST JUDGE", "hi")).toBe("गेस्ट जज");
  });

  it("leaves a role in the organiser's own words as written", () => {
    expect(judgeRole("Choreographer, Mumbai", "hi")).toBe("Choreographer, Mumbai");
    expect(judgeRole("Judge of the finals", "hi")).toBe("Judge of the finals");
  });
});

describe("signed-in devices", () => {
  it("puts the browser and system in Hindi word order", () => {
    expect(deviceLabel("Chrome on Linux", hiAccount.sessions)).toBe("Linux पर Chrome");
    expect(deviceLabel("Samsung Internet on Android", hiAccount.sessions)).toBe("Android पर Samsung Internet");
    expect(deviceLabel("Chrome on Linux", enAccount.sessions)).toBe("Chrome on Linux");
  });

  it("names an unknown device in the page's language, and a lone name as it is", () => {
    // Empty: the page says 'Unknown device' or 'this session' itself, as fits the line.
    expect(deviceLabel("", hiAccount.sessions)).toBe("");
    expect(deviceLabel("Unknown device", hiAccount.sessions)).toBe("अनजान डिवाइस");
    expect(deviceLabel("Unknown device", enAccount.sessions)).toBe("Unknown device");
    expect(deviceLabel("Firefox", hiAccount.sessions)).toBe("Firefox");
  });

  it("reads every label the server writes", () => {
    const userAgents = [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0",
      "curl/8.5.0",
      "",
    ];
    expect(userAgents.map((ua) => deviceLabel(describeDevice(ua), hiAccount.sessions))).toEqual([
      "Linux पर Chrome",
      "Android पर Samsung Internet",
      "Windows पर Edge",
      "अनजान डिवाइस",
      "",
    ]);
  });
});
