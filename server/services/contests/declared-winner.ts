import { type Column, getTableName, type SQL, sql } from "drizzle-orm";
import { contests, subscribers, winners } from "#db/schema.ts";

/*
 * Who won lives in one place, the winners rows; a registration is a winner for everyone (the public
 * pages, the creator's own data, the console, mails and retention) only while its contest's winners
 * are declared. Saved but undeclared winners are the console's draft, and a withdrawal of the results
 * makes nobody a winner again while the rows stay for the correction (docs/console.md#winners).
 */

/** A column as "table"."column" wherever it is used: drizzle writes a one-table select's columns bare, which the subquery would misread. */
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The rule as SQL, for selects and filters over subscribers (or an alias of it: pass its columns).
 * The unique index on winners (contest_id, subscriber_id) answers it. Its own aliases (dw, dc) and
 * qualified columns keep it right inside any query, one table or many.
 */
export function declaredWinner(registration: { id: Column; contestId: Column } = subscribers): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${winners} dw join ${contests} dc on dc.id = dw.contest_id where dw.contest_id = ${qualified(registration.contestId)} and dw.subscriber_id = ${qualified(registration.id)} and dc.winners_declared)`;
}

/** The rule for a registration's winners row already read (undefined or null: none) and its contest. */
export function isDeclaredWinner<T extends object>(winnerRow: T | null | undefined, contest: { winnersDeclared: boolean }): winnerRow is T {
  return winnerRow != null && contest.winnersDeclared;
}
