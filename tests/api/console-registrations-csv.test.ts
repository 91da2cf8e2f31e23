import { parse } from "csv-parse/sync";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "#db/ids.ts";
import { auditLog } from "#db/schema/console.ts";
import { paymentOrders, subscribers, users } from "#db/schema.ts";
import { paymentReceipts } from "#db/schema/receipts.ts";
import { toIstMoment } from "#shared/console/ist-input.ts";
import { istToday } from "#shared/registration/forgiving-input.ts";
import { registrationCsvColumns } from "#shared/console/registrations.ts";
import { type ContestRow, createCity, createContest, createSubscriber, createUser, createWinner } from "../support/factories.ts";
import { createStaffMember, signInAs, signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const ROWS = 10_000;

/** "2026-11-28 03:31:48" in IST. */
const istSeconds = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");

let t: TestApp;
let viewer: string;
let viewerId: string;
let contest: ContestRow;

/** What each registration's CSV row must say, by registration id (in the cells' own words, before neutralising). */
const expected = new Map<string, Record<string, string>>();

/** Every third creator is under 18, some adults, one turning 18 today (IST), the rest from before the date-of-birth step. */
function ageGroupOf(i: number) {
  if (i === 6) return "turns 18 today" as const;
  return (["minor", "adult", "unknown"] as const)[i % 3] ?? "unknown";
}
function dateOfBirthOf(i: number): string | null {
  const today = istToday(new Date());
  // On 29 February, the 28th of that month (an 18th birthday on the 28th has passed too).
  const yearsAgo = (years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4).replace("-02-29", "-02-28")}`;
  return { minor: yearsAgo(17), adult: yearsAgo(30), "turns 18 today": yearsAgo(18), unknown: null }[ageGroupOf(i)];
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const member = await createStaffMember(t.app, { role: "viewer" });
  viewerId = member.id;
  viewer = await signInAs(t.app, member);
  // Declared, so its winner is one (server/services/contests/declared-winner.ts).
  contest = await createContest(db, { title: "City Hustle: Bhopal 2026", winnersDeclared: true });
  const other = await createContest(db, { title: "Another contest" });
  const city = await createCity(db, { cityName: "Bhopal" });
  const affiliate = await createUser(db, { firstName: "Ravi", lastName: "Kapoor", affiliateCode: "RAVI10", affiliateActive: true });

  // 10 000 creators and registrations, inserted 1000 at a time: each batch shares one created_at
  // (the statement's now(), with microseconds), so the export's keyset must order ties by id.
  for (let start = 0; start < ROWS; start += 1000) {
    const batch = Array.from({ length: 1000 }, (_, k) => {
      const i = start + k;
      const special: Record<number, { firstName?: string; lastName?: string; mobileNo?: string; link?: string }> = {
        0: { firstName: "अनन्या", lastName: "शर्मा" },
        1: { link: '=HYPERLINK("http://evil.example","click")' },
        2: { mobileNo: "+919876543210" },
        3: { firstName: "-5", lastName: "Minus" },
        4: { firstName: "@x", lastName: "At" },
        5: { firstName: 'Comma, "Quote"', lastName: "Line\nBreak" },
      };
      const extra = special[i] ?? {};
      return {
        userId: newId(),
        subscriberId: newId(),
        firstName: extra.firstName ?? `Creator${i}`,
        lastName: extra.lastName ?? "Kumar",
        mobileNo: extra.mobileNo ?? `9${String(i).padStart(9, "0")}`,
        link: extra.link ?? `https://instagram.com/reel/${i}`,
        paid: i % 2 === 0,
        orderId: newId(),
        i,
      };
    });
    await db.insert(users).values(
      batch.map((row) => ({
        id: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        mobileNo: row.mobileNo,
        email: `creator${row.i}@example.in`,
        emailKey: `creator${row.i}@example.in`,
        dateOfBirth: dateOfBirthOf(row.i),
        cityId: row.i % 3 === 0 ? city.id : null,
        referredByUserId: row.i % 5 === 0 ? affiliate.id : null,
      })),
    );
    await db.insert(subscribers).values(
      batch.map((row) => ({
        id: row.subscriberId,
        contestId: contest.id,
        userId: row.userId,
        link: row.link,
        status: "completed" as const,
        isPaid: row.paid,
      })),
    );
    await db.insert(paymentOrders).values(
      batch
        .filter((row) => row.paid)
        .map((row) => ({
          id: row.orderId,
          subscriberId: row.subscriberId,
          provider: "razorpay",
          providerOrderId: `order_${row.i}`,
          providerPaymentId: `pay_${row.i}`,
          amountPaise: 49_900,
          status: "paid" as const,
        })),
    );
    await db.insert(paymentReceipts).values(
      batch
        .filter((row) => row.paid)
        .map((row) => ({
          paymentOrderId: row.orderId,
          receiptNumber: `CC/2026-27/${String(row.i + 1).padStart(6, "0")}`,
          financialYear: "2026-27",
          sequence: row.i + 1,
        })),
    );
    for (const row of batch) {
      expected.set(row.subscriberId, {
        "Registration ID": row.subscriberId,
        Contest: "City Hustle: Bhopal 2026",
        "Creator name": `${row.firstName} ${row.lastName}`,
        "Under 18": { minor: "Yes", adult: "No", "turns 18 today": "No", unknown: "" }[ageGroupOf(row.i)],
        "E-mail": `creator${row.i}@example.in`,
        Mobile: row.mobileNo,
        City: row.i % 3 === 0 ? "Bhopal" : "",
        State: "",
        Status: "Completed",
        "Paid or free": row.paid ? "Paid" : "Free",
        "Amount (INR)": row.paid ? "499.00" : "",
        "Payment ID": row.paid ? `pay_${row.i}` : "",
        "Receipt number": row.paid ? `CC/2026-27/${String(row.i + 1).padStart(6, "0")}` : "",
        Winner: "No",
        Prize: "",
        "Affiliate code": row.i % 5 === 0 ? "RAVI10" : "",
        "Video link": row.link,
      });
    }
  }
  // One winner with a prize, and a registration of another contest that must not appear.
  const [first] = [...expected.keys()];
  await createWinner(db, { contestId: contest.id, subscriberId: first as string, prizeTitle: "Winner", prizeAmountPaise: 1_000_000 });
  Object.assign(expected.get(first as string) as object, { Winner: "Yes", Prize: "Winner (₹10,000.00)" });
  const outsider = await createUser(db, { email: "outsider@example.in" });
  await db.insert(subscribers).values({ id: newId(), contestId: other.id, userId: outsider.id, status: "completed" });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

const neutralised = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

describe("GET /api/admin/registrations/export.csv", () => {
  it("answers 401 signed out and 400 on a bad filter", async () => {
    expect((await t.app.inject({ method: "GET", url: `/api/admin/registrations/export.csv?contest=${contest.id}` })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/registrations/export.csv?status=lost", headers: { cookie: viewer } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Status must be pending, completed, refunded or expired.");
  });

  it("exports a contest's 10 000 registrations for a viewer: BOM, Hindi names, neutralised formulas, every row as stored", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/registrations/export.csv?contest=${contest.id}`,
      headers: { cookie: viewer },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="registrations-city-hustle-bhopal-2026-${toIstMoment(new Date()).slice(0, 10)}.csv"`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("अनन्या शर्मा");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    const records: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(Object.keys(records[0] ?? {})).toEqual(registrationCsvColumns.map(([, heading]) => heading));
    expect(records).toHaveLength(ROWS);
    expect(new Set(records.map((record) => record["Registration ID"])).size).toBe(ROWS);

    // Registration order: the database's own (created_at, id) order.
    const order = await t.database.db
      .select({ id: subscribers.id, createdAt: subscribers.createdAt })
      .from(subscribers)
      .where(eq(subscribers.contestId, contest.id))
      .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
    expect(records.map((record) => record["Registration ID"])).toEqual(order.map((row) => row.id));

    records.forEach((record, index) => {
      const want = expected.get(record["Registration ID"] as string);
      const row = order[index];
      if (!want || !row) throw new Error(`row ${index} is not one of the contest's registrations`);
      const cells = Object.fromEntries(Object.entries(want).map(([key, value]) => [key, neutralised(value)]));
      // To the second, as the payments and refunds CSVs write their times.
      expect(record, `row ${index}`).toEqual({ ...cells, "Registered at (IST)": istSeconds(row.createdAt) });
    });

    const byName = (name: string) => records.find((record) => record["Creator name"]?.endsWith(name));
    expect(byName("शर्मा")?.["Creator name"]).toBe("अनन्या शर्मा");
    expect(byName("Minus")?.["Creator name"]).toBe("'-5 Minus");
    expect(byName("At")?.["Creator name"]).toBe("'@x At");
    expect(byName("Break")?.["Creator name"]).toBe('Comma, "Quote" Line\nBreak');
    expect(records.find((record) => record.Mobile === "'+919876543210")).toBeDefined();
    expect(text).not.toContain("outsider@example.in");

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "registrations"), eq(auditLog.staffId, viewerId)));
    expect(entries.map((entry) => [entry.action, entry.entityId, entry.changedFields])).toEqual([
      ["export", contest.id, { contest: contest.id }],
      ["export-completed", contest.id, { contest: contest.id, rows: ROWS }],
    ]);
  }, 120_000);

  it("keeps a refunded registration's amount and payment id beside its receipt; a payment refunded before completing shows none", async () => {
    const db = t.database.db;
    const refundedContest = await createContest(db, { title: "Refunds 2026" });
    const row = async (tag: string, receipt: string | null) => {
      const creator = await createUser(db, { email: `${tag}@example.in` });
      const registration = await createSubscriber(db, {
        contestId: refundedContest.id,
        userId: creator.id,
        status: "cancelled",
        isPaid: receipt !== null,
      });
      const orderId = newId();
      await db.insert(paymentOrders).values({
        id: orderId,
        subscriberId: registration.id,
        provider: "razorpay",
        providerOrderId: `order_${tag}`,
        providerPaymentId: `pay_${tag}`,
        amountPaise: 9_900,
        status: "refunded",
      });
      if (receipt)
        await db
          .insert(paymentReceipts)
          .values({ paymentOrderId: orderId, receiptNumber: receipt, financialYear: "2026-27", sequence: 15 });
      return registration.id;
    };
    // Refunded by the organiser after it completed; refunded at once because the contest had filled.
    const byOrganiser = await row("refunded-by-organiser", "CC/2026-27/100015");
    const neverCompleted = await row("refunded-when-full", null);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/registrations/export.csv?contest=${refundedContest.id}`,
      headers: { cookie: viewer },
    });
    const records: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    const of = (id: string) => records.find((record) => record["Registration ID"] === id);
    expect(of(byOrganiser)).toMatchObject({
      Status: "Refunded",
      "Paid or free": "Paid",
      "Amount (INR)": "99.00",
      "Payment ID": "pay_refunded-by-organiser",
      "Receipt number": "CC/2026-27/100015",
    });
    expect(of(neverCompleted)).toMatchObject({ Status: "Refunded", "Amount (INR)": "", "Payment ID": "", "Receipt number": "" });

    // The list shows the same amount, marked refunded, where the order paid alone had shown nothing (₹0.00).
    const listed = await t.app.inject({
      method: "GET",
      url: `/api/admin/registrations?contest=${refundedContest.id}`,
      headers: { cookie: viewer },
    });
    const rows = (listed.json() as { data: { registrations: { _id: string; amountPaise: number | null; paymentState: string | null }[] } })
      .data.registrations;
    const listedOf = (id: string) => rows.find((registration) => registration._id === id);
    expect(listedOf(byOrganiser)).toMatchObject({ amountPaise: 9_900, paymentState: "refunded" });
    expect(listedOf(neverCompleted)).toMatchObject({ amountPaise: null, paymentState: null });
  });

  it("exports what the list's filters select, and audits the search without its text", async () => {
    const cookie = await signInStaff(t.app, "owner");
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/registrations/export.csv?q=${encodeURIComponent("CREATOR4")}&payment=paid`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="registrations-all-contests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records: Record<string, string>[] = parse(response.rawPayload, { bom: true, columns: true });
    // Creator4, 40…49, 400…499, 4000…4999 (by name and e-mail), the paid ones only (even numbers).
    const want = [...expected.values()].filter((row) => row["E-mail"]?.startsWith("creator4") && row["Paid or free"] === "Paid");
    expect(records.map((record) => record["E-mail"]).sort()).toEqual(want.map((row) => row["E-mail"]).sort());
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "export-completed"));
    const last = entries.find((entry) => (entry.changedFields as Record<string, unknown>).payment === "paid");
    expect(last?.changedFields).toEqual({ q: "(search text)", payment: "paid", rows: want.length });
    expect(JSON.stringify(entries)).not.toContain("CREATOR4");
  });
});
