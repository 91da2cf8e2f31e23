import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveSource } from "#server/services/images/resize-image.ts";
import { applicantsButtonState, contestBadge, registerButtonState } from "#shared/contest-status.ts";
import { imageSrc, imageSrcSet, mediaUrl, shareImageUrl } from "#shared/media-url.ts";
import { shareMeta } from "#shared/site.ts";
import { formatMoney, listNumber, truncate } from "#shared/text.ts";

/** An instant given as India Standard Time wall-clock time, e.g. ist("2026-03-10 23:30"). */
const ist = (wallClock: string): Date => new Date(`${wallClock.replace(" ", "T")}:00+05:30`);

// Registration 1 March 10:00 → 10 March 10:00 IST; contest 15 March 09:00 → 20 March 18:00 IST.
const contest = {
  registrationStartDate: ist("2026-03-01 10:00").toISOString(),
  registrationEndDate: ist("2026-03-10 10:00").toISOString(),
  contestStartDate: ist("2026-03-15 09:00").toISOString(),
  contestEndDate: ist("2026-03-20 18:00").toISOString(),
  isCompleted: false,
  status: null,
};

// The rules must not depend on the zone the server or the phone runs in.
for (const zone of ["UTC", "America/Los_Angeles", "Asia/Kolkata"]) {
  describe(`[PUBLIC PAGES] day rules with the process in ${zone}`, () => {
    const original = process.env.TZ;
    beforeEach(() => {
      process.env.TZ = zone;
    });
    afterEach(() => {
      process.env.TZ = original;
    });

    it("at 23:30 IST on the registration end day (18:00 UTC) registration is still open", () => {
      const now = ist("2026-03-10 23:30");
      expect(now.toISOString()).toBe("2026-03-10T18:00:00.000Z");
      expect(contestBadge(contest, now)).toBe("Registration Open");
      expect(registerButtonState(contest, now)).toEqual({ label: "Register Now", disabled: false });
    });

    it("one millisecond after 23:59:59.999 IST of the end day it is closed", () => {
      const lastMoment = new Date(ist("2026-03-11 00:00").getTime() - 1);
      expect(registerButtonState(contest, lastMoment).label).toBe("Register Now");
      const next = ist("2026-03-11 00:00");
      expect(contestBadge(contest, next)).toBe("Registration Closed");
      expect(registerButtonState(contest, next)).toEqual({ label: "Registration Closed", disabled: true });
    });

    it("registration counts from 00:00 IST of the start day, even before the start time", () => {
      const before = new Date(ist("2026-03-01 00:00").getTime() - 1);
      expect(contestBadge(contest, before)).toBe("Upcoming");
      expect(registerButtonState(contest, before)).toEqual({ label: "Registration Not Started", disabled: true });
      expect(applicantsButtonState(contest, before)).toEqual({ label: "No Applicants", disabled: true });

      const midnight = ist("2026-03-01 00:00");
      expect(contestBadge(contest, midnight)).toBe("Registration Open");
      expect(registerButtonState(contest, midnight)).toEqual({ label: "Register Now", disabled: false });
      expect(applicantsButtonState(contest, midnight)).toEqual({ label: "View Applicants", disabled: false });
    });

    it("at 00:30 IST (still the previous day in UTC) the IST day decides", () => {
      // 28 Feb 19:00 UTC is 1 March 00:30 IST: the start day has begun in India.
      const now = ist("2026-03-01 00:30");
      expect(now.getUTCDate()).toBe(28);
      expect(registerButtonState(contest, now).label).toBe("Register Now");
    });

    it("runs In Progress between contest start and end, and Completed after the end", () => {
      expect(contestBadge(contest, ist("2026-03-15 09:00"))).toBe("In Progress");
      expect(contestBadge(contest, ist("2026-03-20 18:00"))).toBe("In Progress");
      expect(contestBadge(contest, new Date(ist("2026-03-20 18:00").getTime() + 1))).toBe("Completed");
    });

    it("shows Completed first whenever isCompleted is set, whatever the dates say", () => {
      const completed = { ...contest, isCompleted: true };
      for (const at of ["2026-02-01 12:00", "2026-03-05 12:00", "2026-03-12 12:00", "2026-03-16 12:00"]) {
        expect(contestBadge(completed, ist(at))).toBe("Completed");
      }
      expect(registerButtonState(completed, ist("2026-03-05 12:00"))).toEqual({ label: "Registration Closed", disabled: true });
    });
  });
}

describe("[PUBLIC PAGES] home card texts", () => {
  it("shows a status given by the contest when it has no registration dates", () => {
    const undated = { ...contest, registrationStartDate: null, registrationEndDate: null, contestStartDate: null, contestEndDate: null };
    expect(contestBadge({ ...undated, status: "Coming Soon" }, ist("2026-03-05 12:00"))).toBe("Coming Soon");
    expect(contestBadge(undated, ist("2026-03-05 12:00"))).toBe("Upcoming");
  });

  it("a contest without registration dates is not open: its page's button is disabled, as the server refuses", () => {
    const undated = { ...contest, registrationStartDate: null, registrationEndDate: null, status: "Coming Soon" };
    const now = ist("2026-03-05 12:00");
    expect(contestBadge(undated, now)).toBe("Coming Soon");
    expect(registerButtonState(undated, now)).toEqual({ label: "Registration Not Started", disabled: true });
  });

  it.each([
    [0, "₹0"],
    [99, "₹99"],
    [1499, "₹1,499"],
    [200000, "₹2,00,000"],
  ])("entry fee %d in rupees reads %s", (amount, text) => {
    expect(formatMoney(amount, "INR")).toBe(text);
  });

  it.each([
    [1, "01"],
    [9, "09"],
    [10, "10"],
    [123, "123"],
  ])("list number %d reads %s", (index, text) => {
    expect(listNumber(index)).toBe(text);
  });

  it("cuts category descriptions to 20 and 70 characters plus an ellipsis, and leaves short ones alone", () => {
    const description = "Sketches, one-liners and desi family drama: make the whole mohalla laugh out loud.";
    expect(truncate(description, 20)).toBe("Sketches, one-liners...");
    expect(truncate(description, 20)).toHaveLength(23);
    expect(truncate(description, 70)).toBe(`${description.slice(0, 70)}...`);
    expect(truncate("Exactly twenty chars", 20)).toBe("Exactly twenty chars");
    expect(truncate("Short", 70)).toBe("Short");
  });
});

describe("[PUBLIC PAGES] images and share previews", () => {
  it("resolves the three kinds of judge image path", () => {
    expect(mediaUrl("https://cdn.example.com/a.jpg")).toBe("https://cdn.example.com/a.jpg");
    expect(mediaUrl("/uploads/judges/a.webp")).toBe("/uploads/judges/a.webp");
    expect(mediaUrl("uploads/judges/a.webp")).toBe("/uploads/judges/a.webp");
    expect(mediaUrl("a.webp")).toBe("/uploads/a.webp");
    expect(mediaUrl(null)).toBeNull();
  });

  it("offers resized variants of our uploads only", () => {
    expect(imageSrc("/uploads/banners/hero-1.webp", 800)).toBe("/img/800/banners/hero-1.webp");
    expect(imageSrcSet("/uploads/banners/hero-1.webp", [480, 800])).toBe(
      "/img/480/banners/hero-1.webp 480w, /img/800/banners/hero-1.webp 800w",
    );
    expect(imageSrc("https://cdn.example.com/a.jpg", 800)).toBe("https://cdn.example.com/a.jpg");
    expect(imageSrcSet("https://cdn.example.com/a.jpg", [480])).toBeUndefined();
  });

  it("never resolves an image path outside the uploads folder", () => {
    const root = "/data/uploads/public";
    expect(resolveSource(root, "banners/hero-1.webp")).toBe("/data/uploads/public/banners/hero-1.webp");
    for (const bad of [
      "../secret.webp",
      "banners/../../private/a.png",
      "/etc/passwd",
      "banners/%2e%2e/a.webp",
      "a.svg",
      "private\\a.png",
      "",
    ]) {
      expect(resolveSource(root, bad)).toBeNull();
    }
  });

  it("share tags carry absolute URLs and a large card", () => {
    const tags = shareMeta({
      origin: "https://creatorcup.in",
      path: "/contest/abc",
      title: "City Hustle",
      description: "Reels",
      image: "/uploads/contests/a.webp",
    });
    const byKey = new Map(
      tags.flatMap((tag) => ("content" in tag ? [["property" in tag ? tag.property : tag.name, tag.content] as const] : [])),
    );
    expect(byKey.get("og:title")).toBe("City Hustle");
    expect(byKey.get("og:description")).toBe("Reels");
    expect(byKey.get("og:image")).toBe("https://creatorcup.in/img/1200/contests/a.webp?format=jpeg");
    expect(byKey.get("og:url")).toBe("https://creatorcup.in/contest/abc");
    expect(byKey.get("twitter:card")).toBe("summary_large_image");
    expect(shareImageUrl(null, "https://creatorcup.in")).toBe("https://creatorcup.in/share-card.png");
  });
});
