import type { MailTemplate, MailTemplateData } from "../mail/outbox.ts";

/** Templates that carry a code: `{ code, expiresInMinutes }` and nothing the requester typed. */
type CodeTemplate = {
  [T in MailTemplate]: MailTemplateData[T] extends { code: string; expiresInMinutes: number } ? T : never;
}[MailTemplate];

export type EmailCodePurposeRules = {
  /** The mail that carries the code. */
  mailTemplate: CodeTemplate;
};

/**
 * What an e-mailed code can prove (docs/identity.md). A code is stored with its purpose and checked
 * only against requests for the same purpose, so a creator's sign-in code never opens the judges'
 * pages. Judge sign-in and the guardian's proof may give themselves their own mail template here.
 */
export const EMAIL_CODE_PURPOSES = {
  "creator-sign-in": { mailTemplate: "sign-in-code" },
  "judge-sign-in": { mailTemplate: "sign-in-code" },
  "guardian-proof": { mailTemplate: "sign-in-code" },
} as const satisfies Record<string, EmailCodePurposeRules>;

export type EmailCodePurpose = keyof typeof EMAIL_CODE_PURPOSES;
