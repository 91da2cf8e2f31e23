import { count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import type { OrderState } from "#shared/console/payments.ts";
import { REGISTRATION_PAGE_SIZE, type RegistrationFilters, type RegistrationRow } from "#shared/console/registrations.ts";
import { declaredWinner } from "../../contests/declared-winner.ts";
import { registrationStateColumn } from "../../registration/registration-state.ts";
import { creatorNameColumn, receivedOrderColumn, registrationConditions, registrationOrder } from "./registration-query.ts";

export type RegistrationListOptions = RegistrationFilters & { pageSize?: number; now?: Date };

/**
 * What the filters read besides subscribers: the creator for a search, the contest for the states
 * that depend on its registration window. Every registration has both (foreign keys, not null), so
 * leaving an unread one out changes no count; without filters the count reads subscribers alone.
 */
function joinsNeeded(filters: RegistrationFilters) {
  return { user: filters.q !== "", contest: filters.status === "pending" || filters.status === "expired" };
}

function countRegistrations(db: Db, filters: RegistrationFilters, where: SQL | undefined) {
  const joins = joinsNeeded(filters);
  const base = db.select({ value: count() }).from(subscribers).$dynamic();
  if (joins.user) base.innerJoin(users, eq(users.id, subscribers.userId));
  if (joins.contest) base.innerJoin(contests, eq(contests.id, subscribers.contestId));
  return base.where(where);
}

/**
 * One page of registrations across contests (or of one contest) and the number matching the filters:
 * two queries, the page (LIMIT/OFFSET in the database) and a count, never every row.
 */
export async function listRegistrations(
  db: Db,
  options: RegistrationListOptions,
): Promise<{ registrations: RegistrationRow[]; total: number; page: number; pageSize: number }> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? REGISTRATION_PAGE_SIZE;
  const where = registrationConditions(options, now);

  const order = registrationOrder(options.sort, options.dir, now);
  const pageIds = pageIdsQuery(db, options, { where, order, pageSize });
  const [rows, [totalRow]] = await Promise.all([pageRows(db, pageIds, order, now), countRegistrations(db, options, where)]);

  return {
    registrations: rows.map((row) => ({
      _id: row.id,
      registeredAt: row.createdAt.toISOString(),
      state: row.state,
      isPaid: row.isPaid,
      isWinner: row.isWinner,
      amountPaise: row.amountPaise === null ? null : Number(row.amountPaise),
      paymentState: row.paymentState,
      creatorName: row.creatorName,
      email: row.email,
      mobileNo: row.mobileNo,
      link: row.link,
      contest: { _id: row.contestId, title: row.contestTitle },
    })),
    total: Number(totalRow?.value ?? 0),
    page: options.page,
    pageSize,
  };
}

type RegistrationOrder = ReturnType<typeof registrationOrder>;

/**
 * The page's ids first, reading only what the filters and the order need, so the rows an OFFSET
 * skips are never given their amount received or state; the columns are computed for these rows only.
 */
function pageIdsQuery(
  db: Db,
  options: RegistrationListOptions,
  page: { where: SQL | undefined; order: RegistrationOrder; pageSize: number },
) {
  const pageQuery = db
    .select({ id: sql<string>`${subscribers.id}`.as("page_id") })
    .from(subscribers)
    .$dynamic();
  const joins = joinsNeeded(options);
  if (joins.user || options.sort === "name") pageQuery.innerJoin(users, eq(users.id, subscribers.userId));
  if (joins.contest || options.sort === "contest" || options.sort === "status")
    pageQuery.innerJoin(contests, eq(contests.id, subscribers.contestId));
  return pageQuery
    .where(page.where)
    .orderBy(...page.order)
    .limit(page.pageSize)
    .offset((options.page - 1) * page.pageSize)
    .as("page_ids");
}

/** The listed columns of the page's registrations, in the list's order. */
function pageRows(db: Db, pageIds: ReturnType<typeof pageIdsQuery>, order: RegistrationOrder, now: Date) {
  return db
    .select({
      id: subscribers.id,
      createdAt: subscribers.createdAt,
      state: registrationStateColumn(now),
      isPaid: subscribers.isPaid,
      isWinner: declaredWinner(),
      link: subscribers.link,
      amountPaise: receivedOrderColumn<number>(paymentOrders.amountPaise),
      paymentState: receivedOrderColumn<OrderState>(paymentOrders.status),
      creatorName: creatorNameColumn,
      email: users.email,
      mobileNo: users.mobileNo,
      contestId: contests.id,
      contestTitle: contests.title,
    })
    .from(pageIds)
    .innerJoin(subscribers, eq(subscribers.id, pageIds.id))
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .orderBy(...order);
}
