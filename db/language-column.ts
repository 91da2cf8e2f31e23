import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, text } from "drizzle-orm/pg-core";
import type { Language } from "../shared/i18n/language.ts";

/**
 * A person's language (creators, guardians, judges) and a queued mail's (DESIGN.md, Languages): "en"
 * or "hi", English unless the person used the Hindi site. E-mails and PDFs for them follow it.
 */
export const languageColumn = (name = "language") => text(name).$type<Language>().notNull().default("en");

/** The CHECK that keeps a language column to the site's languages. */
export const languageCheck = (column: AnyPgColumn): SQL => sql`${column} in ('en', 'hi')`;
