import type { Translation } from "../catalogue.ts";
import type en from "../en/registration.ts";

export default {} satisfies Translation<typeof en>;
