import { asc, desc } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { contests } from "#db/schema.ts";

/** The contest filter's choices: every contest, archived ones too (their registrations stay), newest first. */
export async function listContestChoices(db: Db): Promise<{ _id: string; title: string }[]> {
  const rows = await db
    .select({ id: contests.id, title: contests.title })
    .from(contests)
    .orderBy(desc(contests.createdAt), asc(contests.id));
  return rows.map((row) => ({ _id: row.id, title: row.title }));
}
