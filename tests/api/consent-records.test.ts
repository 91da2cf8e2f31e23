import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { consentRecords, consentState, privacySubjects } from "#db/schema/privacy.ts";
import { currentConsents, recordConsent } from "#server/services/consent/record-consent.ts";
import { subjectIdFor } from "#server/services/consent/subjects.ts";
import { createTestDatabase } from "../support/test-database.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("consent records and states", () => {
  it("gives one subject id per address, however often and however many ask at once", async () => {
    const first = await subjectIdFor(database.db, "Meera@Example.in");
    const again = await Promise.all(Array.from({ length: 5 }, () => subjectIdFor(database.db, "meera@example.in")));
    expect(new Set([first, ...again]).size).toBe(1);
    expect(await database.db.select().from(privacySubjects).where(eq(privacySubjects.id, first))).toHaveLength(1);
  });

  it("appends a record per decision in their order and moves each purpose's state, a repeated purpose ending as its last decision", async () => {
    const subjectId = await subjectIdFor(database.db, "asha@example.in");
    const base = { subjectId, givenBy: "self" as const, verifiedBy: "email-code", language: "hi" };
    await recordConsent(database.db, {
      ...base,
      decisions: [
        { purpose: "registration", action: "given" },
        { purpose: "public-listing", action: "given" },
        { purpose: "public-listing", action: "refused" },
      ],
    });
    await recordConsent(database.db, { ...base, decisions: [{ purpose: "registration", action: "withdrawn" }] });

    const records = await database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subjectId, subjectId))
      .orderBy(consentRecords.seq);
    expect(records.map((r) => [r.purpose, r.action])).toEqual([
      ["registration", "given"],
      ["public-listing", "given"],
      ["public-listing", "refused"],
      ["registration", "withdrawn"],
    ]);
    expect(records.every((r) => r.language === "hi" && r.noticeVersion >= 1 && /^[0-9a-f]{64}$/.test(r.noticeHash))).toBe(true);
    expect(await currentConsents(database.db, subjectId)).toEqual({ registration: false, "public-listing": false });
    expect(await database.db.select().from(consentState).where(eq(consentState.subjectId, subjectId))).toHaveLength(2);
  });
});
