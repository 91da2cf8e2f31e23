import { z } from "zod";
import { emailSchema } from "../validation/email.ts";
import { idSchema } from "../validation/id.ts";
import { forbiddenCharactersMessage, plainText, SINGLE_LINE_PATTERN } from "../validation/text.ts";
import { alphabetsMessage, registrationMessages as m, requiredMessage, socialLinkMessage, socialNetworks } from "./messages.ts";

/** The e-mail dialog's field: the one e-mail schema (shared/validation/email.ts). */
export { EmailSchema } from "../validation/email.ts";

/** Letters only; single spaces between words are allowed for names like "Mary Ann". */
const NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;

function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const required = (field: string) => z.string().trim().min(1, requiredMessage(field));
const optionalText = (label: string, max: number) => plainText(label, max).default("");
// An id that is not one reads as missing: the select offers only real ones.
const locationId = (field: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(field))
    .pipe(idSchema(requiredMessage(field)));
/** Links are checked for control characters first: URL parsing silently drops a newline. */
const linkText = (label: string, max: number) => plainText(label, max).default("");

export const genders = ["Male", "Female", "Other"] as const;

const socialLink = (label: string) =>
  linkText(`${label} link`, 300).refine(
    (value) => value === "" || (value.startsWith("https://") && isValidUrl(value)),
    socialLinkMessage(label),
  );

const SocialMediaSchema = z.object({
  instagram: linkText("Instagram link", 300)
    .refine((value) => value !== "", m.instagramRequired)
    .refine((value) => value === "" || (value.startsWith("https://") && isValidUrl(value)), socialLinkMessage("Instagram")),
  youtube: socialLink("Youtube"),
  facebook: socialLink("Facebook"),
  twitter: socialLink("Twitter"),
  linkedIn: socialLink("LinkedIn"),
  tiktok: socialLink("TikTok"),
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
  firstName: required("firstName").max(50).regex(NAME_PATTERN, alphabetsMessage("First Name")),
  middleName: z
    .string()
    .trim()
    .max(50)
    .default("")
    .refine((v) => v === "" || NAME_PATTERN.test(v), alphabetsMessage("Middle Name")),
  lastName: required("lastName").max(50).regex(NAME_PATTERN, alphabetsMessage("Last Name")),
  mobileNo: required("mobileNo").regex(/^\d{10}$/, m.mobileNo),
  email: emailSchema(requiredMessage("email")),
  countryId: locationId("countryId"),
  stateId: locationId("stateId"),
  cityId: locationId("cityId"),
  address: required("address").pipe(plainText("Address", 300)),
  pincode: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || /^\d{1,6}$/.test(v), m.pincode),
  dateOfBirth: z
    .string()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(v) < new Date()),
      "Enter a valid date of birth.",
    ),
  gender: z
    .string()
    .trim()
    .min(1, requiredMessage("gender"))
    .refine((v) => v === "" || (genders as readonly string[]).includes(v), requiredMessage("gender")),
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
export const PaymentVideoLinkSchema = z
  .string()
  .trim()
  .min(1, m.paymentVideoLinkRequired)
  .max(500, m.paymentVideoLinkInvalid)
  .regex(SINGLE_LINE_PATTERN, forbiddenCharactersMessage("Video link"))
  .refine((v) => v === "" || isValidUrl(v), m.paymentVideoLinkInvalid);

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
