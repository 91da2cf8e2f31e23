import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { categories, contestCategories } from "#db/schema.ts";
import type { Category, ContestCategory } from "#shared/api-types.ts";
import type { Language } from "#shared/i18n/language.ts";
import { localiseFields } from "#shared/i18n/localise-fields.ts";

/** What a category without a type of its own is called on the site (docs/product-rules.md, content). */
const DEFAULT_CONTEST_TYPE: Record<Language, string> = { en: "Contest", hi: "कॉन्टेस्ट" };

export async function listActiveContestCategories(db: Db, language: Language = "en"): Promise<ContestCategory[]> {
  const rows = await db
    .select()
    .from(contestCategories)
    .where(eq(contestCategories.isActive, true))
    .orderBy(asc(contestCategories.sortOrder), asc(contestCategories.name));
  return rows
    .map((row) => localiseFields(row, language, ["name", "description", "contestType"]))
    .map((c) => ({
      _id: c.id,
      slug: c.slug,
      name: c.name,
      description: c.description,
      contestType: c.contestType || DEFAULT_CONTEST_TYPE[language],
      banner: c.banner,
    }));
}

/** The interests offered in the registration form's categories multi-select. */
export async function listActiveCategories(db: Db, language: Language = "en"): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, nameHi: categories.nameHi })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => localiseFields(row, language, ["name"])).map((c) => ({ _id: c.id, name: c.name }));
}
