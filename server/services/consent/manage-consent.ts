import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import type { ConsentPurpose } from "#shared/privacy/purposes.ts";
import { consentPurposes, requiredPurposes } from "#shared/privacy/purposes.ts";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { currentConsents, recordConsent } from "./record-consent.ts";
import { findSubjectId } from "./subjects.ts";

export type ManagedSubject = {
  subjectId: string;
  /** "you", or the child's first name (or "your child" before the child's details are entered). */
  whose: string;
  role: "self" | "guardian";
  purposes: Array<{ purpose: ConsentPurpose; granted: boolean }>;
};

/**
 * Whose consents the holder of an e-mail manages: their own, and as a guardian each child whose
 * request they consented to (docs/privacy.md#withdrawing).
 */
export async function managedSubjects(db: Db, email: string): Promise<ManagedSubject[]> {
  const emailKey = email.trim().toLowerCase();
  const subjects: ManagedSubject[] = [];
  const own = await findSubjectId(db, emailKey);
  if (own) subjects.push({ subjectId: own, whose: "you", role: "self", purposes: await purposesOf(db, own) });
  const children = await db
    .select({ subjectId: guardianRequests.subjectId, firstName: users.firstName })
    .from(guardianRequests)
    .leftJoin(users, eq(users.emailKey, guardianRequests.creatorEmailKey))
    .where(and(eq(guardianRequests.guardianEmailKey, emailKey), eq(guardianRequests.status, "consented")));
  for (const child of children)
    subjects.push({
      subjectId: child.subjectId,
      whose: child.firstName ?? "your child",
      role: "guardian",
      purposes: await purposesOf(db, child.subjectId),
    });
  return subjects.filter((subject) => subject.purposes.length > 0);
}

async function purposesOf(db: Db, subjectId: string) {
  const current = await currentConsents(db, subjectId);
  return consentPurposes.filter((p) => current[p] !== undefined).map((purpose) => ({ purpose, granted: current[purpose] === true }));
}

/**
 * Withdraws one purpose in one action. Public listing off drops the public lists and the rendered
 * pages that show the card, in every process, at once. Registration and judging cannot be withdrawn
 * here: leaving is erasing the account (My data), which says what it keeps.
 */
export async function withdrawConsent(
  ctx: AppContext,
  input: { email: string; subjectId: string; purpose: ConsentPurpose; now?: Date },
): Promise<void> {
  if (requiredPurposes.includes(input.purpose))
    throw new AppError("BAD_REQUEST", "Registration and judging ends only by erasing the account, in My registrations.");
  const subject = (await managedSubjects(ctx.db, input.email)).find((s) => s.subjectId === input.subjectId);
  if (!subject) throw new AppError("NOT_FOUND", "Nothing to withdraw for this address.");
  if (!subject.purposes.some((p) => p.purpose === input.purpose && p.granted)) return;
  await ctx.db.transaction(async (tx) => {
    await recordConsent(tx as unknown as Db, {
      subjectId: input.subjectId,
      decisions: [{ purpose: input.purpose, action: "withdrawn" }],
      givenBy: subject.role,
      verifiedBy: "manage-consent-link",
      language: "en",
      now: input.now,
    });
  });
  if (input.purpose === "public-listing") ctx.cache.invalidate("contest");
}
