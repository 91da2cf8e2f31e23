import type { Db } from "#db/client.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import { AppError } from "../../errors.ts";
import { hasGuardianConsent } from "./guardian/guardian-request-status.ts";
import { currentConsents, recordConsent } from "./record-consent.ts";
import { subjectIdFor } from "./subjects.ts";

/**
 * Before a creator's details are kept (docs/privacy.md#age-first): under 18 needs a guardian's consent
 * on record, whatever the browser did; an adult consents themself by registering under the notice
 * (registration and public listing, as the notice says; public listing can be withdrawn in one tap).
 */
export async function consentAtRegistration(db: Db, input: { email: string; dateOfBirth: string; language?: string }): Promise<void> {
  if (!isAdult(input.dateOfBirth)) {
    if (!(await hasGuardianConsent(db, input.email)))
      throw new AppError("FORBIDDEN", m.guardianConsentNeeded, { errors: { dateOfBirth: m.guardianConsentNeeded } });
    return;
  }
  const subjectId = await subjectIdFor(db, input.email);
  const current = await currentConsents(db, subjectId);
  if (current.registration !== undefined) return;
  await recordConsent(db, {
    subjectId,
    decisions: [
      { purpose: "registration", action: "given" },
      { purpose: "public-listing", action: "given" },
    ],
    givenBy: "self",
    verifiedBy: "email-code",
    language: input.language ?? "en",
  });
}
