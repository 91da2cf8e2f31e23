/** The demo contests: one in every state the site can show, with dates relative to "now" (IST days). */
import type { ContestSeed } from "./contest-seed-kit.ts";
import { notOpenContestSeeds } from "./contest-seeds-not-open.ts";
import { openContestSeeds } from "./contest-seeds-open.ts";

export { type ContestSeed, contestIds, type IstMoment } from "./contest-seed-kit.ts";

/** In the order the home page lists them. */
export const contestSeeds: ContestSeed[] = [...openContestSeeds, ...notOpenContestSeeds];
