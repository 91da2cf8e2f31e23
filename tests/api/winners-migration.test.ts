import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateDatabase, migrationsFolder } from "#db/client.ts";
import { subscribers, winners } from "#db/schema.ts";
import { declaredWinner } from "#server/services/contests/declared-winner.ts";
import { createContest, createSubscriber, createUser, createWinner } from "../support/factories.ts";
import { openEmptyPgliteDatabase } from "../support/test-database.ts";

/**
 * Dropping subscribers.is_winner loses no winner: a database written with the flag says who won the
 * same way after the migration, from its winners rows and its contests' declarations.
 */

const ONE_STORE_MIGRATION = "0026_winners_one_store";

let database: Database;
let dataDir: string;
const ids = { flaggedWithRow: "", flaggedWithoutRow: "", entrant: "", draft: "", flaggedUndeclared: "" };

/** Applies the migrations that came before the winners' one store, from a copy of the folder cut there. */
async function migrateToBeforeOneStore(db: Database): Promise<void> {
  const folder = path.join(dataDir, "migrations-before");
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === ONE_STORE_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
  await migrate(db.db as any, { migrationsFolder: folder });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-winners-migration-"));
  database = await openEmptyPgliteDatabase(dataDir);
  await migrateToBeforeOneStore(database);
  const db = database.db;
  // Today's tables are the old ones less the flag (its default false), so the factories write them; the flag in SQL.
  const declared = await createContest(db, { winnersDeclared: true, isCompleted: true });
  const undeclared = await createContest(db);
  const entry = async (contestId: string) => (await createSubscriber(db, { contestId, userId: (await createUser(db)).id })).id;
  ids.flaggedWithRow = await entry(declared.id);
  ids.flaggedWithoutRow = await entry(declared.id);
  ids.entrant = await entry(declared.id);
  ids.draft = await entry(undeclared.id);
  ids.flaggedUndeclared = await entry(undeclared.id);
  await createWinner(db, { contestId: declared.id, subscriberId: ids.flaggedWithRow, prizeRank: 1, prizeTitle: "Winner" });
  await createWinner(db, { contestId: undeclared.id, subscriberId: ids.draft, prizeRank: 1, prizeTitle: "Winner" });
  const flagged = [ids.flaggedWithRow, ids.flaggedWithoutRow, ids.flaggedUndeclared];
  await db.execute(sql`update subscribers set is_winner = true where id in (${sql.join(flagged, sql`, `)})`);
  await migrateDatabase(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("[WINNERS] the migration to one store", () => {
  it("keeps every declared winner a winner and makes nobody else one", async () => {
    const rows = await database.db.select({ id: subscribers.id, won: declaredWinner() }).from(subscribers);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.won]))).toEqual({
      [ids.flaggedWithRow]: true,
      [ids.flaggedWithoutRow]: true,
      [ids.entrant]: false,
      [ids.draft]: false,
      [ids.flaggedUndeclared]: false,
    });
  });

  it("writes a winners row only where a declared winner had none, and drops the flag", async () => {
    const rows = await database.db.select().from(winners);
    const of = (id: string) => rows.filter((row) => row.subscriberId === id).map((row) => [row.prizeRank, row.prizeTitle]);
    expect(rows).toHaveLength(3);
    expect(of(ids.flaggedWithRow)).toEqual([[1, "Winner"]]);
    expect(of(ids.flaggedWithoutRow)).toEqual([[null, null]]);
    expect(of(ids.draft)).toEqual([[1, "Winner"]]);
    const [backfilled] = await database.db.select({ id: winners.id }).from(winners).where(eq(winners.subscriberId, ids.flaggedWithoutRow));
    expect(backfilled?.id).toMatch(/^[0-9a-f]{24}$/);
    const columns = (await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'subscribers' and column_name = 'is_winner'`,
    )) as unknown as { rows: unknown[] };
    expect(columns.rows).toEqual([]);
  });
});
