import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { subscribers, users } from "#db/schema.ts";
import { guardianRequests, privacyRequests } from "#db/schema/privacy.ts";
import { notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { PRIVACY_REQUESTS_PAGE_SIZE, type PrivacyRequestRow } from "#shared/console/privacy.ts";

/** The console's list of privacy requests, newest first (docs/privacy.md#my-data); grievances carry their due date. */
export async function listPrivacyRequests(db: Db, input: { page: number }) {
  const pageSize = PRIVACY_REQUESTS_PAGE_SIZE;
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(privacyRequests)
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(pageSize)
      .offset((input.page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        openGrievances: sql<number>`(count(*) filter (where ${privacyRequests.kind} = 'grievance' and ${privacyRequests.status} = 'open'))::int`,
      })
      .from(privacyRequests),
  ]);
  const requests: PrivacyRequestRow[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    message: row.message,
    answerDueAt: row.answerDueAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { requests, total: Number(counts?.total ?? 0), openGrievances: Number(counts?.openGrievances ?? 0), page: input.page, pageSize };
}

/** Grievances not yet answered: the navigation's count beside Privacy. */
export async function countOpenGrievances(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.kind, "grievance"), eq(privacyRequests.status, "open")));
  return Number(row?.n ?? 0);
}

/** A grievance answered (by e-mail, outside the site): recorded and audited. */
export async function markGrievanceAnswered(db: Db, input: { id: string; staffId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(privacyRequests)
      .set({ status: "answered", answeredAt: new Date() })
      .where(and(eq(privacyRequests.id, input.id), eq(privacyRequests.kind, "grievance"), eq(privacyRequests.status, "open")))
      .returning({ id: privacyRequests.id });
    if (!row) throw notFound("No open grievance with that id.");
    await recordAudit(t, { staffId: input.staffId, action: "answer-grievance", entity: "privacy-request", entityId: input.id });
  });
}

/**
 * The people to notify after a breach (docs/privacy.md#breach-runbook): every creator with an address
 * on record, and for a creator under 18 the consenting guardian instead. Read by owners only; audited.
 */
export async function breachNotifyList(db: Db, input: { staffId: string }) {
  const creators = await db
    .select({ email: users.email, firstName: users.firstName, guardianEmail: guardianRequests.guardianEmail })
    .from(users)
    .leftJoin(guardianRequests, and(eq(guardianRequests.creatorEmailKey, users.emailKey), eq(guardianRequests.status, "consented")))
    .where(
      and(
        sql`${users.emailKey} not like 'erased-%@erased.invalid'`,
        sql`exists (select 1 from ${subscribers} where ${subscribers.userId} = ${users.id})`,
      ),
    )
    .orderBy(users.emailKey)
    .limit(10_000);
  await recordAudit(db, {
    staffId: input.staffId,
    action: "read-breach-list",
    entity: "privacy-request",
    changedFields: { people: creators.length },
  });
  return creators.map((row) => ({
    notify: row.guardianEmail ?? row.email,
    firstName: row.firstName,
    throughGuardian: row.guardianEmail !== null,
  }));
}
