import type { Translation } from "../catalogue.ts";
import type en from "../en/home.ts";

export default {} satisfies Translation<typeof en>;
