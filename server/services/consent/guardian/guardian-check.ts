/**
 * How a guardian proves who they are (docs/privacy.md#guardian-check). Today: a code sent to the e-mail
 * the child gave, with the guardian's own declaration of name, relationship and adult date of birth.
 * A stronger check (a DigiLocker token through a licensed provider, which proves age from an official
 * record) is another implementation of this interface; the consent record names the method used.
 */
export type GuardianCheck = {
  /** Recorded as `verified_by` on each consent record. */
  readonly method: string;
  /** Whether the guardian behind this request passed the check; `evidence` is what the method needs. */
  verify(input: { guardianEmail: string; signedInEmail: string | null; evidence?: unknown }): Promise<boolean>;
};

/** The e-mail code: the guardian's session (started by a code sent to the request's address) matches the address. */
export const emailCodeGuardianCheck: GuardianCheck = {
  method: "email-code",
  async verify({ guardianEmail, signedInEmail }) {
    return signedInEmail !== null && signedInEmail.trim().toLowerCase() === guardianEmail.trim().toLowerCase();
  },
};
