import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contactMessages, contests, paymentOrders } from "#db/schema.ts";
import { DAY_MS, HOUR_MS, IST_OFFSET_SECONDS, istDayNumber } from "#shared/ist.ts";
import { placesTakenByContest } from "../../registration/capacity.ts";
import { badgeCondition } from "../contests/list-contests.ts";
import { paymentTotalsByPeriod } from "../payments/payment-totals.ts";

export const DASHBOARD_DAYS = 30;

export type DashboardDay = {
  /** "YYYY-MM-DD", an IST day. */
  day: string;
  registrations: number;
  /** The payments page's net for the day: captured that day less refunded that day, before Razorpay's fee. */
  revenuePaise: number;
};

export type DashboardTotals = { registrations: number; revenuePaise: number };

export type OpenContestFill = {
  id: string;
  title: string;
  placesTaken: number;
  /** 0 = unlimited. */
  maxParticipants: number;
  /** Whole IST days after today until registration closes: 0 on its last day. */
  daysLeft: number;
};

export type Dashboard = {
  today: DashboardTotals;
  last7Days: DashboardTotals;
  last30Days: DashboardTotals;
  /** Oldest first, one entry per IST day (days without registrations are zeros). */
  days: DashboardDay[];
  openContests: OpenContestFill[];
  /** Orders made at the gateway over an hour ago that are still waiting for their payment. */
  stalePendingPayments: number;
  /** Contact messages nobody has opened yet (the inbox's "new"). */
  newMessages: number;
  contestsAwaitingResults: number;
};

const dayText = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/**
 * Registrations and revenue for each of the last 30 IST days, today included: a day without either is a
 * zero, and no registration row leaves the database. A registration counts on the IST day it completed
 * (whatever happened to it later). Revenue is the payments page's net for that day, from the same query
 * (paymentTotalsByPeriod): every payment captured that day less every refund asked for that day, before
 * Razorpay's fee, so the dashboard and the payments page agree for any days an accountant compares.
 */
async function dailyFigures(db: Db, now: Date): Promise<DashboardDay[]> {
  const today = istDayNumber(now);
  const firstDay = today - (DASHBOARD_DAYS - 1);
  const since = new Date(firstDay * DAY_MS - IST_OFFSET_SECONDS * 1000);
  const istDayOf = (column: string) => sql.raw(`floor((extract(epoch from ${column}) + ${IST_OFFSET_SECONDS}) / 86400)::int`);
  const [result, money] = await Promise.all([
    db.execute<{ day: number; registrations: number }>(sql`
      select days.day, coalesce(figures.registrations, 0)::int as registrations
      from generate_series(${firstDay}::int, ${today}::int) as days(day)
      left join (
        select ${istDayOf("s.completed_at")} as day, count(*) as registrations
        from subscribers s
        where s.completed_at >= ${since.toISOString()}::timestamptz and s.completed_at <= ${now.toISOString()}::timestamptz
        group by 1
      ) figures on figures.day = days.day
      order by days.day
    `),
    paymentTotalsByPeriod(db, { from: dayText(firstDay), to: dayText(today) }),
  ]);
  const revenue = new Map(money.rows.map((row) => [row.period, row.netPaise]));
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as unknown as { rows: { day: number; registrations: number }[] }).rows;
  return rows.map((row) => {
    const day = dayText(Number(row.day));
    return { day, registrations: Number(row.registrations), revenuePaise: revenue.get(day) ?? 0 };
  });
}

const sumOf = (days: DashboardDay[]): DashboardTotals => ({
  registrations: days.reduce((total, d) => total + d.registrations, 0),
  revenuePaise: days.reduce((total, d) => total + d.revenuePaise, 0),
});

/**
 * Contests whose registration is open now (the badge's rule, as the contest list filters it): how
 * full each is, counted as the server counts when it refuses a registration (completed ones and
 * holds), and how many days are left.
 */
async function openContestFill(db: Db, now: Date): Promise<OpenContestFill[]> {
  const [open, taken] = await Promise.all([
    db
      .select({
        id: contests.id,
        title: contests.title,
        maxParticipants: contests.maxParticipants,
        registrationEndDate: contests.registrationEndDate,
      })
      .from(contests)
      .where(and(eq(contests.isActive, true), isNull(contests.archivedAt), badgeCondition("registration-open", now)))
      .orderBy(contests.registrationEndDate, contests.title),
    placesTakenByContest(db, now),
  ]);
  const today = istDayNumber(now);
  return open.map((contest) => ({
    id: contest.id,
    title: contest.title,
    placesTaken: taken.get(contest.id) ?? 0,
    maxParticipants: contest.maxParticipants,
    daysLeft: contest.registrationEndDate ? Math.max(0, istDayNumber(contest.registrationEndDate) - today) : 0,
  }));
}

/** The console's dashboard: every figure is an SQL aggregate (docs/console.md, dashboard). */
export async function loadDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const [days, openContests, [stale], [messages], [awaiting]] = await Promise.all([
    dailyFigures(db, now),
    openContestFill(db, now),
    db
      .select({ n: count() })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, "created"), lt(paymentOrders.createdAt, new Date(now.getTime() - HOUR_MS)))),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db
      .select({ n: count() })
      .from(contests)
      .where(
        and(
          eq(contests.isActive, true),
          eq(contests.winnersDeclared, false),
          sql`(${contests.isCompleted} or ${contests.contestEndDate} < ${now.toISOString()})`,
        ),
      ),
  ]);
  return {
    today: sumOf(days.slice(-1)),
    last7Days: sumOf(days.slice(-7)),
    last30Days: sumOf(days),
    days,
    openContests,
    stalePendingPayments: Number(stale?.n ?? 0),
    newMessages: Number(messages?.n ?? 0),
    contestsAwaitingResults: Number(awaiting?.n ?? 0),
  };
}
