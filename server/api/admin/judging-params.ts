import { z } from "zod";
import { RoundKindParam } from "#shared/judging/console-api.ts";
import { idSchema } from "#shared/validation/id.ts";

/** What judging's console routes (judging.ts, judging-results.ts) share. */
export const ContestParams = z.object({ contestId: idSchema("Contest not found.") });
export const RoundParams = ContestParams.extend({ kind: RoundKindParam });
export const tags = ["Admin"];
