import { z } from "zod";
import { EmailSchema } from "../validation/email.ts";
import { IsoDate, Ok } from "./common.ts";

/**
 * Creator sign-in by e-mail code and creator sessions, under /api/creator (docs/security.md, creator
 * sign-in). The browser imports these for its forms and types; the server declares them on its routes.
 */

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;
export const SIGN_IN_CODE_RESEND_SECONDS = 30;
export const SIGN_IN_CODES_PER_HOUR = 5;

/** What creators read; the server answers these and the dialog shows them as they are. */
export const creatorAccountMessages = {
  codeFormat: "Enter the 6-digit code from the e-mail.",
  codeWrong: "That code is not right. Check the e-mail and try again.",
  codeNoLongerValid: "That code is no longer valid. Enter the code from the latest e-mail.",
  codeExpired: "This code has expired or was replaced. Ask for a new one.",
  codeTooManyTries: "Too many wrong codes. Ask for a new one.",
  signInRequired: "Please confirm your e-mail to continue.",
  notYourAccount: "You can only register with the e-mail you confirmed.",
  sessionNotFound: "That sign-in was not found.",
  signedOut: "Signed out",
  signedOutEverywhere: "Signed out on every device",
} as const;

export const resendTooSoonMessage = (seconds: number) =>
  `Please wait ${seconds} second${seconds === 1 ? "" : "s"} before asking for another code.`;

export const tooManyCodesMessage = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many codes have been asked for. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

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
