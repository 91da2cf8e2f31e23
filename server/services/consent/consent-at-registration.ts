import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rowsOf } from "#db/rows.ts";
import { consentRecords, consentState, guardianRequests } from "#db/schema/privacy.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import { AppError } from "../../errors.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { hasGuardianConsent } from "./guardian/guardian-request-status.ts";
import { consentAnswers } from "./messages.ts";
import { recordConsent } from "./record-consent.ts";
import { subjectIdFor } from "./subjects.ts";

/**
 * Before a creator's details are kept (docs/privacy.md#age-first): under 18 needs a guardian's consent
 * on record, whatever the browser did; an adult consents themself by registering under the notice
 * (registration and public listing, as the notice says; public listing can be withdrawn in one tap).
 * An e-mail whose owner once said they were under 18 (a guardian was asked: waiting, answered or
 * lapsed) cannot then register with an adult's date: the neutral age step is not a question to retry.
 */
export async function consentAtRegistration(db: Db, input: { email: string; dateOfBirth: string; language?: string }): Promise<void> {
  if (!isAdult(input.dateOfBirth)) {
    if (!(await hasGuardianConsent(db, input.email)))
      throw new AppError("FORBIDDEN", m.guardianConsentNeeded, { errors: { dateOfBirth: m.guardianConsentNeeded } });
    return;
  }
  const subjectId = await subjectIdFor(db, input.email);
  const { registrationGranted, guardianAsked } = await adultStanding(db, subjectId, emailKeyOf(input.email));
  if (guardianAsked)
    throw new AppError("FORBIDDEN", consentAnswers.askedGuardianBefore, { errors: { dateOfBirth: consentAnswers.askedGuardianBefore } });
  if (registrationGranted) return;
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

/** The subject's registration consent and whether a guardian was ever asked for them, in one statement. */
async function adultStanding(db: Db, subjectId: string, emailKey: string) {
  const [row] = rowsOf<{ registration_granted: boolean | null; guardian_asked: boolean }>(
    await db.execute(sql`
      select
        (select ${consentState.granted} from ${consentState}
          where ${consentState.subjectId} = ${subjectId} and ${consentState.purpose} = 'registration') as registration_granted,
        exists (select 1 from ${guardianRequests} where ${guardianRequests.creatorEmailKey} = ${emailKey})
          or exists (select 1 from ${consentRecords}
            where ${consentRecords.subjectId} = ${subjectId} and ${consentRecords.givenBy} = 'guardian') as guardian_asked`),
  );
  return { registrationGranted: row?.registration_granted === true, guardianAsked: Boolean(row?.guardian_asked) };
}
