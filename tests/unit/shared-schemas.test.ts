import { describe, expect, it } from "vitest";
import { refundedMessage } from "#server/services/registration/messages.ts";
import { ContactMessageSchema } from "#shared/contact.ts";
import { EmailSchema, UserDetailsSchema } from "#shared/registration/user-details-schema.ts";
import { formatMoney } from "#shared/text.ts";
import { emailSchema, isEmail } from "#shared/validation/email.ts";
import { idSchema, isId } from "#shared/validation/id.ts";
import { hasForbiddenCharacters, plainText } from "#shared/validation/text.ts";

/** The first message of each field, as a form shows them. */
function contactFieldErrors(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of ContactMessageSchema.safeParse(values).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("one e-mail rule", () => {
  it.each([
    "asha@example.in",
    "Asha.Verma+contests@Mail.Example.co.in",
    "a_b-c@sub-domain.example.com",
    "x@example.xn--h2brj9c",
    "1234567890@example.org",
  ])("accepts %s", (email) => {
    expect(isEmail(email)).toBe(true);
    expect(EmailSchema.safeParse(email).success).toBe(true);
  });

  it.each([
    ["", "empty"],
    ["plainaddress", "no at sign"],
    ["a@b", "no dot in the domain"],
    ["a b@example.in", "a space"],
    ["asha@exa mple.in", "a space in the domain"],
    ["asha\u200B@example.in", "a zero-width space"],
    ["asha@exam\u200Dple.in", "a zero-width joiner in the domain"],
    ["asha@example.in\u202E", "a bidi override"],
    ["asha\u2066@example.in", "a bidi isolate"],
    ["asha@ex\u0430mple.in", "a Cyrillic a in the domain"],
    ["аsha@example.in", "a Cyrillic a in the local part"],
    ["asha@exämple.in", "a non-ASCII letter"],
    ["asha@example.in?subject=hi", "a mailto query"],
    ["asha@example.in&cc=x@evil.in", "a mailto parameter"],
    ["asha%40evil.in@example.in", "a percent escape"],
    ["asha@example.in\nBcc: x@evil.in", "a newline"],
    ["asha\r@example.in", "a carriage return"],
    ["asha\u0000@example.in", "a NUL byte"],
    ['"asha"@example.in', "double quotes"],
    ["o'brien@example.in", "an apostrophe"],
    ["asha@example.in,x@evil.in", "a comma (two addresses)"],
    ["asha;x@example.in", "a semicolon"],
    ["<asha@example.in>", "angle brackets"],
    ["asha#1@example.in", "a hash"],
    [".asha@example.in", "a leading dot"],
    ["asha.@example.in", "a trailing dot before the at sign"],
    ["as..ha@example.in", "two dots in a row"],
    ["asha@-example.in", "a label starting with a hyphen"],
    ["asha@example-.in", "a label ending with a hyphen"],
    ["asha@example..in", "an empty label"],
    ["asha@example.1n", "a TLD with a digit"],
    ["asha@@example.in", "two at signs"],
    [`${"a".repeat(65)}@example.in`, "a local part over 64 characters"],
  ])("refuses %j (%s) with 'Enter a valid email'", (email) => {
    expect(isEmail(email)).toBe(false);
    expect(firstMessage(EmailSchema.safeParse(email))).toBe("Enter a valid email");
  });

  it("trims the spaces a phone keyboard adds, everywhere the same", () => {
    expect(EmailSchema.parse("  asha@example.in ")).toBe("asha@example.in");
    expect(ContactMessageSchema.shape.email.parse(" asha@example.in ")).toBe("asha@example.in");
    expect(UserDetailsSchema.shape.email.parse(" asha@example.in ")).toBe("asha@example.in");
  });

  it("an empty field says what the form around it says", () => {
    expect(firstMessage(EmailSchema.safeParse("  "))).toBe("Enter a valid email");
    expect(firstMessage(emailSchema("email is required").safeParse(""))).toBe("email is required");
    expect(firstMessage(UserDetailsSchema.shape.email.safeParse(""))).toBe("email is required");
    expect(contactFieldErrors({ fullName: "A", email: " ", message: "hi" }).email).toBe("Email is required");
  });

  // The three copies differed: the contact form and the dialog had no length limit, the details form 254.
  it("refuses an address over 254 characters in the dialog, the details form and the contact form alike", () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.in`;
    expect(long.length).toBe(255);
    expect(firstMessage(EmailSchema.safeParse(long))).toBe("Enter a valid email");
    expect(firstMessage(UserDetailsSchema.shape.email.safeParse(long))).toBe("Enter a valid email");
    expect(contactFieldErrors({ fullName: "A", email: long, message: "hi" }).email).toBe("Enter a valid email");
  });
});

describe("one id rule", () => {
  it.each([
    ["64b000000000000000000001", true],
    ["0123456789abcdef01234567", true],
    ["64B000000000000000000001", false],
    ["64b00000000000000000001", false],
    ["64b0000000000000000000011", false],
    ["64b00000000000000000000g", false],
    ["64b00000000000000000000\u0000", false],
    ["", false],
    [42, false],
    [null, false],
  ])("isId(%j) is %s, and the schema agrees", (value, expected) => {
    expect(isId(value)).toBe(expected);
    expect(idSchema().safeParse(value).success).toBe(expected);
  });

  it("says what a form asks it to say", () => {
    expect(firstMessage(idSchema("cityId is required").safeParse("nope"))).toBe("cityId is required");
    expect(firstMessage(idSchema().safeParse("nope"))).toBe("must be a 24-character id");
  });
});

describe("control characters", () => {
  it.each([
    ["\u0000", true],
    ["\u0007", true],
    ["\u001B[31m", true],
    ["\u007F", true],
    ["\u0085", true],
    ["\u202E", true],
    ["\u2066", true],
    ["\u2028", true],
    ["\n", true],
    ["\t", true],
    ["नमस्ते", false],
    ["क्‍ष", false],
    ["👩‍🎤", false],
    ["Asha's reel — ₹500!", false],
  ])("single-line text %j has forbidden characters: %s", (value, expected) => {
    expect(hasForbiddenCharacters(`a${value}b`)).toBe(expected);
  });

  it("a multi-line field keeps line breaks and tabs but not the others", () => {
    expect(hasForbiddenCharacters("line one\r\nline two\tend", { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters("nul\u0000", { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters("bell\u0007", { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters("rtl\u202E", { multiline: true })).toBe(true);
  });

  it("plainText names the field in its message", () => {
    expect(firstMessage(plainText("Bio", 10).safeParse("a\u0000b"))).toBe("Bio contains characters that are not allowed.");
    expect(firstMessage(plainText("Bio", 3).safeParse("abcd"))).toBe("Bio is too long (3 characters at most).");
  });

  it.each([
    ["address", "44 Lake\u0000 Road", "Address contains characters that are not allowed."],
    ["bio", "Dance\u0000", "Bio contains characters that are not allowed."],
    ["link", "https://example.com/\nreel", "Video link contains characters that are not allowed."],
    ["affiliateCode", "ASHA\u00002026", "Affiliate code contains characters that are not allowed."],
  ])("the details form refuses a control character in %s", (field, value, message) => {
    const result = UserDetailsSchema.shape[field as "address"].safeParse(value);
    expect(firstMessage(result)).toBe(message);
  });

  it("the details form refuses control characters inside bank details and social links", () => {
    const bank = UserDetailsSchema.shape.bankDetails.safeParse({ bankName: "SBI\u0000" });
    expect(firstMessage(bank)).toBe("Bank name contains characters that are not allowed.");
    const social = UserDetailsSchema.shape.socialMedia.safeParse({ instagram: "https://instagram.com/a\u0000" });
    expect(firstMessage(social)).toBe("Instagram link contains characters that are not allowed.");
  });
});

describe("one contact form rule", () => {
  const valid = { fullName: "Asha Verma", email: "asha@example.com", message: "When does the next contest open?" };

  it("gives the spec's messages, the first problem of each field", () => {
    expect(contactFieldErrors({ fullName: " ", email: "", message: "" })).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      message: "Message is required",
    });
    expect(contactFieldErrors({ ...valid, email: "not-an-email" })).toEqual({ email: "Enter a valid email" });
    expect(contactFieldErrors(valid)).toEqual({});
  });

  // The page's hand-written check let these through and the server refused them.
  it.each([
    [{ fullName: "x".repeat(121) }, "fullName", "Full name is too long (120 characters at most)."],
    [{ message: "x".repeat(5001) }, "message", "Message is too long (5000 characters at most)."],
    [{ fullName: "Asha\u0000" }, "fullName", "Full name contains characters that are not allowed."],
    [{ message: "Hi\u0000" }, "message", "Message contains characters that are not allowed."],
  ])("the page and the server now agree on %j", (override, field, message) => {
    const values = { ...valid, ...override };
    expect(contactFieldErrors(values)).toEqual({ [field]: message });
    expect(firstMessage(ContactMessageSchema.safeParse(values))).toBe(message);
  });

  it("keeps the line breaks of a message", () => {
    expect(ContactMessageSchema.parse({ ...valid, message: "Hello,\n\nWhen?" }).message).toBe("Hello,\n\nWhen?");
  });
});

describe("one money format", () => {
  // The refund message formatted rupees with its own toLocaleString call.
  it.each([
    [49_950, "₹499.5"],
    [149_900, "₹1,499"],
    [15_000_000, "₹1,50,000"],
  ])("the refund message shows %i paise as %s, as the pages do", (paise, text) => {
    expect(formatMoney(paise / 100)).toBe(text);
    expect(refundedMessage(paise, true)).toContain(`Your payment of ${text} has been refunded`);
  });
});
