import type { Translation } from "../catalogue.ts";
import type en from "../en/judging.ts";

export default {} satisfies Translation<typeof en>;
