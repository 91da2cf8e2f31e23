import { and, asc, desc, eq, gte, like, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { contests, paymentOrders, subscribers, users } from "#db/schema.ts";
import { istDayEnd, istDayStart } from "#shared/console/ist-input.ts";
import type { RegistrationFilters, RegistrationSort } from "#shared/console/registrations.ts";
import { isEmail } from "#shared/validation/email.ts";
import { declaredWinner } from "../../contests/declared-winner.ts";
import { registrationStateColumn, registrationStateCondition } from "../../registration/registration-state.ts";

/*
 * The one place the console's registration filters become SQL: the list, its count and the CSV
 * export all use these conditions, so what a page shows, its total and the file always agree.
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A column of the order whose money the registration received, as an accountant matches it: the paid
 * order, or once an organiser refunded it, that same order, whose receipt it keeps. A payment refunded
 * without ever completing the registration (the contest filled first) had no receipt and gives nothing.
 * The list and the CSV read it alike, so both show the same amount.
 */
export const receivedOrderColumn = <T>(column: AnyPgColumn) => sql<T | null>`(select ${column} from ${paymentOrders}
  where ${paymentOrders.subscriberId} = ${subscribers.id}
    and (${paymentOrders.status} = 'paid' or exists (select 1 from ${paymentReceipts} where ${paymentReceipts.paymentOrderId} = ${paymentOrders.id}))
  order by ${paymentOrders.status} = 'paid' desc, ${paymentOrders.updatedAt} desc limit 1)`;

/** "First Last", as the list shows and searches it. */
export const creatorNameColumn = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Every filter of the list as one condition over subscribers ⋈ users ⋈ contests. The search looks
 * for the text anywhere in the creator's name, e-mail, mobile number or the registration's video link,
 * whatever its case.
 */
export function registrationConditions(filters: RegistrationFilters, now: Date): SQL | undefined {
  const from = filters.from ? istDayStart(filters.from) : null;
  const to = filters.to ? istDayEnd(filters.to) : null;
  return and(
    filters.q ? searchCondition(filters.q) : undefined,
    filters.contest ? eq(subscribers.contestId, filters.contest) : undefined,
    filters.status ? registrationStateCondition(filters.status, now) : undefined,
    filters.payment ? eq(subscribers.isPaid, filters.payment === "paid") : undefined,
    filters.winner ? (filters.winner === "yes" ? declaredWinner() : not(declaredWinner())) : undefined,
    from ? gte(subscribers.createdAt, from) : undefined,
    to ? lte(subscribers.createdAt, to) : undefined,
  );
}

/**
 * A whole e-mail address (the usual paste from a creator's message) is looked up by the unique
 * lower-cased key; any other text with LIKE on lower-cased columns, which costs about a third of
 * ILIKE's Unicode case-folding over 100 000 rows (docs/console.md, the bench).
 */
function searchCondition(typed: string): SQL | undefined {
  const text = typed.trim();
  if (isEmail(text)) return eq(users.emailKey, text.toLowerCase());
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return or(
    like(sql`lower(${creatorNameColumn})`, pattern),
    like(users.emailKey, pattern),
    like(users.mobileNo, pattern),
    like(sql`lower(${subscribers.link})`, pattern),
  );
}

/** The list's order; the id last, so rows with equal values keep one order across pages. */
export function registrationOrder(sort: RegistrationSort | undefined, dir: "asc" | "desc" | undefined, now: Date): SQL[] {
  const direction = dir ?? (sort && sort !== "registered" ? "asc" : "desc");
  const by = direction === "asc" ? asc : desc;
  switch (sort ?? "registered") {
    case "name":
      return [by(sql`lower(${creatorNameColumn})`), by(subscribers.id)];
    case "contest":
      return [by(contests.title), desc(subscribers.createdAt), by(subscribers.id)];
    case "status":
      return [by(registrationStateColumn(now)), desc(subscribers.createdAt), by(subscribers.id)];
    default:
      return [by(subscribers.createdAt), by(subscribers.id)];
  }
}
