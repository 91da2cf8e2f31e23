import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judgeAccounts, judgingPanel, judgingRounds } from "#db/schema/judging.ts";
import { contests, judges, subscribers, users } from "#db/schema.ts";
import { AppError, notFound } from "../../errors.ts";
import { recordAudit } from "../audit-log/record-audit.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { CONTEST_NOT_FOUND } from "./rubric.ts";

export const panelMessages = {
  judgeNotFound: "Choose one of the judges.",
  emailTaken: "This address already signs in another judge.",
  registered: "This address has registered for this contest: a creator cannot judge a contest they entered.",
  roundOpen: "A round is open: judges cannot be added or removed until it closes.",
  notOnPanel: "This judge is not on the contest's panel.",
  judgeCannotEnter: "You judge this contest, so you cannot enter it.",
} as const;

/** Refused while a round of the contest is open: the assignments were made for this panel. */
export async function refuseWhileRoundOpen(tx: Db, contestId: string): Promise<void> {
  const [open] = await tx
    .select({ id: judgingRounds.id })
    .from(judgingRounds)
    .where(and(eq(judgingRounds.contestId, contestId), eq(judgingRounds.status, "open")));
  if (open) throw new AppError("CONFLICT", panelMessages.roundOpen);
}

/**
 * Invites a judge profile to a contest's panel with the address their sign-in codes go to, and
 * e-mails them where to sign in. The address is the judge's private account: never shown publicly.
 */
export async function inviteJudge(db: Db, options: { staffId: string; contestId: string; judgeId: string; email: string }): Promise<void> {
  const emailKey = emailKeyOf(options.email);
  await db.transaction(async (tx) => {
    const [contest] = await tx
      .select({ title: contests.title, titleHi: contests.titleHi })
      .from(contests)
      .where(eq(contests.id, options.contestId))
      .for("update");
    if (!contest) throw notFound(CONTEST_NOT_FOUND);
    const [judge] = await tx.select({ firstName: judges.firstName }).from(judges).where(eq(judges.id, options.judgeId));
    if (!judge) throw new AppError("BAD_REQUEST", panelMessages.judgeNotFound, { errors: { judgeId: panelMessages.judgeNotFound } });
    await refuseWhileRoundOpen(tx, options.contestId);
    const [other] = await tx.select({ judgeId: judgeAccounts.judgeId }).from(judgeAccounts).where(eq(judgeAccounts.emailKey, emailKey));
    if (other && other.judgeId !== options.judgeId)
      throw new AppError("CONFLICT", panelMessages.emailTaken, { errors: { email: panelMessages.emailTaken } });
    const [entered] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .innerJoin(users, eq(users.id, subscribers.userId))
      .where(and(eq(subscribers.contestId, options.contestId), eq(users.emailKey, emailKey), sql`${subscribers.status} <> 'cancelled'`))
      .limit(1);
    if (entered) throw new AppError("CONFLICT", panelMessages.registered, { errors: { email: panelMessages.registered } });
    // A judge who signed in before keeps their language; a new one reads English until they sign in.
    const [account] = await tx
      .insert(judgeAccounts)
      .values({ judgeId: options.judgeId, email: options.email.trim(), emailKey })
      .onConflictDoUpdate({ target: judgeAccounts.judgeId, set: { email: options.email.trim(), emailKey } })
      .returning({ language: judgeAccounts.language });
    const added = await tx
      .insert(judgingPanel)
      .values({ contestId: options.contestId, judgeId: options.judgeId, invitedByStaffId: options.staffId })
      .onConflictDoNothing()
      .returning({ judgeId: judgingPanel.judgeId });
    await enqueueMail(tx, {
      template: "judge-invitation",
      to: options.email,
      // One invitation per judge, contest and address: inviting again with a corrected address sends again.
      dedupeKey: `judge-invitation:${options.contestId}:${options.judgeId}:${emailKey}`,
      judgeName: judge.firstName,
      contestTitle: contest.title,
      contestTitleHi: contest.titleHi,
      language: account?.language,
    });
    await recordAudit(tx, {
      staffId: options.staffId,
      action: added.length > 0 ? "invite" : "update",
      entity: "judging-panel",
      entityId: options.contestId,
      changedFields: { judgeId: options.judgeId, account: true },
    });
  });
}

export async function removeJudge(db: Db, options: { staffId: string; contestId: string; judgeId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${contests} where ${contests.id} = ${options.contestId} for update`);
    await refuseWhileRoundOpen(tx, options.contestId);
    const removed = await tx
      .delete(judgingPanel)
      .where(and(eq(judgingPanel.contestId, options.contestId), eq(judgingPanel.judgeId, options.judgeId)))
      .returning({ judgeId: judgingPanel.judgeId });
    if (removed.length === 0) throw notFound(panelMessages.notOnPanel);
    await recordAudit(tx, {
      staffId: options.staffId,
      action: "remove",
      entity: "judging-panel",
      entityId: options.contestId,
      changedFields: { judgeId: options.judgeId },
    });
  });
}

/** The panel for the console: name and the private sign-in address (staff only). */
export async function listPanel(db: Db, contestId: string) {
  return db
    .select({
      judgeId: judges.id,
      name: sql<string>`trim(${judges.firstName} || ' ' || ${judges.lastName})`,
      email: judgeAccounts.email,
      invitedAt: judgingPanel.invitedAt,
      remindedAt: judgingPanel.remindedAt,
    })
    .from(judgingPanel)
    .innerJoin(judges, eq(judges.id, judgingPanel.judgeId))
    .leftJoin(judgeAccounts, eq(judgeAccounts.judgeId, judgingPanel.judgeId))
    .where(eq(judgingPanel.contestId, contestId))
    .orderBy(judges.firstName, judges.id);
}

/**
 * True when the address whose key is `emailKey` signs in a judge on the panel of the contest
 * `contestId`: such a person cannot enter it. A condition, so create-order reads it with its other
 * entry checks in one statement.
 */
export const judgesContestCondition = (contestId: AnyColumn | SQL, emailKey: AnyColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${judgingPanel} inner join ${judgeAccounts} on ${judgeAccounts.judgeId} = ${judgingPanel.judgeId} where ${judgingPanel.contestId} = ${contestId} and ${judgeAccounts.emailKey} = ${emailKey})`;
