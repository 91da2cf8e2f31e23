import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { rateLimitHits, states } from "#db/schema.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { signInCreator } from "../support/creator-session.ts";
import { type CategoryRow, type CityRow, createCategory, createCity } from "../support/factories.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** The app with its real logger, writing into `log` so a test can search what would have been logged. */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
const log: string[] = [];
const logged = () => log.join("");

let city: CityRow;
let category: CategoryRow;
let countryId = "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-logs-"));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info" });
  app = await buildApp({ config, database, logStream: { write: (line) => void log.push(line) } });
  await app.ready();
  city = await createCity(database.db);
  const [state] = await database.db.select().from(states).where(sql`${states.id} = ${city.stateId}`);
  countryId = state?.countryId ?? "";
  category = await createCategory(database.db);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  log.length = 0;
});

/** Makes every insert into `table` fail inside PostgreSQL, as a full disk or a bad migration would. */
async function breakInserts(table: string, name: string) {
  await database.db.execute(sql.raw(`alter table ${table} add constraint ${name} check (false) not valid`));
}
async function repairInserts(table: string, name: string) {
  await database.db.execute(sql.raw(`alter table ${table} drop constraint ${name}`));
}

function multipart(fields: Record<string, string>) {
  const boundary = "----planted";
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  return { payload: `${body}--${boundary}--\r\n`, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("no personal data in logs", () => {
  it("a failed user insert logs the query and the constraint, none of the form's values", async () => {
    const planted = {
      firstName: "Plantedfirst",
      lastName: "Plantedlast",
      mobileNo: "9123456780",
      email: "planted.creator@example.in",
      address: "44 Plantedlane Road",
      dateOfBirth: "2005-02-11",
      accountNumber: "5566778899004321",
    };
    const cookie = await signInCreator(app, planted.email);
    await breakInserts("users", "planted_users_failure");
    try {
      const form = multipart({
        firstName: planted.firstName,
        middleName: "",
        lastName: planted.lastName,
        mobileNo: planted.mobileNo,
        email: planted.email,
        countryId,
        stateId: city.stateId,
        cityId: city.id,
        address: planted.address,
        pincode: "462001",
        dateOfBirth: planted.dateOfBirth,
        gender: "Female",
        bio: "Dance reels.",
        bankDetails: JSON.stringify({
          accountNumber: planted.accountNumber,
          bankName: "SBI",
          branchName: "Bhopal",
          ifscCode: "SBIN0001234",
          accountHolderName: "Planted Holder",
        }),
        socialMedia: JSON.stringify({ instagram: "https://instagram.com/planted" }),
        categories: JSON.stringify([category.id]),
        link: "https://instagram.com/reel/planted",
      });
      const res = await app.inject({
        method: "POST",
        url: "/api/user/create",
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ isOk: false, code: "INTERNAL", message: "Something went wrong. Please try again." });
    } finally {
      await repairInserts("users", "planted_users_failure");
    }
    const text = logged();
    // The failure is there, named well enough to act on…
    expect(text).toContain('Failed query: insert into \\"users\\"');
    expect(text).toContain('"constraint":"planted_users_failure"');
    expect(text).toContain('"code":"23514"');
    // …and none of what the person typed.
    for (const value of [...Object.values(planted), "Planted Holder", "Failing row"]) {
      expect(text).not.toContain(value);
    }
    // The account's last four digits (what the users row keeps) as a value of its own: inside a longer
    // number (a log line's time or duration) or a request id's group ("3b4fcacd-513e-4321-…") they are
    // chance, not the account.
    expect(text).not.toMatch(/(?<![\w.-])4321(?![\w.-])/);
  });

  it("a failed contact message logs neither the name nor the e-mail nor the message", async () => {
    await breakInserts("contact_messages", "planted_contact_failure");
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { fullName: "Plantedname Sender", email: "planted.sender@example.in", message: "Planted secret message" },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await repairInserts("contact_messages", "planted_contact_failure");
    }
    const text = logged();
    expect(text).toContain('Failed query: insert into \\"contact_messages\\"');
    for (const value of ["Plantedname", "planted.sender@example.in", "Planted secret message"]) {
      expect(text).not.toContain(value);
    }
  });

  it("a failed rate-limit write logs no e-mail, and the table holds none either", async () => {
    const email = "planted.affiliate@example.in";
    await breakInserts("rate_limit_hits", "planted_limits_failure");
    try {
      const res = await app.inject({ method: "POST", url: "/api/user/login", payload: { email, password: "a wrong password" } });
      expect(res.statusCode).toBe(500);
    } finally {
      await repairInserts("rate_limit_hits", "planted_limits_failure");
    }
    expect(logged()).toContain("rate_limit_hits");
    expect(logged()).not.toContain("planted.affiliate");

    const res = await app.inject({ method: "POST", url: "/api/user/login", payload: { email, password: "a wrong password" } });
    expect(res.statusCode).toBe(401);
    const keys = (await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    const signInKeys = keys.filter((key) => key.startsWith("sign-in"));
    expect(signInKeys.length).toBe(3);
    for (const key of signInKeys) expect(key).toMatch(/^sign-in-(pair|account|address):[A-Za-z0-9_-]{32}$/);
    for (const key of keys) {
      expect(key).not.toContain("planted");
      expect(key).not.toContain("127.0.0.1");
    }
  });
});

describe("request ids", () => {
  it("are the server's own, never a client's x-request-id, and are sent back", async () => {
    const res = await app.inject({ method: "GET", url: "/api/contest/active", headers: { "x-request-id": "forged-id" } });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).not.toContain("forged-id");
    expect(logged()).toContain(`"reqId":"${id}"`);
  });
});
