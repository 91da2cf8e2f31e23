import type { Translation } from "../catalogue.ts";
import type en from "../en/mail.ts";

export default {} satisfies Translation<typeof en>;
