import type { Language } from "#shared/i18n/language.ts";
import { keyInLanguage } from "#shared/i18n/localise-fields.ts";
import type { AppContext } from "../../context.ts";
import { listApplicants } from "../applicants/list-applicants.ts";
import { getContest } from "./get-contest.ts";

/**
 * The contest and applicants pages read through the in-memory cache (keys under "contest:", see
 * public-list-cache.ts): a completed registration must call `cache.invalidate("contest:")`.
 */
export function getCachedContest({ db, cache }: Pick<AppContext, "db" | "cache">, contestId: string, language: Language = "en") {
  return cache.get(keyInLanguage(`contest:${contestId}`, language), () => getContest(db, contestId, { language }));
}

/** In the page's language: an erased account's card says so in it (list-applicants.ts). */
export function listCachedApplicants({ db, cache }: Pick<AppContext, "db" | "cache">, contestId: string, language: Language = "en") {
  return cache.get(keyInLanguage(`contest:${contestId}:applicants`, language), () => listApplicants(db, contestId, language));
}
