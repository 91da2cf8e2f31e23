import type { Translation } from "../catalogue.ts";
import type en from "../en/pdf.ts";

export default {} satisfies Translation<typeof en>;
