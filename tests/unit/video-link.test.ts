import { describe, expect, it } from "vitest";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";
import { checkVideoLink, VIDEO_LINK_TOO_LONG } from "#shared/registration/video-link.ts";

const cases: [string, string, { ok: true; link: string } | { ok: false; message: string }][] = [
  ["empty", "", { ok: false, message: m.paymentVideoLinkRequired }],
  ["only spaces", "   ", { ok: false, message: m.paymentVideoLinkRequired }],
  ["too long", `https://example.com/${"a".repeat(481)}`, { ok: false, message: VIDEO_LINK_TOO_LONG }],
  ["a NUL byte", "https://example.com/\u0000", { ok: false, message: "Video link contains characters that are not allowed." }],
  ["a bidi override", "https://example.com/\u202Eabc", { ok: false, message: "Video link contains characters that are not allowed." }],
  ["a line break", "https://example.com/a\nb", { ok: false, message: "Video link contains characters that are not allowed." }],
  ["not a URL", "my reel", { ok: false, message: m.paymentVideoLinkInvalid }],
  ["another scheme", "ftp://example.com/reel", { ok: false, message: m.paymentVideoLinkInvalid }],
  ["javascript:", "javascript:alert(1)", { ok: false, message: m.paymentVideoLinkInvalid }],
  ["a link, trimmed", "  https://instagram.com/reel/abc  ", { ok: true, link: "https://instagram.com/reel/abc" }],
  ["http", "http://youtu.be/x", { ok: true, link: "http://youtu.be/x" }],
  ["exactly 500 characters", `https://example.com/${"a".repeat(480)}`, { ok: true, link: `https://example.com/${"a".repeat(480)}` }],
];

describe("the video link rule", () => {
  it.each(cases)("%s", (_name, input, expected) => {
    expect(checkVideoLink(input)).toEqual(expected);
  });

  it("is the API's schema too: same answers, same messages", () => {
    for (const [, input, expected] of cases) {
      const parsed = PaymentVideoLinkSchema.safeParse(input);
      if (expected.ok) expect(parsed).toMatchObject({ success: true, data: expected.link });
      else expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([expected.message]);
    }
  });
});
