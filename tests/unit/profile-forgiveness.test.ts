import { describe, expect, it } from "vitest";
import { normalisePincode } from "#shared/registration/forgiving-input.ts";
import { socialLinkMessage } from "#shared/registration/messages.ts";
import { normaliseSocialLink } from "#shared/registration/social-links.ts";
import { UserDetailsSchema } from "#shared/registration/user-details-schema.ts";

describe("social links as people write them", () => {
  it.each([
    ["instagram", "@arjun.mehta", "https://www.instagram.com/arjun.mehta"],
    ["instagram", "arjun.mehta", "https://www.instagram.com/arjun.mehta"],
    ["instagram", "instagram.com/arjun.mehta", "https://instagram.com/arjun.mehta"],
    ["instagram", "  www.instagram.com/arjun.mehta/ ", "https://www.instagram.com/arjun.mehta/"],
    ["instagram", "http://instagram.com/arjun", "https://instagram.com/arjun"],
    ["youtube", "m.youtube.com/@arjun", "https://www.youtube.com/@arjun"],
    ["youtube", "https://m.youtube.com/watch?v=abc", "https://www.youtube.com/watch?v=abc"],
    ["youtube", "@arjun", "https://www.youtube.com/@arjun"],
    ["youtube", "youtu.be/abc", "https://youtu.be/abc"],
    ["facebook", "m.facebook.com/arjun", "https://www.facebook.com/arjun"],
    ["twitter", "@arjun", "https://x.com/arjun"],
    ["linkedIn", "arjun-mehta", "https://www.linkedin.com/in/arjun-mehta"],
    ["tiktok", "@arjun", "https://www.tiktok.com/@arjun"],
    ["instagram", "", ""],
  ] as const)("%s %j → %s", (network, typed, expected) => {
    expect(normaliseSocialLink(network, typed)).toBe(expected);
  });

  it("leaves what is no link at all as typed, so the spec's message still shows", () => {
    expect(normaliseSocialLink("youtube", "my channel")).toBe("my channel");
    expect(normaliseSocialLink("youtube", "ftp://example.com/x")).toBe("ftp://example.com/x");
  });

  it("the details schema keeps the full address, still requires Instagram and still refuses what is not a link", () => {
    const base = { instagram: "@arjun.mehta", youtube: "m.youtube.com/@arjun" };
    const parsed = UserDetailsSchema.shape.socialMedia.parse(base);
    expect(parsed.instagram).toBe("https://www.instagram.com/arjun.mehta");
    expect(parsed.youtube).toBe("https://www.youtube.com/@arjun");
    const missing = UserDetailsSchema.shape.socialMedia.safeParse({ instagram: "" });
    expect(missing.error?.issues[0]?.message).toBe("Instagram link is required.");
    const wrong = UserDetailsSchema.shape.socialMedia.safeParse({ instagram: "@a", youtube: "my channel" });
    expect(wrong.error?.issues[0]?.message).toBe(socialLinkMessage("Youtube"));
  });
});

describe("pincodes as people write them", () => {
  it.each([
    ["110 001", "110001"],
    [" 110001 ", "110001"],
    ["110-001", "110001"],
    ["11000a", "11000a"],
  ])("%j → %j", (typed, expected) => expect(normalisePincode(typed)).toBe(expected));

  it("the details schema takes '110 001' and still refuses seven digits with the spec's message", () => {
    expect(UserDetailsSchema.shape.pincode.parse("110 001")).toBe("110001");
    expect(UserDetailsSchema.shape.pincode.safeParse("1100011").error?.issues[0]?.message).toBe(
      "Pincode must contain only numbers and not exceed 6 digits.",
    );
  });
});
