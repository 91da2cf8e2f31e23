import { z } from "zod";
import { CONSOLE_PAGE_SIZE, consolePageParam } from "./table-query.ts";
import { Ok } from "../api/common.ts";
import { INVALID_EMAIL_MESSAGE, isEmail } from "../validation/email.ts";
import { forbiddenCharactersMessage, SINGLE_LINE_PATTERN } from "../validation/text.ts";

/** Affiliates per page in the console's list. */
export const AFFILIATE_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const affiliateFormMessages = {
  nameRequired: "Name is required.",
  nameTooLong: "The name must be at most 120 characters long.",
  nameForbidden: forbiddenCharactersMessage("Name"),
  emailRequired: "Email is required.",
  mobileInvalid: "Enter a mobile number of 7 to 15 digits (a leading + and spaces are fine).",
  // The service's own message (server/services/affiliates/affiliate-codes.ts), so the form and the CLI agree.
  codeInvalid: "An affiliate code is 3 to 32 letters, digits, dashes or underscores (for example ASHA2026).",
} as const;

/**
 * The console's "Add an affiliate" form and POST /api/admin/affiliates: what the CLI's `affiliate create`
 * asks (name, e-mail, mobile, an optional code). The password is always generated and shown once.
 */
export const CreateAffiliateSchema = z.object({
  name: z
    .string({ error: affiliateFormMessages.nameRequired })
    .trim()
    .min(1, affiliateFormMessages.nameRequired)
    .max(120, affiliateFormMessages.nameTooLong)
    // Control and bidi characters would be read back to every creator who types the code.
    .regex(SINGLE_LINE_PATTERN, affiliateFormMessages.nameForbidden),
  email: z
    .string({ error: affiliateFormMessages.emailRequired })
    .trim()
    .min(1, { error: affiliateFormMessages.emailRequired, abort: true })
    .refine((value) => isEmail(value), INVALID_EMAIL_MESSAGE),
  mobile: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\+?[0-9][0-9 ]{5,18}[0-9]$/.test(value), affiliateFormMessages.mobileInvalid)
    .default(""),
  code: z
    .string()
    .trim()
    .refine((value) => value === "" || /^[A-Za-z0-9_-]{3,32}$/.test(value), affiliateFormMessages.codeInvalid)
    .default(""),
});
export type CreateAffiliateInput = z.infer<typeof CreateAffiliateSchema>;

export const SetAffiliateActiveSchema = z.object({ active: z.boolean({ error: "Say whether the affiliate is active (true or false)." }) });

export const AffiliateListQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200, "The search is at most 200 characters.")
    .regex(SINGLE_LINE_PATTERN, forbiddenCharactersMessage("Search"))
    .default(""),
  page: consolePageParam,
});

export const ConsoleAffiliateRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  active: z.boolean(),
  hasPassword: z.boolean(),
  /** Completed registrations of the users they referred, paid and free. */
  paidReferrals: z.number(),
  freeReferrals: z.number(),
  createdAt: z.string(),
});
export type ConsoleAffiliateRowView = z.infer<typeof ConsoleAffiliateRow>;

export const AffiliateListAnswer = z.object({
  isOk: Ok,
  data: z.object({
    affiliates: z.array(ConsoleAffiliateRow),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});

/** A new affiliate, or a reset: the generated password is in this answer and nowhere else. */
export const AffiliatePasswordAnswer = z.object({
  isOk: Ok,
  message: z.string(),
  data: z.object({ id: z.string(), code: z.string(), email: z.string(), generatedPassword: z.string() }),
});

export const AffiliateStatusAnswer = z.object({
  isOk: Ok,
  message: z.string(),
  data: z.object({ id: z.string(), code: z.string(), active: z.boolean() }),
});
