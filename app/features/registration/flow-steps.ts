import { readReferralCode } from "#app/lib/referral-code.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { type EmailCode, type LookedUpUser, lookUpUser, type RegistrationUser } from "./api.ts";
import { readGuardianStatus } from "./age/age-api.ts";
import type { DetailsState } from "./details-form/details-form-dialog.tsx";
import { emptyValues } from "./details-form/form-values.ts";
import { hasInput, readDraft } from "./draft.ts";

/** The registration's dialogs, one at a time. */
export type Step =
  | { name: "email"; email: string; error: string | null }
  | { name: "code"; email: string; sent: EmailCode }
  | { name: "confirm"; email: string; user: LookedUpUser }
  | { name: "enter"; email: string }
  | { name: "age"; email: string }
  | { name: "guardian"; email: string }
  | { name: "waiting"; email: string }
  | { name: "payment"; user: RegistrationUser }
  | { name: "closed" };

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The details form as it starts for `email`: the saved draft for that address, or empty. */
export function startingDetails(email: string): DetailsState {
  const draft = readDraft(email);
  const empty = emptyValues(email);
  const values = draft ? { ...empty, ...draft.values, email, bankDetails: empty.bankDetails } : empty;
  // A referral link's code fills an empty field (docs/affiliates.md); the form applies it on opening.
  const referral = readReferralCode();
  if (!values.affiliateCode && referral) return { values: { ...values, affiliateCode: referral }, files: {}, affiliate: null };
  return { values, files: {}, affiliate: draft?.affiliate ?? null };
}

/** Whether the details hold anything typed or chosen (the country the form starts with aside). */
export function detailsHaveInput(details: DetailsState): boolean {
  const start = emptyValues(details.values.email);
  return Object.keys(details.files).length > 0 || hasInput({ ...details.values, countryId: "" }, start);
}

/**
 * Where a creator goes once their e-mail is theirs: a known creator confirms their details (or hears
 * they are already registered); a new one (`newCreator`) gives their details, after their age.
 */
export async function stepAfterEmail(email: string, contestId: string): Promise<{ step: Step; newCreator: boolean }> {
  try {
    const answer = await lookUpUser(email, contestId);
    if (answer.body?.isOk && answer.body.data) {
      if (answer.body.alreadyRegistered) return { step: { name: "email", email, error: m.alreadyRegistered }, newCreator: false };
      return { step: { name: "confirm", email, user: answer.body.data }, newCreator: false };
    }
  } catch {
    // A failed lookup opens the details form without an error (docs/product-rules.md#registration).
  }
  // Back to the details form (after Back, or a reload): the draft's adult date of birth already answered the age step.
  const draftBirth = readDraft(email)?.values.dateOfBirth;
  if (draftBirth && isAdult(draftBirth)) return { step: { name: "enter", email }, newCreator: true };
  // A new creator gives a date of birth first (docs/privacy.md#age-first), unless a guardian was asked already.
  const guardian = await readGuardianStatus().catch(() => ({ status: "none" as const }));
  // Consented: the details form, its date of birth the age step's (kept in the draft, read by startingDetails).
  if (guardian.status === "consented") return { step: { name: "enter", email }, newCreator: true };
  return { step: { name: guardian.status === "waiting" ? "waiting" : "age", email }, newCreator: true };
}
