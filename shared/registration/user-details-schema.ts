import { z } from "zod";
import { emailSchema } from "../validation/email.ts";
import { idSchema } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { dateOfBirthRange, normaliseMobile, normaliseName, normalisePincode } from "./forgiving-input.ts";
import { alphabetsMessage, registrationMessages as m, requiredMessage, socialLinkMessage, socialNetworks } from "./messages.ts";
import { normaliseSocialLink, type SocialNetworkKey } from "./social-links.ts";
import { checkVideoLink, isValidUrl } from "./video-link.ts";

/** The e-mail dialog's field: the one e-mail schema (shared/validation/email.ts). */
export { EmailSchema } from "../validation/email.ts";

/**
 * 'Letters only' means letters of any script (with their combining marks and joiners, which
 * Devanagari needs), words joined by a space, hyphen, apostrophe or dot, and an optional final dot:
 * "Mary Ann", "D'Souza", "Jean-Luc", "A. R.", "मीरा". Each separator must be followed by a letter,
 * so the pattern cannot backtrack badly and refuses "Rao-" or "Meera2".
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M}\u200C\u200D]*(?:(?:[-'\u2019 ]|\. ?)\p{L}[\p{L}\p{M}\u200C\u200D]*)*\.?$/u;

/** A name as typed: runs of spaces become one, then the pattern above. */
const name = (label: "First Name" | "Middle Name" | "Last Name") =>
  z
    .string()
    .trim()
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .max(50, `${label} is too long (50 characters at most).`)
        .refine((v) => v === "" || NAME_PATTERN.test(v), alphabetsMessage(label)),
    );

/** Required fields say so with the label the form shows ('mobile number is required'). */
const required = (label: string) => z.string().trim().min(1, requiredMessage(label));
const optionalText = (label: string, max: number) => plainText(label, max).default("");
// An id that is not one reads as missing: the select offers only real ones.
const locationId = (label: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(label))
    .pipe(idSchema(requiredMessage(label)));
/** Links are checked for control characters first: URL parsing silently drops a newline. */
const linkText = (label: string, max: number) => plainText(label, max).default("");

export const genders = ["Male", "Female", "Other"] as const;

/** A handle or a link without https:// becomes the full address first (shared/registration/social-links.ts). */
const socialLinkText = (network: SocialNetworkKey, label: string) =>
  linkText(`${label} link`, 300).transform((value) => normaliseSocialLink(network, value));

const socialLink = (network: SocialNetworkKey, label: string) =>
  socialLinkText(network, label).refine(
    (value) => value === "" || (value.startsWith("https://") && isValidUrl(value)),
    socialLinkMessage(label),
  );

const SocialMediaSchema = z.object({
  instagram: socialLinkText("instagram", "Instagram")
    .refine((value) => value !== "", m.instagramRequired)
    .refine((value) => value === "" || (value.startsWith("https://") && isValidUrl(value)), socialLinkMessage("Instagram")),
  youtube: socialLink("youtube", "Youtube"),
  facebook: socialLink("facebook", "Facebook"),
  twitter: socialLink("twitter", "Twitter"),
  linkedIn: socialLink("linkedIn", "LinkedIn"),
  tiktok: socialLink("tiktok", "TikTok"),
});
export type SocialMedia = z.infer<typeof SocialMediaSchema>;

/** Bank details are optional; when given, the account number and IFSC must look real. */
const BankDetailsSchema = z
  .object({
    accountNumber: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || /^\d{9,18}$/.test(v), "Account number must be 9 to 18 digits."),
    bankName: optionalText("Bank name", 100),
    branchName: optionalText("Branch name", 100),
    ifscCode: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .refine((v) => v === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), "Enter a valid IFSC code (e.g. SBIN0001234)."),
    accountHolderName: optionalText("Account holder name", 100),
  })
  .default({ accountNumber: "", bankName: "", branchName: "", ifscCode: "", accountHolderName: "" });
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/**
 * The details form, checked with the rules and messages of docs/product-rules.md (validation). The browser checks it
 * before sending and the server checks it again on POST /api/user/create: one schema for both.
 */
export const UserDetailsSchema = z.object({
  firstName: required("First Name").pipe(name("First Name")),
  middleName: name("Middle Name").default(""),
  lastName: required("Last Name").pipe(name("Last Name")),
  // '+91 98765 43210', '098765-43210' and '9876543210' are the same number: keep its 10 digits.
  mobileNo: required("Mobile Number")
    .transform(normaliseMobile)
    .pipe(z.string().regex(/^\d{10}$/, m.mobileNo)),
  email: emailSchema(requiredMessage("Email")),
  countryId: locationId("Country"),
  stateId: locationId("State"),
  cityId: locationId("City"),
  address: required("Address").pipe(plainText("Address", 300)),
  // '110 001' is 110001, as '+91 98765 43210' is a mobile number.
  pincode: z
    .string()
    .default("")
    .transform(normalisePincode)
    .refine((v) => v === "" || /^\d{1,6}$/.test(v), m.pincode),
  // Required since the age step (docs/privacy.md#age-first): under 18 needs a guardian's consent first.
  dateOfBirth: required("Date of Birth")
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), m.dateOfBirthInvalid)
    .refine((v) => {
      if (v === "" || Number.isNaN(Date.parse(v))) return true;
      const { earliest, latest } = dateOfBirthRange(new Date());
      return v >= earliest && v <= latest;
    }, m.dateOfBirthRange),
  gender: z
    .string()
    .trim()
    .min(1, requiredMessage("Gender"))
    .refine((v) => v === "" || (genders as readonly string[]).includes(v), requiredMessage("Gender")),
  bio: plainText("Bio", 1000, { multiline: true }).default(""),
  link: linkText("Video link", 500).refine((v) => v === "" || isValidUrl(v), m.videoLinkInvalid),
  bankDetails: BankDetailsSchema,
  socialMedia: SocialMediaSchema,
  categories: z.array(idSchema(m.categoriesRequired)).min(1, m.categoriesRequired).max(20),
  affiliateCode: optionalText("Affiliate code", 40),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Errors keyed by field path ("socialMedia.instagram"), first message per field, for the form. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The payment dialog's video link (docs/product-rules.md, validation). */
/** The video link as the API checks it: the one rule in ./video-link.ts, which the pages use without zod. */
export const PaymentVideoLinkSchema = z.string().transform((value, context) => {
  const checked = checkVideoLink(value);
  if (checked.ok) return checked.link;
  context.addIssue({ code: "custom", message: checked.message });
  return z.NEVER;
});

export const socialNetworkLabels = Object.fromEntries(socialNetworks.map((n) => [n.key, n.label])) as Record<string, string>;

/** File rules (docs/product-rules.md, validation): profile image is an image; documents are pdf/jpg/jpeg/png. */
export const uploadRules = {
  profileImage: { label: "Profile image", extensions: ["jpg", "jpeg", "png", "webp"], maxBytes: 5 * 1024 * 1024 },
  aadharCard: { label: "Aadhar card", extensions: ["pdf", "jpg", "jpeg", "png"], maxBytes: 5 * 1024 * 1024 },
  panCard: { label: "PAN card", extensions: ["pdf", "jpg", "jpeg", "png"], maxBytes: 5 * 1024 * 1024 },
  cancelledCheck: { label: "Cancelled cheque", extensions: ["pdf", "jpg", "jpeg", "png"], maxBytes: 5 * 1024 * 1024 },
} as const;
export type UploadField = keyof typeof uploadRules;

export function uploadTypeMessage(field: UploadField): string {
  const rule = uploadRules[field];
  return field === "profileImage"
    ? `${rule.label} must be an image (JPG, PNG or WebP).`
    : `${rule.label} must be a PDF, JPG, JPEG or PNG file.`;
}

export function uploadSizeMessage(field: UploadField): string {
  return `${uploadRules[field].label} must be ${uploadRules[field].maxBytes / (1024 * 1024)} MB or smaller.`;
}

/** The plain text fields of the create-user form (docs/product-rules.md, registration), in the order the form sends them. */
export const userFormTextFields = [
  "firstName",
  "middleName",
  "lastName",
  "mobileNo",
  "email",
  "countryId",
  "stateId",
  "cityId",
  "address",
  "pincode",
  "dateOfBirth",
  "gender",
  "bio",
] as const;

/** Form fields sent as JSON text (docs/product-rules.md, registration). */
export const userFormJsonFields = ["bankDetails", "socialMedia", "categories"] as const;

/** Text fields sent only when there is something to send. */
export const userFormOptionalFields = ["affiliateCode", "link"] as const;

/** The bank details' inputs, in order, as the details form and a winner's prize documents ask for them. */
export const bankFields = [
  { key: "accountNumber", label: "Account Number", inputMode: "numeric" },
  { key: "accountHolderName", label: "Account Holder Name" },
  { key: "bankName", label: "Bank Name" },
  { key: "branchName", label: "Branch Name" },
  { key: "ifscCode", label: "IFSC Code", autoCapitalize: "characters" },
] as const;
