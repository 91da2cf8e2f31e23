import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { subscribers, users } from "#db/schema.ts";
import { AFFILIATE_PAGE_SIZE, type ConsoleAffiliateRowView } from "#shared/console/affiliates.ts";
import { displayName } from "#shared/display-name.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Code, name (first, last or both) or e-mail, any case, anywhere in the text. */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(users.affiliateCode, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

/**
 * The console's affiliates, newest first, a page at a time, with the completed registrations of the users
 * each referred, paid and free. The counts are one grouped aggregate over the page's affiliates only.
 */
export async function listConsoleAffiliates(
  db: Db,
  options: { q: string; page: number; pageSize?: number },
): Promise<{ affiliates: ConsoleAffiliateRowView[]; total: number; page: number; pageSize: number }> {
  const pageSize = options.pageSize ?? AFFILIATE_PAGE_SIZE;
  const where = and(isNotNull(users.affiliateCode), searchCondition(options.q));
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const total = Number(totalRow?.total ?? 0);
  const rows = await db
    .select({
      id: users.id,
      code: users.affiliateCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobileNo,
      active: users.affiliateActive,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((options.page - 1) * pageSize);

  const countsById = await referralCounts(
    db,
    rows.map((row) => row.id),
  );

  return {
    total,
    page: options.page,
    pageSize,
    affiliates: rows.map((row) => ({
      id: row.id,
      code: row.code ?? "",
      name: displayName({ firstName: row.firstName, lastName: row.lastName }),
      email: row.email,
      mobile: row.mobile,
      active: row.active,
      hasPassword: Boolean(row.passwordHash),
      paidReferrals: countsById.get(row.id)?.paid ?? 0,
      freeReferrals: countsById.get(row.id)?.free ?? 0,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/** The completed registrations of the users each affiliate referred, paid and free: one grouped aggregate. */
async function referralCounts(db: Db, ids: string[]) {
  const referred = alias(users, "referred");
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            affiliateId: referred.referredByUserId,
            paid: sql<number>`count(*) filter (where ${subscribers.isPaid})`.mapWith(Number),
            free: sql<number>`count(*) filter (where not ${subscribers.isPaid})`.mapWith(Number),
          })
          .from(subscribers)
          .innerJoin(referred, eq(referred.id, subscribers.userId))
          .where(and(eq(subscribers.status, "completed"), inArray(referred.referredByUserId, ids)))
          .groupBy(referred.referredByUserId);
  return new Map(counts.map((c) => [c.affiliateId, c]));
}
