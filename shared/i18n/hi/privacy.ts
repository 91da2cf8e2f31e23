import type { Translation } from "../catalogue.ts";
import type en from "../en/privacy.ts";

export default {} satisfies Translation<typeof en>;
