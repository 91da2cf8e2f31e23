import { z } from "zod";
import { EmailSchema } from "../validation/email.ts";
import { IsoDate, Ok } from "./common.ts";
import { creatorAccountMessages } from "./creator-accounts-rules.ts";

/**
 * Creator sign-in by e-mail code and creator sessions, under /api/creator (docs/security.md, creator
 * sign-in). The server declares these on its routes; the browser imports their types, and the numbers
 * and words from ./creator-accounts-rules.ts, which holds no schema.
 */

export * from "./creator-accounts-rules.ts";

/** The code field: digits only once spaces are dropped (a code pasted as "123 456" still counts). */
export const SignInCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, creatorAccountMessages.codeFormat))
  .describe("The 6-digit code from the e-mail");

export const EmailCodeBody = z.object({ email: EmailSchema });
export type EmailCodeRequest = z.infer<typeof EmailCodeBody>;

export const SignInBody = z.object({ email: EmailSchema, code: SignInCodeSchema });
export type SignInRequest = z.input<typeof SignInBody>;

/** The same answer whether or not the address belongs to anyone yet. */
export const EmailCodeAnswer = z.object({
  isOk: Ok,
  data: z.object({
    sent: z.literal(true),
    resendAfterSeconds: z.number().int(),
    expiresInMinutes: z.number().int(),
    /** Only in test-mail mode, where no mail leaves the machine: the dialog shows 'Test mode: your code is …'. */
    testModeCode: z.string().optional(),
  }),
});
export type EmailCode = z.infer<typeof EmailCodeAnswer>["data"];

/** The signed-in creator: the proven e-mail, and their user id once their details are saved (else null). */
export const CreatorSessionSchema = z.object({ email: z.string(), userId: z.string().nullable() });
export type CreatorSessionView = z.infer<typeof CreatorSessionSchema>;
export const CreatorSessionAnswer = z.object({ isOk: Ok, data: CreatorSessionSchema });

export const CreatorDeviceSessionSchema = z.object({
  id: z.string(),
  device: z.string().describe("e.g. 'Chrome on Android'; empty when unknown"),
  createdAt: IsoDate,
  lastSeenAt: IsoDate,
  expiresAt: IsoDate,
  current: z.boolean().describe("The session of the browser asking"),
});
export type CreatorDeviceSession = z.infer<typeof CreatorDeviceSessionSchema>;
export const CreatorSessionListAnswer = z.object({ isOk: Ok, data: z.array(CreatorDeviceSessionSchema) });
