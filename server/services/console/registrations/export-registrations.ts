import { pipeline, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { cities, contests, paymentOrders, states, subscribers, users, winners } from "#db/schema.ts";
import type { RegistrationState } from "#shared/api/my-registrations.ts";
import { toIstMoment } from "#shared/console/ist-input.ts";
import { isAdult } from "#shared/privacy/age.ts";
import {
  type RegistrationCsvColumn,
  type RegistrationFilters,
  registrationCsvColumns,
  registrationFilterKeys,
  registrationStateLabels,
} from "#shared/console/registrations.ts";
import { recordAudit } from "../../audit-log/record-audit.ts";
import { declaredWinner } from "../../contests/declared-winner.ts";
import { registrationStateColumn } from "../../registration/registration-state.ts";
import { creatorNameColumn, receivedOrderColumn, registrationConditions } from "./registration-query.ts";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";
import { fileNameSlug } from "../../file-names.ts";
import { csvIstTime, csvRupees } from "../csv-cells.ts";

/** Rows read per query: small enough that memory stays flat, large enough that 100 000 rows take 100 queries. */
export const EXPORT_BATCH_SIZE = 1000;

const referrers = alias(users, "export_referrers");

/** The registration's receipt: kept when its payment is refunded later, so refunded rows still show it. */
const receiptNumberColumn = sql<string | null>`(select ${paymentReceipts.receiptNumber} from ${paymentReceipts}
  inner join ${paymentOrders} on ${paymentOrders.id} = ${paymentReceipts.paymentOrderId}
  where ${paymentOrders.subscriberId} = ${subscribers.id} order by ${paymentReceipts.issuedAt} desc limit 1)`;

type Cursor = { at: string; id: string };

/**
 * Keyset pages in registration order (oldest first): each query starts after the last row of the one
 * before, by (created_at, id), so the database never skips rows it has already read and no cursor is
 * held open (PGlite has none). The timestamp travels as text so its microseconds survive.
 */
async function readBatch(db: Db, where: SQL | undefined, after: Cursor | null, now: Date, size: number) {
  return db
    .select({
      id: subscribers.id,
      cursorAt: sql<string>`${subscribers.createdAt}::text`,
      createdAt: subscribers.createdAt,
      registrationState: registrationStateColumn(now),
      isPaid: subscribers.isPaid,
      isWinner: declaredWinner(),
      link: subscribers.link,
      creatorName: creatorNameColumn,
      dateOfBirth: users.dateOfBirth,
      email: users.email,
      mobileNo: users.mobileNo,
      city: cities.cityName,
      stateName: states.stateName,
      contestTitle: contests.title,
      amountPaise: receivedOrderColumn<number>(paymentOrders.amountPaise),
      paymentId: receivedOrderColumn<string>(paymentOrders.providerPaymentId),
      receiptNumber: receiptNumberColumn,
      prizeTitle: winners.prizeTitle,
      prizeAmountPaise: winners.prizeAmountPaise,
      affiliateCode: referrers.affiliateCode,
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.userId))
    .innerJoin(contests, eq(contests.id, subscribers.contestId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(referrers, eq(referrers.id, users.referredByUserId))
    .leftJoin(winners, eq(winners.subscriberId, subscribers.id))
    .where(and(where, after ? sql`(${subscribers.createdAt}, ${subscribers.id}) > (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id))
    .limit(size);
}

type BatchRow = Awaited<ReturnType<typeof readBatch>>[number];

function csvRecord(row: BatchRow, now: Date): Record<RegistrationCsvColumn, string> {
  const prize =
    row.isWinner && row.prizeTitle
      ? `${row.prizeTitle}${row.prizeAmountPaise ? ` (${formatPaiseForAccounts(Number(row.prizeAmountPaise))})` : ""}`
      : "";
  return {
    registrationId: row.id,
    contest: row.contestTitle,
    creatorName: row.creatorName,
    underEighteen: row.dateOfBirth ? (isAdult(row.dateOfBirth, now) ? "No" : "Yes") : "",
    email: row.email,
    mobileNo: row.mobileNo,
    city: row.city ?? "",
    state: row.stateName ?? "",
    registeredAt: csvIstTime(row.createdAt),
    status: registrationStateLabels[row.registrationState as RegistrationState],
    payment: row.isPaid ? "Paid" : "Free",
    amount: row.amountPaise === null ? "" : csvRupees(Number(row.amountPaise)),
    paymentId: row.paymentId ?? "",
    receiptNumber: row.receiptNumber ?? "",
    winner: row.isWinner ? "Yes" : "No",
    prize,
    affiliateCode: row.affiliateCode ?? "",
    videoLink: row.link,
  };
}

/** The filters as the audit log keeps them: which were used and their values, except the search text (it may be an e-mail). */
export function auditedFilters(filters: RegistrationFilters): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of registrationFilterKeys) {
    const value = filters[key];
    if (!value) continue;
    kept[key] = key === "q" ? "(search text)" : value;
  }
  return kept;
}

/**
 * The CSV of every registration matching the filters, as a stream: UTF-8 with a byte-order mark (so
 * Excel reads Hindi names), cells starting with = + - @ tab or CR prefixed with an apostrophe (CSV
 * injection), read 1000 rows at a time. The export is audited when it starts (its filters) and when the
 * last row has been read (the row count); personal data never goes into the log.
 */
export function exportRegistrationsCsv(
  db: Db,
  options: { filters: RegistrationFilters; staffId: string; now?: Date; batchSize?: number },
): Readable {
  const now = options.now ?? new Date();
  const where = registrationConditions(options.filters, now);
  const filters = auditedFilters(options.filters);
  const entityId = options.filters.contest ?? null;
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;

  async function* records() {
    await recordAudit(db, { staffId: options.staffId, action: "export", entity: "registrations", entityId, changedFields: filters });
    let after: Cursor | null = null;
    let rows = 0;
    for (;;) {
      const batch = await readBatch(db, where, after, now, batchSize);
      for (const row of batch) yield csvRecord(row, now);
      rows += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < batchSize) break;
      after = { at: last.cursorAt, id: last.id };
    }
    await recordAudit(db, {
      staffId: options.staffId,
      action: "export-completed",
      entity: "registrations",
      entityId,
      changedFields: { ...filters, rows },
    });
  }

  const csv = stringify({
    bom: true,
    header: true,
    columns: registrationCsvColumns.map(([key, header]) => ({ key, header })),
    escape_formulas: true,
  });
  // pipeline, not pipe: a failed query ends the file with an error instead of leaving it open.
  return pipeline(Readable.from(records()), csv, () => {});
}

/** registrations-city-hustle-2026-11-23.csv, or registrations-all-contests-… without a contest filter. */
export async function exportFileName(db: Db, filters: RegistrationFilters, now: Date = new Date()): Promise<string> {
  let name = "all-contests";
  if (filters.contest) {
    const [contest] = await db.select({ title: contests.title }).from(contests).where(eq(contests.id, filters.contest)).limit(1);
    name = fileNameSlug(contest?.title ?? "") || "contest";
  }
  return `registrations-${name}-${toIstMoment(now).slice(0, 10)}.csv`;
}
