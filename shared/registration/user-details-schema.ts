import { z } from "zod";
import { alphabetsMessage, registrationMessages as m, requiredMessage, socialLinkMessage, socialNetworks } from "./messages.ts";

/** The e-mail rule of spec §5: non-space text, an at sign, text, a dot, then text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
export const EmailSchema = z.string().trim().regex(EMAIL_PATTERN, m.invalidEmail);

/** Letters only; single spaces between words are allowed for names like "Mary Ann". */
const NAME_PATTERN = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const ID_PATTERN = /^[a-f0-9]{24}$/;

export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const required = (field: string) => z.string().trim().min(1, requiredMessage(field));
const optionalText = (max: number) => z.string().trim().max(max).default("");
const locationId = (field: string) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(field))
    .regex(ID_PATTERN, `${requiredMessage(field)}`);

export const genders = ["Male", "Female", "Other"] as const;

const socialLink = (label: string) =>
  z
    .string()
    .trim()
    .max(300)
    .default("")
    .refine((value) => value === "" || (value.startsWith("https://") && isValidUrl(value)), socialLinkMessage(label));

export const SocialMediaSchema = z.object({
  instagram: z
    .string()
    .trim()
    .max(300)
    .default("")
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
export const BankDetailsSchema = z
  .object({
    accountNumber: z
      .string()
      .trim()
      .default("")
      .refine((v) => v === "" || /^\d{9,18}$/.test(v), "Account number must be 9 to 18 digits."),
    bankName: optionalText(100),
    branchName: optionalText(100),
    ifscCode: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .refine((v) => v === "" || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v), "Enter a valid IFSC code (e.g. SBIN0001234)."),
    accountHolderName: optionalText(100),
  })
  .default({ accountNumber: "", bankName: "", branchName: "", ifscCode: "", accountHolderName: "" });
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/**
 * The details form of spec §2, checked with the rules and messages of spec §5. The browser checks it
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
  email: required("email").max(254).regex(EMAIL_PATTERN, m.invalidEmail),
  countryId: locationId("countryId"),
  stateId: locationId("stateId"),
  cityId: locationId("cityId"),
  address: required("address").max(300),
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
  bio: optionalText(1000),
  link: z
    .string()
    .trim()
    .max(500)
    .default("")
    .refine((v) => v === "" || isValidUrl(v), m.videoLinkInvalid),
  bankDetails: BankDetailsSchema,
  socialMedia: SocialMediaSchema,
  categories: z.array(z.string().regex(ID_PATTERN, m.categoriesRequired)).min(1, m.categoriesRequired).max(20),
  affiliateCode: z.string().trim().max(40).default(""),
});
export type UserDetailsInput = z.input<typeof UserDetailsSchema>;
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

/** The payment dialog's video link (spec §5). */
export const PaymentVideoLinkSchema = z
  .string()
  .trim()
  .min(1, m.paymentVideoLinkRequired)
  .refine((v) => v === "" || isValidUrl(v), m.paymentVideoLinkInvalid);

export const socialNetworkLabels = Object.fromEntries(socialNetworks.map((n) => [n.key, n.label])) as Record<string, string>;

/** File rules (spec §5): profile image is an image; documents are pdf/jpg/jpeg/png. */
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

/** The plain text fields of the create-user form (spec §7), in the order the form sends them. */
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

/** Form fields sent as JSON text (spec §7). */
export const userFormJsonFields = ["bankDetails", "socialMedia", "categories"] as const;

/** Text fields sent only when there is something to send. */
export const userFormOptionalFields = ["affiliateCode", "link"] as const;
