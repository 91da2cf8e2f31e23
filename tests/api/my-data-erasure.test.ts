import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadMyDataPage, myDataPageHeaders } from "#app/routes/me-data.server.ts";
import { privacyRequests } from "#db/schema/privacy.ts";
import { paymentOrders, states, subscribers, users } from "#db/schema.ts";
import { sendDueMail } from "#server/services/mail/send-outbox.ts";
import { smtpTransport } from "#server/services/mail/transport.ts";
import { signInCreator, testClientAddress } from "../support/creator-session.ts";
import { createCategory, createCity, createContest, createPaymentOrder, createSubscriber } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { multipart } from "../support/multipart.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let sink: SmtpSink;
const db = () => t.database.db;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: "http://contests.example.in" });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

/** Every row of every table in the database, as text, that contains `needle` (any case). */
async function rowsHolding(needle: string): Promise<string[]> {
  const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
  const tables = rowsOf<{ table_name: string }>(
    await db().execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const hits = rowsOf<{ row: string }>(
      await db().execute(sql`select t::text as row from ${sql.identifier(table_name)} t where t::text ilike ${`%${needle}%`}`),
    );
    for (const hit of hits) found.push(`${table_name}: ${hit.row.slice(0, 200)}`);
  }
  return found;
}

/** The My data page's loader for `path`, as the server runs it for a request with `cookie`. */
function loadPage(path: string, cookie?: string) {
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  const request = new Request(`http://contests.example.in${path}`, { headers: cookie ? { cookie } : {} });
  return loadMyDataPage({ request, context, params: {} } as never);
}

/**
 * The erase answer's one-time note (docs/privacy.md#erasure): the My data page it leads to says the
 * account is erased, in the page's language, and removes the note; a page without it, or a later
 * visit, says only "sign in". The note names nobody.
 */
async function expectErasedSaidOnce(setCookie: string | string[] | undefined) {
  const notes = [setCookie ?? []].flat().filter((line) => line.startsWith("cc_erased="));
  expect(notes).toHaveLength(1);
  const note = notes[0] ?? "";
  expect(note).toMatch(/^cc_erased=1;/);
  expect(note).toMatch(/Max-Age=300/);
  expect(note).toMatch(/HttpOnly/);
  expect(note).toMatch(/SameSite=Lax/);
  const sent = "cc_erased=1";
  for (const [path, title, to] of [
    ["/me/data", "Your account has been erased", "/"],
    ["/hi/me/data", "आपका अकाउंट मिटा दिया गया है", "/hi/"],
  ] as const) {
    const page = await loadPage(path, sent);
    expect(page).toMatchObject({ state: "erased", note: { title, to } });
    if (page.state === "erased") {
      expect(page.note.text).toContain(path.startsWith("/hi") ? "पुष्टि का ई-मेल" : "A confirmation is on its way to your e-mail.");
      expect(page.note.text).toContain(path.startsWith("/hi") ? "8 साल" : "payment records and receipts, for 8 years");
    }
    const context = new RouterContextProvider();
    context.set(appContext, t.app.ctx);
    const request = new Request(`http://contests.example.in${path}`, { headers: { cookie: sent } });
    const headers = myDataPageHeaders({ request, context, params: {} } as never);
    expect(headers.get("set-cookie")).toMatch(/^cc_erased=; Max-Age=0; Path=\/;/);
    expect(headers.get("cache-control")).toBe("private, no-store");
  }
  expect(await loadPage("/me/data")).toMatchObject({ state: "signed-out", note: { title: null, to: "/me" } });
}

describe("[PRIVACY] My data: export, correct, erase", () => {
  const email = `zephyrine.${Date.now()}@example.in`;
  const mobile = "9812345670";
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    const city = await createCity(db());
    const [state] = await db().select().from(states).where(eq(states.id, city.stateId));
    const category = await createCategory(db());
    cookie = await signInCreator(t.app, email);
    const body = multipart(
      {
        firstName: "Zephyrine",
        middleName: "",
        lastName: "Quillfeather",
        mobileNo: mobile,
        email,
        countryId: state?.countryId ?? "",
        stateId: city.stateId,
        cityId: city.id,
        address: "99 Marigold Lane",
        pincode: "462001",
        dateOfBirth: "2001-03-04",
        gender: "Female",
        bio: "Pottery reels",
        bankDetails: JSON.stringify({
          accountNumber: "556677889900",
          bankName: "SBI",
          branchName: "Bhopal",
          ifscCode: "SBIN0001234",
          accountHolderName: "Zephyrine Quillfeather",
        }),
        socialMedia: JSON.stringify({ instagram: "https://instagram.com/zephyrinepots" }),
        categories: JSON.stringify([category.id]),
        link: "https://youtu.be/zephyrine",
      },
      [
        { name: "profileImage", filename: "me.png", type: "image/png", data: PNG },
        { name: "aadharCard", filename: "aadhaar.pdf", type: "application/pdf", data: PDF },
      ],
    );
    const created = await t.app.inject({
      method: "POST",
      url: "/api/user/create",
      ...body,
      remoteAddress: testClientAddress(),
      headers: { ...body.headers, cookie },
    });
    expect(created.statusCode, created.body).toBe(200);
    userId = (created.json() as { data: { _id: string } }).data._id;
    const contest = await createContest(db());
    const registration = await createSubscriber(db(), {
      contestId: contest.id,
      userId,
      status: "completed",
      isPaid: true,
      link: "https://youtu.be/zephyrine",
    });
    await createPaymentOrder(db(), { subscriberId: registration.id, provider: "razorpay" });
    const grievance = await postJson(
      t.app,
      "/api/privacy/my-data/grievance",
      { message: "Please tell me who sees my Aadhaar." },
      { cookie },
    );
    expect(grievance.status).toBe(200);
  });

  it("exports everything held, with the documents downloadable by their owner only", async () => {
    const exported = await getJson<{
      data: {
        details: { firstName: string; mobileNo: string; bankDetails: { accountNumber: string } };
        files: Array<{ field: string }>;
        payments: unknown[];
        consents: Array<{ purpose: string }>;
      };
    }>(t.app, "/api/privacy/my-data/export", { cookie });
    expect(exported.status).toBe(200);
    expect(exported.body.data.details.firstName).toBe("Zephyrine");
    expect(exported.body.data.details.bankDetails.accountNumber).toBe("556677889900");
    expect(exported.body.data.files.map((f) => f.field)).toEqual(["profileImage", "aadharCard"]);
    expect(exported.body.data.payments).toHaveLength(1);
    expect(exported.body.data.consents.map((c) => c.purpose)).toEqual(["registration", "public-listing"]);
    const file = await t.app.inject({ method: "GET", url: "/api/privacy/my-data/files/aadharCard", headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    const stranger = await signInCreator(t.app, `someone.${Date.now()}@example.in`);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/privacy/my-data/files/aadharCard", headers: { cookie: stranger } })).statusCode,
    ).toBe(404);
  });

  it("corrects a detail with the form's own rules", async () => {
    expect(
      (
        await postJson(
          t.app,
          "/api/privacy/my-data/correct",
          { firstName: "Zephyrine", lastName: "Quillfeather", mobileNo: "12", address: "x" },
          { cookie },
        )
      ).status,
    ).toBe(400);
    const ok = await postJson(
      t.app,
      "/api/privacy/my-data/correct",
      {
        firstName: "Zephyrine",
        middleName: "",
        lastName: "Quillfeather",
        mobileNo: mobile,
        address: "100 Marigold Lane",
        pincode: "462001",
        bio: "",
      },
      { cookie },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await db().select({ address: users.address }).from(users).where(eq(users.id, userId));
    expect(row?.address).toBe("100 Marigold Lane");
  });

  it("shows the date of birth as the page's other dates and each social link named by its network, in English and Hindi", async () => {
    const english = await loadPage("/me/data", cookie);
    const hindi = await loadPage("/hi/me/data", cookie);
    if (english.state !== "open" || hindi.state !== "open") throw new Error(`not open: ${english.state}, ${hindi.state}`);
    // The export keeps the stored value; the page shows it as a person reads a date.
    expect(english.data.details?.dateOfBirth).toBe("2001-03-04");
    expect(english.shown.dateOfBirth).toBe("4 Mar 2001");
    expect(hindi.shown.dateOfBirth).toBe("4 मार्च 2001");
    for (const page of [english, hindi]) expect(page.shown.socialMedia).toEqual([["Instagram", "https://instagram.com/zephyrinepots"]]);
  });

  it("erases: no row and no stored file holds the e-mail, mobile, name or documents; payments kept; sessions ended; a confirmation sent", async () => {
    const [before] = await db().select().from(users).where(eq(users.id, userId));
    const documentKey = before?.aadharCardKey ?? "";
    const photo = before?.profileImage ?? "";
    expect(documentKey).not.toBe("");
    expect(filesUnder(t.dataDir).some((f) => f.endsWith(path.basename(documentKey)))).toBe(true);

    expect((await postJson(t.app, "/api/privacy/my-data/erase", { confirm: "yes" }, { cookie })).status).toBe(400);
    const erased = await postJson(t.app, "/api/privacy/my-data/erase", { confirm: "ERASE" }, { cookie });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect((await getJson(t.app, "/api/creator/session", { cookie })).status).toBe(401);
    await expectErasedSaidOnce(erased.raw.headers["set-cookie"]);

    await sendDueMail(db(), t.app.ctx.config, smtpTransport(sink.url), { workerId: "erasure" });
    const confirmation = sink.received.find((mail) => mail.subject === "Your CreatorCup account has been erased");
    expect(confirmation?.to).toContain(email);

    for (const needle of [
      email,
      mobile,
      "Zephyrine",
      "Quillfeather",
      "Marigold",
      // Part of the bank account number: eight digits, which no timestamp holds in a row (six did, as
      // the microseconds of an access logged at 19:01:40.556677).
      "55667788",
      path.basename(documentKey),
      path.basename(photo),
    ]) {
      expect(await rowsHolding(needle), needle).toEqual([]);
    }
    for (const file of filesUnder(t.dataDir)) {
      expect(file.includes(path.basename(documentKey)) || file.includes(path.basename(photo)), file).toBe(false);
      const text = readFileSync(file).toString("latin1");
      for (const needle of [email, mobile, "Zephyrine", "Quillfeather"])
        expect(text.includes(needle), `${file} holds ${needle}`).toBe(false);
    }

    const kept = await db().select().from(subscribers).where(eq(subscribers.userId, userId));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.link).toBe("");
    const payments = await db()
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.subscriberId, kept[0]?.id ?? ""));
    expect(payments).toHaveLength(1);
    const requests = await db().select().from(privacyRequests).where(eq(privacyRequests.kind, "erasure"));
    expect(requests.map((r) => r.email)).toEqual([null]);
  });
});
