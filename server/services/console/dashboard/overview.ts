import { and, count, eq, gte, sql, sum } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests, paymentOrders, subscribers } from "#db/schema.ts";
import { startOfIstDay } from "#shared/ist.ts";

export type DashboardOverview = {
  activeContests: number;
  /** Completed registrations since midnight IST. */
  registrationsToday: number;
  /** Registrations still waiting for their payment. */
  pendingRegistrations: number;
  paymentsToday: { count: number; amountPaise: number };
  paymentsAllTime: { count: number; amountPaise: number };
  /** Finished contests whose winners are not declared yet. */
  contestsAwaitingResults: number;
};

/** The dashboard's figures, each one SQL aggregate (no rows are loaded). */
export async function loadDashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const today = startOfIstDay(now);
  const [active, registrations, pending, paidToday, paidAll, awaiting] = await Promise.all([
    db.select({ n: count() }).from(contests).where(eq(contests.isActive, true)),
    db
      .select({ n: count() })
      .from(subscribers)
      .where(and(eq(subscribers.status, "completed"), gte(subscribers.completedAt, today))),
    db.select({ n: count() }).from(subscribers).where(eq(subscribers.status, "pending")),
    db
      .select({ n: count(), total: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.status, "paid"), gte(paymentOrders.updatedAt, today))),
    db
      .select({ n: count(), total: sum(paymentOrders.amountPaise) })
      .from(paymentOrders)
      .where(eq(paymentOrders.status, "paid")),
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
  const num = (value: unknown) => Number(value ?? 0);
  return {
    activeContests: num(active[0]?.n),
    registrationsToday: num(registrations[0]?.n),
    pendingRegistrations: num(pending[0]?.n),
    paymentsToday: { count: num(paidToday[0]?.n), amountPaise: num(paidToday[0]?.total) },
    paymentsAllTime: { count: num(paidAll[0]?.n), amountPaise: num(paidAll[0]?.total) },
    contestsAwaitingResults: num(awaiting[0]?.n),
  };
}
