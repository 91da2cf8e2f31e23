import { and, desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { consentRecords, consentState, guardianRequests, privacySubjects } from "#db/schema/privacy.ts";
import { subscribers, users } from "#db/schema.ts";
import type { ConsentPurpose } from "#shared/privacy/purposes.ts";
import { consentPurposes, requiredPurposes } from "#shared/privacy/purposes.ts";
import type { Language } from "#shared/i18n/language.ts";
import { purposeVersions } from "#shared/privacy/notice.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { declaredWinner } from "../contests/declared-winner.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { clearPrizeDocuments } from "../my-data/prize-documents.ts";
import { purposesToAskAgain } from "./notice-version.ts";
import { currentConsents, recordConsent } from "./record-consent.ts";
import { findSubjectId } from "./subjects.ts";

export type ManagedSubject = {
  subjectId: string;
  /**
   * "you", or the child's first name; empty before the child's details are entered, and the page says
   * "your child" in its own language.
   */
  whose: string;
  role: "self" | "guardian";
  /**
   * `askAgain`: the purpose's text changed since the decision (a new notice version); agreeing again is
   * one action. `withdrawn`: not given because it was withdrawn (not refused, nor never asked).
   */
  purposes: Array<{ purpose: ConsentPurpose; granted: boolean; askAgain: boolean; withdrawn: boolean }>;
};

/**
 * Whose consents the holder of an e-mail manages: their own, and as a guardian each child whose
 * request they consented to (docs/privacy.md#withdrawing).
 */
export async function managedSubjects(db: Db, email: string): Promise<ManagedSubject[]> {
  const emailKey = emailKeyOf(email);
  const subjects: ManagedSubject[] = [];
  const own = await findSubjectId(db, emailKey);
  if (own) subjects.push({ subjectId: own, whose: "you", role: "self", purposes: await purposesOf(db, own, false) });
  const children = await db
    .select({ subjectId: guardianRequests.subjectId, firstName: users.firstName, userId: users.id })
    .from(guardianRequests)
    .leftJoin(users, eq(users.emailKey, guardianRequests.creatorEmailKey))
    .where(and(eq(guardianRequests.guardianEmailKey, emailKey), eq(guardianRequests.status, "consented")));
  for (const child of children)
    subjects.push({
      subjectId: child.subjectId,
      whose: child.firstName ?? "",
      role: "guardian",
      purposes: await purposesOf(db, child.subjectId, child.userId !== null && (await hasPrize(db, child.userId))),
    });
  return subjects.filter((subject) => subject.purposes.length > 0);
}

/**
 * The decided purposes, and for a guardian whose child won a prize the documents for it, which are
 * asked only then (docs/privacy.md#identity-documents). A purpose whose text changed counts as not given.
 */
async function purposesOf(db: Db, subjectId: string, offerPrizeDocuments: boolean) {
  const current = await currentConsents(db, subjectId);
  const stale = await purposesToAskAgain(db, subjectId);
  const withdrawn = await lastWithdrawn(db, subjectId);
  const offered = (p: ConsentPurpose) => current[p] !== undefined || (p === "prize-documents" && offerPrizeDocuments);
  return consentPurposes.filter(offered).map((purpose) => {
    const askAgain = stale.includes(purpose);
    const granted = current[purpose] === true && !askAgain;
    return { purpose, granted, askAgain, withdrawn: !granted && !askAgain && withdrawn.has(purpose) };
  });
}

/** The purposes whose latest record is a withdrawal. */
async function lastWithdrawn(db: Db, subjectId: string): Promise<Set<string>> {
  const latest = await db
    .selectDistinctOn([consentRecords.purpose], { purpose: consentRecords.purpose, action: consentRecords.action })
    .from(consentRecords)
    .where(eq(consentRecords.subjectId, subjectId))
    .orderBy(consentRecords.purpose, desc(consentRecords.seq));
  return new Set(latest.filter((row) => row.action === "withdrawn").map((row) => row.purpose));
}

async function hasPrize(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(eq(subscribers.userId, userId), declaredWinner()))
    .limit(1);
  return Boolean(row);
}

/**
 * Gives one purpose in one action, from the same link: a purpose asked again after its text changed,
 * one withdrawn or refused before (a parent who changes their mind), or, for a guardian, the documents
 * for a child's prize. The link proves the address as the first decision's code did; only purposes
 * already decided for this subject (or the prize documents offered) can be given.
 */
export async function giveConsent(
  ctx: AppContext,
  input: { email: string; subjectId: string; purpose: ConsentPurpose; language?: Language },
): Promise<void> {
  const subject = (await managedSubjects(ctx.db, input.email)).find((s) => s.subjectId === input.subjectId);
  const entry = subject?.purposes.find((p) => p.purpose === input.purpose);
  if (!subject || !entry) throw new AppError("NOT_FOUND", "Nothing to agree to for this address.");
  if (entry.granted) return;
  const given = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // A second tap, or the link open in two tabs: the first agreement is the only one recorded.
    if (await decidedMeanwhile(db, input.subjectId, input.purpose, true)) return false;
    await recordConsent(db, {
      subjectId: input.subjectId,
      decisions: [{ purpose: input.purpose, action: "given" }],
      givenBy: subject.role,
      verifiedBy: "manage-consent-link",
      // The language of the page the person decided on.
      language: input.language ?? "en",
    });
    return true;
  });
  if (given && input.purpose === "public-listing") ctx.cache.invalidate("contest");
}

/**
 * Whether the purpose already stands as this change would leave it (`granted`: given under its current
 * text; otherwise not given), because a request that committed first made the same change. Locks the
 * subject's row for the rest of the transaction, so two changes to one person's consents follow each
 * other and the second reads the first one's outcome.
 */
async function decidedMeanwhile(db: Db, subjectId: string, purpose: ConsentPurpose, granted: boolean): Promise<boolean> {
  await db.select({ id: privacySubjects.id }).from(privacySubjects).where(eq(privacySubjects.id, subjectId)).for("update");
  const [state] = await db
    .select({ granted: consentState.granted, version: consentState.purposeVersion })
    .from(consentState)
    .where(and(eq(consentState.subjectId, subjectId), eq(consentState.purpose, purpose)));
  if (!state) return false;
  return granted ? state.granted && state.version >= purposeVersions[purpose] : !state.granted;
}

/**
 * Withdraws one purpose in one action. Public listing off drops the public lists and the rendered
 * pages that show the card, in every process, at once. Registration and judging cannot be withdrawn
 * here: leaving is erasing the account (My data), which says what it keeps.
 */
export async function withdrawConsent(
  ctx: AppContext,
  input: { email: string; subjectId: string; purpose: ConsentPurpose; language?: Language; now?: Date },
): Promise<void> {
  if (requiredPurposes.includes(input.purpose))
    throw new AppError("BAD_REQUEST", "Registration and judging ends only by erasing the account, in My registrations.");
  const subject = (await managedSubjects(ctx.db, input.email)).find((s) => s.subjectId === input.subjectId);
  if (!subject) throw new AppError("NOT_FOUND", "Nothing to withdraw for this address.");
  if (!subject.purposes.some((p) => p.purpose === input.purpose && p.granted)) return;
  const files = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // A second tap, or the link open in two tabs: the first withdrawal is the only one recorded.
    if (await decidedMeanwhile(db, input.subjectId, input.purpose, false)) return null;
    await recordConsent(db, {
      subjectId: input.subjectId,
      decisions: [{ purpose: input.purpose, action: "withdrawn" }],
      givenBy: subject.role,
      verifiedBy: "manage-consent-link",
      language: input.language ?? "en",
      now: input.now,
    });
    if (input.purpose !== "prize-documents") return [];
    const [owner] = await db
      .select({ emailKey: privacySubjects.emailKey })
      .from(privacySubjects)
      .where(eq(privacySubjects.id, input.subjectId));
    return owner ? clearPrizeDocuments(db, owner.emailKey) : [];
  });
  if (files === null) return;
  const { storage } = ctx;
  for (const key of files) await storage.removePrivate(key);
  if (input.purpose === "public-listing") ctx.cache.invalidate("contest");
}
