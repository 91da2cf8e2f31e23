import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { judges } from "#db/schema.ts";
import type { Judge } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";

/** A judge's texts that have a Hindi beside the English (names stay as the judge writes them). */
export const JUDGE_FIELDS = ["profession", "bio"] as const;

export type JudgeQuery = { skip: number; perPage: number; home?: boolean; isActive?: boolean };

/** Judges for the Hall of Fame; answered as the spec's list whose first item holds `data`. */
export async function listJudges(db: Db, query: JudgeQuery, language: Language = "en"): Promise<{ data: Judge[]; total: number }> {
  const where = and(
    query.home === undefined ? undefined : eq(judges.home, query.home),
    query.isActive === undefined ? undefined : eq(judges.isActive, query.isActive),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(judges).where(where).orderBy(asc(judges.sortOrder), asc(judges.id)).limit(query.perPage).offset(query.skip),
    db.select({ value: count() }).from(judges).where(where),
  ]);
  return {
    data: rows
      .map((row) => localiseFields(row, language, JUDGE_FIELDS))
      .map((j) => ({
        _id: j.id,
        firstName: j.firstName,
        lastName: j.lastName,
        profession: j.profession,
        bio: j.bio,
        profileImage: j.profileImage,
        home: j.home,
        isActive: j.isActive,
      })),
    total: total?.value ?? 0,
  };
}
