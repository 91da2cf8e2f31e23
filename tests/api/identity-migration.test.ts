import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, migrationsFolder } from "#db/client.ts";
import { emailCodes } from "#db/schema/identity.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { createStaff } from "#server/services/console/staff-access/staff-accounts.ts";
import { openEmptyPgliteDatabase } from "../support/test-database.ts";

/**
 * The move to one session store is a data migration, not a forced sign-out: sessions written by the
 * three stores before it (creators', affiliates', staff's) still sign their owners in after it.
 */

const FIRST_IDENTITY_MIGRATION = "0014_identity_sessions";
const token = () => randomBytes(32).toString("base64url");
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

let database: Database;
let app: FastifyInstance;
let dataDir: string;
const tokens = { creator: token(), creatorSignedOut: token(), affiliate: token(), staff: token(), staffPending: token() };
const ids = { affiliate: "", staff: "" };

/** Applies the migrations that came before the identity layer, from a copy of the folder cut there. */
async function migrateToBeforeIdentity(db: Database): Promise<void> {
  const folder = path.join(dataDir, "migrations-before");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === FIRST_IDENTITY_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
  await migrate(db.db as any, { migrationsFolder: folder });
}

/** Rows as the old stores wrote them: the token's SHA-256 as the id, or in token_hash for creators. */
async function writeOldSessions(db: Database): Promise<void> {
  // Written in SQL, as the columns were then: the service writes today's columns, which the old schema lacks.
  const affiliate = { id: "0123456789abcdef0123456b" };
  await db.db.execute(sql`insert into users (id, first_name, last_name, mobile_no, email, email_key, affiliate_code, affiliate_active)
    values (${affiliate.id}, 'Olga', '', '', 'old-affiliate@example.in', 'old-affiliate@example.in', 'OLGA2026', true)`);
  const member = await createStaff(db.db, {
    email: "old-owner@staff.example",
    name: "Omar",
    role: "owner",
    password: "an old staff password",
    staffId: null,
  });
  ids.affiliate = affiliate.id;
  ids.staff = member.id;
  await db.db.execute(
    sql`insert into sessions (id, user_id, expires_at) values (${sha256(tokens.affiliate)}, ${affiliate.id}, ${inADay()})`,
  );
  await db.db.execute(sql`insert into staff_sessions (id, staff_id, second_factor_pending, expires_at)
    values (${sha256(tokens.staff)}, ${member.id}, false, ${inADay()}), (${sha256(tokens.staffPending)}, ${member.id}, true, ${inADay()})`);
  await db.db.execute(sql`insert into creator_sessions (id, token_hash, email, email_key, expires_at, device, revoked_at)
    values ('0123456789abcdef01234567', ${sha256(tokens.creator)}, 'Old.Creator@example.in', 'old.creator@example.in', ${inADay()}, 'Chrome on Android', null),
           ('0123456789abcdef01234568', ${sha256(tokens.creatorSignedOut)}, 'Old.Creator@example.in', 'old.creator@example.in', ${inADay()}, '', now())`);
  await db.db.execute(
    sql`insert into creator_email_codes (id, email_key, code_hash, expires_at) values ('0123456789abcdef0123456a', 'old.creator@example.in', 'abc', ${inADay()})`,
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-identity-migration-"));
  database = await openEmptyPgliteDatabase(dataDir);
  await migrateToBeforeIdentity(database);
  await writeOldSessions(database);
  await migrateDatabase(database);
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" }), database, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("sessions from before the identity layer", () => {
  it("still sign a creator in, with their device, and a signed-out one stays out", async () => {
    const answer = await app.inject({
      method: "GET",
      url: "/api/creator/session",
      headers: { cookie: `creator_session=${tokens.creator}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ isOk: true, data: { email: "Old.Creator@example.in", userId: null } });
    const devices = await app.inject({
      method: "GET",
      url: "/api/creator/sessions",
      headers: { cookie: `creator_session=${tokens.creator}` },
    });
    expect(devices.json().data).toMatchObject([{ id: "0123456789abcdef01234567", device: "Chrome on Android", current: true }]);
    const out = await app.inject({
      method: "GET",
      url: "/api/creator/session",
      headers: { cookie: `creator_session=${tokens.creatorSignedOut}` },
    });
    expect(out.statusCode).toBe(401);
  });

  it("still sign an affiliate in", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/user/referredUsers",
      payload: {},
      headers: { cookie: `cc_session=${tokens.affiliate}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ isOk: true, data: [] });
  });

  it("still sign a staff member in, and a session owing its second factor still owes it", async () => {
    const answer = await app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie: `staff_session=${tokens.staff}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ isOk: true, data: { staff: { id: ids.staff, role: "owner" } } });
    const pending = await app.inject({
      method: "GET",
      url: "/api/admin/session",
      headers: { cookie: `staff_session=${tokens.staffPending}` },
    });
    expect(pending.statusCode).toBe(401);
  });

  it("moves the creators' pending codes and leaves no old table behind", async () => {
    const codes = await database.db.select({ purpose: emailCodes.purpose, email_key: emailCodes.emailKey }).from(emailCodes);
    expect(codes).toEqual([{ purpose: "creator-sign-in", email_key: "old.creator@example.in" }]);
    const old = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_name in ('sessions', 'staff_sessions', 'creator_sessions', 'creator_email_codes')`,
    )) as unknown as { rows: unknown[] };
    expect(old.rows).toEqual([]);
  });
});
