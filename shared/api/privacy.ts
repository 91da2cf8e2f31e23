import { z } from "zod";
import { isAdult } from "../privacy/age.ts";
import { guardianRelationships, privacyMessages as m } from "../privacy/messages.ts";
import { consentPurposes } from "../privacy/purposes.ts";
import { normaliseMobile } from "../registration/forgiving-input.ts";
import { idSchema } from "../validation/id.ts";
import { plainText } from "../validation/text.ts";
import { emailSchema } from "../validation/email.ts";
import { Ok } from "./common.ts";

/** Consent and personal data, under /api/privacy and /api/guardian (docs/privacy.md). */

export const GuardianRequestBody = z.object({
  guardianEmail: emailSchema(m.guardianEmailRequired),
  guardianMobile: z
    .string()
    .trim()
    .default("")
    .transform((v) => (v === "" ? "" : normaliseMobile(v)))
    .refine((v) => v === "" || /^\d{10}$/.test(v), m.guardianMobileInvalid),
  contestId: idSchema().optional(),
});
export type GuardianRequest = z.input<typeof GuardianRequestBody>;

export const GuardianStatus = z.discriminatedUnion("status", [
  z.object({ status: z.enum(["none", "declined", "expired"]) }),
  z.object({ status: z.enum(["waiting", "consented"]), contestId: z.string().nullable(), expiresAt: z.string() }),
]);
export type GuardianStatus = z.infer<typeof GuardianStatus>;
export const GuardianStatusAnswer = z.object({ isOk: Ok, data: GuardianStatus, message: z.string().optional() });

const dateText = z
  .string()
  .trim()
  .min(1, m.dateOfBirthRequired)
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), "Enter a valid date of birth.");

/** The guardian's declaration and choices; registration and judging must be agreed to. */
export const GuardianDecisionBody = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("consent"),
    token: z.string().max(100),
    guardianName: plainText("Your name", 100).pipe(z.string().min(1, m.guardianNameRequired)),
    relationship: z.enum(guardianRelationships, { error: m.relationshipRequired }),
    dateOfBirth: dateText.refine((v) => isAdult(v), m.guardianMustBeAdult),
    registration: z.literal(true, { error: m.registrationConsentRequired }),
    publicListing: z.boolean(),
    guardianReminders: z.boolean(),
  }),
  z.object({ decision: z.literal("decline"), token: z.string().max(100) }),
]);
export type GuardianDecisionRequest = z.input<typeof GuardianDecisionBody>;

export const GuardianRequestView = z.object({
  contestTitle: z.string().nullable(),
  guardianEmail: z.string(),
  status: z.enum(["waiting", "consented", "declined", "expired"]),
  expiresAt: z.string(),
  signedIn: z.boolean(),
});
export type GuardianRequestView = z.infer<typeof GuardianRequestView>;
export const GuardianRequestViewAnswer = z.object({ isOk: Ok, data: GuardianRequestView });
