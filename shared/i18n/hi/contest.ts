import type { Translation } from "../catalogue.ts";
import type en from "../en/contest.ts";

export default {} satisfies Translation<typeof en>;
