import type { Translation } from "../catalogue.ts";
import type en from "../en/guardian.ts";

export default {} satisfies Translation<typeof en>;
