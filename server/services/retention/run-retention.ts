import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { contests, subscribers, users, winners } from "#db/schema.ts";
import { guardianRequests, personalDataAccessLog } from "#db/schema/privacy.ts";
import { ACCESS_LOG_RETENTION_DAYS, UNFINISHED_REGISTRATION_DAYS } from "#shared/privacy/notice.ts";
import type { AppContext } from "../../context.ts";
import { getPrivacyContact } from "../consent/privacy-contact.ts";
import { declaredWinner } from "../contests/declared-winner.ts";
import { runGuardianDeadlines } from "../consent/guardian/guardian-deadlines.ts";
import { type ErasedFiles, erasePersonalData, removeErasedFiles } from "../my-data/erase-personal-data.ts";
import { prizeDocumentsEmptied } from "../my-data/prize-documents.ts";
import { DAY_MS } from "#shared/ist.ts";

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Counts only: the job's log line and job_runs row never name anyone. */
export type RetentionReport = {
  unfinishedErased: number;
  documentsCleared: number;
  filesRemoved: number;
  accessLogsDeleted: number;
  guardianRemindersSent: number;
  guardianRequestsExpired: number;
  consentedRequestsDropped: number;
};

/**
 * The retention rules of docs/privacy.md#retention, run by one process at a time (server/jobs/retention.ts):
 * - an account that never completed a registration, and whose last attempt is over 30 days old, is erased;
 * - identity documents and bank details go N days (default 90) after the last of: the results of each
 *   contest the creator entered without winning, and the payment of each prize they won (never while a
 *   prize is unpaid);
 * - logs of access to personal data go after a year;
 * - guardians' requests: the 48-hour reminder and the 7-day expiry, and a consent whose child never
 *   entered details is dropped after 30 days.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<RetentionReport> {
  const { db } = ctx;
  const files: ErasedFiles = { publicPaths: [], privateKeys: [] };
  const unfinishedErased = await eraseUnfinished(db, now, files);
  const { documentRetentionDays } = await getPrivacyContact(db);
  const documentsCleared = await clearDocumentsAfterResults(db, daysAgo(now, documentRetentionDays), files);
  const filesRemoved = await removeErasedFiles(ctx.storage, files);
  const logs = await db
    .delete(personalDataAccessLog)
    .where(lt(personalDataAccessLog.createdAt, daysAgo(now, ACCESS_LOG_RETENTION_DAYS)))
    .returning({ id: personalDataAccessLog.id });
  const guardian = await runGuardianDeadlines(db, now);
  const dropped = await db
    .delete(guardianRequests)
    .where(
      and(
        eq(guardianRequests.status, "consented"),
        lt(guardianRequests.decidedAt, daysAgo(now, UNFINISHED_REGISTRATION_DAYS)),
        sql`not exists (select 1 from ${users} where ${users.emailKey} = ${guardianRequests.creatorEmailKey})`,
      ),
    )
    .returning({ id: guardianRequests.id });
  if (unfinishedErased > 0 || documentsCleared > 0) ctx.cache.invalidate("contest");
  return {
    unfinishedErased,
    documentsCleared,
    filesRemoved,
    accessLogsDeleted: logs.length,
    guardianRemindersSent: guardian.reminded,
    guardianRequestsExpired: guardian.expired,
    consentedRequestsDropped: dropped.length,
  };
}

async function eraseUnfinished(db: Db, now: Date, files: ErasedFiles): Promise<number> {
  const cutoff = daysAgo(now, UNFINISHED_REGISTRATION_DAYS);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        lt(users.createdAt, cutoff),
        // Affiliates and already-erased rows are not unfinished registrations.
        isNull(users.affiliateCode),
        isNull(users.passwordHash),
        sql`${users.emailKey} not like 'erased-%@erased.invalid'`,
        sql`not exists (select 1 from ${subscribers} where ${subscribers.userId} = ${users.id} and (${subscribers.status} = 'completed' or ${subscribers.createdAt} >= ${cutoff}))`,
      ),
    )
    .limit(500);
  for (const row of rows) {
    const erased = await db.transaction((tx) => erasePersonalData(tx as unknown as Db, { email: row.email }));
    files.publicPaths.push(...erased.files.publicPaths);
    files.privateKeys.push(...erased.files.privateKeys);
  }
  return rows.length;
}

async function clearDocumentsAfterResults(db: Db, cutoff: Date, files: ErasedFiles): Promise<number> {
  const hasPrivate = or(
    isNotNull(users.aadharCardKey),
    isNotNull(users.panCardKey),
    isNotNull(users.cancelledChequeKey),
    isNotNull(users.bankDetailsEncrypted),
  );
  // A contest still needs the documents while its results are not declared, while a prize the creator won is
  // unpaid or was paid too recently, or (not a winner) while its results are too recent.
  const paidLongAgo = sql`exists (select 1 from ${winners} w where w.subscriber_id = s.id and w.prize_paid_at < ${cutoff})`;
  const won = declaredWinner(alias(subscribers, "s"));
  const open = sql`exists (select 1 from ${subscribers} s join ${contests} c on c.id = s.contest_id where s.user_id = ${users.id} and s.status = 'completed' and (not c.winners_declared or (${won} and not ${paidLongAgo}) or (not ${won} and coalesce(c.result_announcement_date, c.contest_end_date, c.updated_at) >= ${cutoff})))`;
  const entered = sql`exists (select 1 from ${subscribers} s where s.user_id = ${users.id} and s.status = 'completed')`;
  const rows = await db
    .select({ id: users.id, aadhar: users.aadharCardKey, pan: users.panCardKey, cheque: users.cancelledChequeKey })
    .from(users)
    .where(and(hasPrivate, entered, sql`not ${open}`))
    .limit(500);
  if (rows.length === 0) return 0;
  for (const row of rows) for (const key of [row.aadhar, row.pan, row.cheque]) if (key) files.privateKeys.push(key);
  await db
    .update(users)
    .set(prizeDocumentsEmptied())
    .where(
      inArray(
        users.id,
        rows.map((row) => row.id),
      ),
    );
  return rows.length;
}
