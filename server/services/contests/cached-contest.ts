import type { AppContext } from "../../context.ts";
import { listApplicants } from "../applicants/list-applicants.ts";
import { getContest } from "./get-contest.ts";

/**
 * The contest and applicants pages read through the in-memory cache (keys under "contest:", see
 * public-list-cache.ts): a completed registration must call `cache.invalidate("contest:")`.
 */
export function getCachedContest({ db, cache }: Pick<AppContext, "db" | "cache">, contestId: string) {
  return cache.get(`contest:${contestId}`, () => getContest(db, contestId));
}

export function listCachedApplicants({ db, cache }: Pick<AppContext, "db" | "cache">, contestId: string) {
  return cache.get(`contest:${contestId}:applicants`, () => listApplicants(db, contestId));
}
