import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { isAdult } from "#shared/privacy/age.ts";
import { privacyMessages as m } from "#shared/privacy/messages.ts";
import type { Language } from "#shared/i18n/language.ts";
import type { AppContext } from "../../../context.ts";
import { creatorLanguageOf, rememberGuardianLanguage } from "../../i18n/stored-language.ts";
import { AppError } from "../../../errors.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { recordConsent } from "../record-consent.ts";
import { findGuardianRequestByToken } from "./guardian-request-status.ts";
import { emailCodeGuardianCheck, type GuardianCheck } from "./guardian-check.ts";

export type GuardianDecision =
  | {
      decision: "consent";
      guardianName: string;
      relationship: string;
      dateOfBirth: string;
      publicListing: boolean;
      guardianReminders: boolean;
    }
  | { decision: "decline" };

/**
 * The guardian's answer (docs/privacy.md#guardian-consent). Consent: the declaration is kept on the
 * request and one record per purpose is appended (registration given; public listing and reminders as
 * chosen; documents are asked only if the child wins). Decline: everything collected is deleted and
 * the creator is told. Either way once: a second answer is refused.
 */
export async function decideGuardianConsent(ctx: AppContext, input: DecisionInput): Promise<void> {
  const now = input.now ?? new Date();
  const check = input.check ?? emailCodeGuardianCheck;
  const found = await answerableRequest(ctx, input, check, now);
  const { request } = found;
  const answer = input.answer;

  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await moveRequestOnce(db, request.id, answer, now);
    const language = input.language ?? request.language;
    if (language !== request.language) await rememberGuardianLanguage(db, request.id, language);
    const base = {
      subjectId: request.subjectId,
      givenBy: "guardian" as const,
      verifiedBy: check.method,
      guardianRequestId: request.id,
      language,
      now,
    };
    if (answer.decision === "consent") {
      await recordConsentGiven(db, found, answer, base);
      return;
    }
    await recordConsent(db, { ...base, decisions: [{ purpose: "registration", action: "refused" }] });
    await endGuardianRequest(db, {
      requestId: request.id,
      creatorEmail: request.creatorEmail,
      creatorLanguage: request.creatorLanguage,
      reason: "declined",
    });
  });
}

type DecisionInput = {
  token: string;
  signedInEmail: string | null;
  answer: GuardianDecision;
  check?: GuardianCheck;
  /** The guardian's page's language: kept as theirs, and named in the consent records. */
  language?: Language;
  now?: Date;
};

type FoundRequest = NonNullable<Awaited<ReturnType<typeof findGuardianRequestByToken>>>;

/** The link's request, once the guardian proved their address and, consenting, that they are an adult. */
async function answerableRequest(ctx: AppContext, input: DecisionInput, check: GuardianCheck, now: Date): Promise<FoundRequest> {
  const found = await findGuardianRequestByToken(ctx.db, input.token, now);
  if (!found) throw new AppError("NOT_FOUND", m.guardianLinkInvalid);
  if (!(await check.verify({ guardianEmail: found.request.guardianEmail, signedInEmail: input.signedInEmail })))
    throw new AppError("UNAUTHORIZED", "Please confirm your e-mail with the code first.");
  const answer = input.answer;
  if (answer.decision === "consent" && !isAdult(answer.dateOfBirth, now))
    throw new AppError("BAD_REQUEST", m.guardianMustBeAdult, { errors: { dateOfBirth: m.guardianMustBeAdult } });
  return found;
}

/** Only a waiting request moves, once: two taps or two tabs cannot both answer. */
async function moveRequestOnce(db: Db, requestId: string, answer: GuardianDecision, now: Date): Promise<void> {
  const moved = await db
    .update(guardianRequests)
    .set(
      answer.decision === "consent"
        ? {
            status: "consented",
            guardianName: answer.guardianName,
            relationship: answer.relationship,
            guardianDateOfBirth: answer.dateOfBirth,
            decidedAt: now,
          }
        : { status: "declined", decidedAt: now },
    )
    .where(and(eq(guardianRequests.id, requestId), eq(guardianRequests.status, "waiting")))
    .returning({ id: guardianRequests.id });
  if (moved.length === 0) throw new AppError("CONFLICT", m.guardianAlreadyDecided);
}

/** One record per purpose as chosen, and the creator told they can go on. */
async function recordConsentGiven(
  db: Db,
  found: FoundRequest,
  answer: Extract<GuardianDecision, { decision: "consent" }>,
  base: Omit<Parameters<typeof recordConsent>[1], "decisions">,
): Promise<void> {
  const { request } = found;
  await recordConsent(db, {
    ...base,
    decisions: [
      { purpose: "registration", action: "given" },
      { purpose: "public-listing", action: answer.publicListing ? "given" : "refused" },
      { purpose: "guardian-reminders", action: answer.guardianReminders ? "given" : "refused" },
    ],
  });
  await enqueueMail(db, {
    template: "guardian-consent-given",
    to: request.creatorEmail,
    dedupeKey: `guardian-consent-given:${request.id}`,
    contestId: request.contestId,
    contestTitle: found.contestTitle,
    contestTitleHi: found.contestTitleHi,
    // The child's language: their account's when they have one, else the one they asked in.
    language: await creatorLanguageOf(db, request.creatorEmail, request.creatorLanguage),
  });
}

/** Deletes a declined or expired request with everything it held, and tells the creator (same transaction). */
export async function endGuardianRequest(
  db: Db,
  input: { requestId: string; creatorEmail: string; creatorLanguage: Language; reason: "declined" | "expired" },
): Promise<void> {
  await enqueueMail(db, {
    template: "guardian-consent-ended",
    to: input.creatorEmail,
    dedupeKey: `guardian-consent-ended:${input.requestId}`,
    reason: input.reason,
    // The child's language: their account's when they have one, else the one they asked in.
    language: await creatorLanguageOf(db, input.creatorEmail, input.creatorLanguage),
  });
  await db.delete(guardianRequests).where(eq(guardianRequests.id, input.requestId));
}
