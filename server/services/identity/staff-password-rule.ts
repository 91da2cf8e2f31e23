import { STAFF_MIN_PASSWORD_LENGTH, staffFormMessages } from "#shared/console/staff-access.ts";
import { passwordProblem } from "./passwords.ts";

/**
 * The one rule for a staff member's password (docs/identity.md, "Passwords"): at least 12 characters,
 * and not one that a guesser tries early. "Early" is judged by zxcvbn (its list of the most common
 * and breached passwords, keyboard walks, repeats, dates and l33t spellings), with the site's name
 * and the member's own e-mail and name as words a guesser would try first. It runs on the server
 * only: the dictionary is 2 MB and never reaches a browser.
 */
export { STAFF_MIN_PASSWORD_LENGTH };
/** zxcvbn's scores run 0 to 4; 3 is "safely unguessable: moderate protection from offline attacks" (10^8+ guesses). */
const LEAST_SCORE = 3;

export const staffPasswordMessages = {
  tooShort: staffFormMessages.passwordShort,
  tooEasy: "This password is too common or too easy to guess. Use a longer one, for example three or four unrelated words.",
} as const;

/** Words a guesser tries first against this site, whoever the member is. */
const SITE_WORDS = ["creatorcup", "creator", "cup", "contest", "console", "admin", "organiser"];

type Checker = { check: (password: string, userInputs?: string[]) => { score: number } };
let checker: Promise<Checker> | undefined;

/** Loaded on first use (about 0.2 s), not at start-up: most processes never set a staff password. */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  );
  return checker;
}

/**
 * Why `password` will not do for a staff account, or null when it will. `about` is the member's
 * e-mail and name (a password made of them is guessed first).
 */
export async function staffPasswordProblem(password: string, about: { email?: string; name?: string } = {}): Promise<string | null> {
  if (password.length < STAFF_MIN_PASSWORD_LENGTH) return staffPasswordMessages.tooShort;
  const basic = passwordProblem(password);
  if (basic) return basic;
  const local = about.email?.split("@")[0] ?? "";
  const personal = [about.email, local, ...local.split(/[._+-]+/), ...(about.name?.split(/\s+/) ?? [])]
    .map((word) => word?.toLowerCase())
    .filter((word): word is string => Boolean(word && word.length >= 3));
  const { score } = (await loadChecker()).check(password, [...SITE_WORDS, ...personal]);
  return score < LEAST_SCORE ? staffPasswordMessages.tooEasy : null;
}
