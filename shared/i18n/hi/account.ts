import type { Translation } from "../catalogue.ts";
import type en from "../en/account.ts";

export default {} satisfies Translation<typeof en>;
