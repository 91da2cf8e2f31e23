/**
 * Three rules have a TypeScript form (rows in hand: the pages, create-order, My registrations) and an
 * SQL form (the console's lists, filters and exports; the certificates My registrations offers): the
 * registration window, a registration's state and certificate eligibility. Each pair is evaluated on
 * the same rows, the SQL form in the database and the TypeScript form in process, and must agree,
 * above all at IST day boundaries, where a UTC slip or a comparison with `now` instead of the IST day
 * moves a whole day.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { contests, type PaymentOrderStatus, paymentOrders, type SubscriberStatus, subscribers } from "#db/schema.ts";
import { certificateKinds } from "#db/schema/certificates.ts";
import { qualificationOf } from "#server/services/certificates/certificate-details.ts";
import { certificateEarnedCondition, certificateRefusal } from "#server/services/certificates/certificate-eligibility.ts";
import {
  hasRefundedOrder,
  registrationState,
  registrationStateColumn,
  registrationStateCondition,
} from "#server/services/registration/registration-state.ts";
import {
  type RegistrationWindow,
  registrationWindow,
  registrationWindowCondition,
} from "#server/services/registration/registration-window.ts";
import { registrationStates } from "#shared/api/my-registrations.ts";
import { DAY_MS, HOUR_MS, IST_OFFSET_MS } from "#shared/ist.ts";
import { type ContestRow, createContest, createUser, createWinner } from "../support/factories.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/** 00:00 IST on 10 Mar 2027 (18:30 UTC the day before). */
const istMidnight = Date.UTC(2027, 2, 9, 18, 30);
const at = (offsetMs: number) => new Date(istMidnight + offsetMs);
const utcMidnight = IST_OFFSET_MS; // 00:00 UTC on 10 Mar 2027 is 05:30 IST.

/**
 * The instants compared: around the IST midnight (the last millisecond before, the midnight, the
 * next), IST noon, the last millisecond of the IST day and the next midnight, the day before, and
 * around the UTC midnight that falls inside the IST day.
 */
const instants = [at(-1), at(0), at(1), at(12 * HOUR_MS), at(DAY_MS - 1), at(DAY_MS), at(-DAY_MS), at(utcMidnight - 1), at(utcMidnight)];

const windows: RegistrationWindow[] = ["unscheduled", "not-started", "open", "closed"];

/**
 * How a registration day is stored: as the console stores it (start at 00:00 IST, end at 23:59:59.999
 * IST), both at 00:00 IST, both at 00:00 UTC (05:30 IST), or at IST noon and at the last UTC
 * millisecond of the IST day before midnight UTC (23:59:59.999 UTC is 05:29:59.999 IST the next day).
 */
const storages: { start: number; end: number }[] = [
  { start: 0, end: DAY_MS - 1 },
  { start: 0, end: 0 },
  { start: utcMidnight, end: utcMidnight },
  { start: 12 * HOUR_MS, end: utcMidnight - 1 },
];

type ContestShape = {
  registrationStartDate: Date | null;
  registrationEndDate: Date | null;
  isCompleted?: boolean;
};

/** Registration windows starting and ending on days around the instants, in every storage, and the odd ones. */
function contestShapes(): ContestShape[] {
  const day = (n: number, within: number) => at(n * DAY_MS + within);
  const shapes: ContestShape[] = [];
  for (const start of [-2, -1, 0, 1, 2]) {
    for (const end of [-1, 0, 1, 3]) {
      if (end < start) continue;
      for (const stored of storages)
        shapes.push({ registrationStartDate: day(start, stored.start), registrationEndDate: day(end, stored.end) });
    }
  }
  // A date missing on one side or both, and a contest marked completed while its dates say open.
  shapes.push({ registrationStartDate: null, registrationEndDate: null });
  shapes.push({ registrationStartDate: day(-1, 0), registrationEndDate: null });
  shapes.push({ registrationStartDate: day(1, 0), registrationEndDate: null });
  shapes.push({ registrationStartDate: null, registrationEndDate: day(0, DAY_MS - 1) });
  shapes.push({ registrationStartDate: null, registrationEndDate: day(-1, DAY_MS - 1) });
  shapes.push({ registrationStartDate: day(-1, 0), registrationEndDate: day(3, DAY_MS - 1), isCompleted: true });
  return shapes;
}

/**
 * The registrations put in every contest: each status with the orders that can go with it, refunded
 * ones included (a refund outranks pending, and a completed registration stays completed).
 */
const registrationShapes: { status: SubscriberStatus; orders: PaymentOrderStatus[] }[] = [
  { status: "pending", orders: [] },
  { status: "pending", orders: ["created", "failed"] },
  { status: "pending", orders: ["refund_pending"] },
  { status: "completed", orders: [] },
  { status: "completed", orders: ["paid"] },
  { status: "completed", orders: ["failed", "refunded"] },
  { status: "cancelled", orders: [] },
  { status: "cancelled", orders: ["refunded"] },
  { status: "cancelled", orders: ["paid", "refund_pending"] },
];

describe("[IST] registration rules in TypeScript and in SQL", () => {
  let t: TestApp;
  let rows: ContestRow[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    rows = [];
    for (const shape of contestShapes()) {
      rows.push(
        await createContest(t.database.db, {
          ...shape,
          isCompleted: shape.isCompleted ?? false,
          contestStartDate: null,
          contestEndDate: null,
        }),
      );
    }
  });
  afterAll(async () => {
    await t?.database.db.delete(contests).where(
      inArray(
        contests.id,
        rows.map((row) => row.id),
      ),
    );
    await t?.close();
  });

  const matching = async (condition: ReturnType<typeof registrationWindowCondition>) =>
    new Set((await t.database.db.select({ id: contests.id }).from(contests).where(condition)).map((row) => row.id));

  it("the registration window: each contest is in the same window at every instant", async () => {
    let compared = 0;
    for (const now of instants) {
      for (const window of windows) {
        const matched = await matching(registrationWindowCondition(window, now));
        for (const contest of rows) {
          const expected = registrationWindow(contest, now) === window;
          const dates = `${contest.registrationStartDate?.toISOString()}–${contest.registrationEndDate?.toISOString()}${contest.isCompleted ? " completed" : ""}`;
          expect(matched.has(contest.id), `${window} at ${now.toISOString()} for ${dates}`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBe(instants.length * windows.length * rows.length);
    // Every window occurs, so no form can agree by answering the same everywhere.
    const seen = new Set(instants.flatMap((now) => rows.map((contest) => registrationWindow(contest, now))));
    expect([...seen].sort()).toEqual([...windows].sort());
  });

  it("a registration's state: the column and each filter agree with registrationState() at every instant", async () => {
    const db = t.database.db;
    const users = await Promise.all(registrationShapes.map(() => createUser(db)));
    const registrations = rows.flatMap((contest) =>
      registrationShapes.map((shape, i) => ({
        id: newId(),
        contestId: contest.id,
        userId: users[i]?.id ?? "",
        status: shape.status,
        orders: shape.orders,
      })),
    );
    await db.insert(subscribers).values(registrations.map(({ orders: _, ...registration }) => registration));
    const orderRows = registrations.flatMap((registration) =>
      registration.orders.map((status) => ({
        id: newId(),
        subscriberId: registration.id,
        provider: "simulated",
        providerOrderId: newId(),
        amountPaise: 49_900,
        status,
      })),
    );
    await db.insert(paymentOrders).values(orderRows);

    // The TypeScript form reads what the services read: the stored registration, its contest and its orders.
    const stored = await db
      .select()
      .from(subscribers)
      .where(
        inArray(
          subscribers.contestId,
          rows.map((row) => row.id),
        ),
      );
    const orders = await db.select({ subscriberId: paymentOrders.subscriberId, status: paymentOrders.status }).from(paymentOrders);
    const contestOf = new Map(rows.map((row) => [row.id, row]));
    expect(stored).toHaveLength(registrations.length);

    let compared = 0;
    const seen = new Set<string>();
    for (const now of instants) {
      const columns = new Map(
        (
          await db
            .select({ id: subscribers.id, state: registrationStateColumn(now) })
            .from(subscribers)
            .innerJoin(contests, eq(contests.id, subscribers.contestId))
            .where(
              inArray(
                subscribers.contestId,
                rows.map((row) => row.id),
              ),
            )
        ).map((row) => [row.id, row.state]),
      );
      const filtered = new Map<string, Set<string>>();
      for (const state of registrationStates) {
        const found = await db
          .select({ id: subscribers.id })
          .from(subscribers)
          .innerJoin(contests, eq(contests.id, subscribers.contestId))
          .where(registrationStateCondition(state, now));
        filtered.set(state, new Set(found.map((row) => row.id)));
      }
      for (const registration of stored) {
        const contest = contestOf.get(registration.contestId);
        if (!contest) throw new Error("contest not found");
        const refunded = hasRefundedOrder(orders.filter((order) => order.subscriberId === registration.id));
        const expected = registrationState({ status: registration.status, refunded }, contest, now);
        seen.add(expected);
        const label = `${registration.status}${refunded ? " refunded" : ""} at ${now.toISOString()} in ${contest.registrationStartDate?.toISOString()}–${contest.registrationEndDate?.toISOString()}`;
        expect(columns.get(registration.id), label).toBe(expected);
        for (const state of registrationStates)
          expect(filtered.get(state)?.has(registration.id), `${state}: ${label}`).toBe(state === expected);
        compared++;
      }
    }
    expect(compared).toBe(instants.length * registrations.length);
    expect([...seen].sort()).toEqual([...registrationStates].sort());
  });

  it("certificate eligibility: the condition My registrations reads agrees with certificateRefusal() for each kind", async () => {
    const db = t.database.db;
    // Eligibility reads no clock: declared results, a completed registration and, for a winner certificate, its row in winners.
    const declared = await createContest(db, { winnersDeclared: true, isCompleted: true });
    const undeclared = await createContest(db, { winnersDeclared: false });
    const other = await createContest(db, { winnersDeclared: true, isCompleted: true });
    rows.push(declared, undeclared, other);
    const statuses: SubscriberStatus[] = ["pending", "completed", "cancelled"];
    const ids: string[] = [];
    for (const contest of [declared, undeclared]) {
      for (const status of statuses) {
        for (const winner of ["none", "own contest", "another contest"] as const) {
          const user = await createUser(db);
          const [registration] = await db
            .insert(subscribers)
            .values({ id: newId(), contestId: contest.id, userId: user.id, status })
            .returning();
          if (!registration) throw new Error("registration not written");
          // A winners row names its contest: one naming another contest gives this registration no prize.
          if (winner !== "none")
            await createWinner(db, { contestId: winner === "own contest" ? contest.id : other.id, subscriberId: registration.id });
          ids.push(registration.id);
        }
      }
    }

    let earned = 0;
    for (const kind of certificateKinds) {
      const found = await db
        .select({ id: subscribers.id })
        .from(subscribers)
        .innerJoin(contests, eq(contests.id, subscribers.contestId))
        .where(certificateEarnedCondition(kind));
      const matched = new Set(found.map((row) => row.id));
      for (const id of ids) {
        const qualification = await qualificationOf(db, id);
        if (!qualification) throw new Error("registration not found");
        const expected = certificateRefusal(qualification, kind) === null;
        if (expected) earned++;
        const label = `${kind} for ${qualification.registration.status}, declared ${qualification.contest.winnersDeclared}, winner ${qualification.winner !== null}`;
        expect(matched.has(id), label).toBe(expected);
      }
    }
    // Completed in the declared contest: participation for all three, winner for the one with its own row.
    expect(earned).toBe(4);
  });
});
