import type { Language } from "./i18n/language.ts";

/** The Hindi of the three roles the console usually gives a contest's judges, by their English. */
const hindiRoles = new Map([
  ["head judge", "हेड जज"],
  ["guest judge", "गेस्ट जज"],
  ["judge", "जज"],
]);

/**
 * A judge's role as a page in `language` writes it. The role is stored as the organiser typed it, in
 * English: the usual three ("Head Judge", "Guest Judge", "Judge") are put in Hindi on the Hindi site,
 * and a role in the organiser's own words stays as written.
 */
export function judgeRole(role: string, language: Language): string {
  if (language !== "hi") return role;
  return hindiRoles.get(role.trim().replace(/\s+/g, " ").toLowerCase()) ?? role;
}
