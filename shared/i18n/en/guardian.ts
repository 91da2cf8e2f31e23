import type { Messages } from "../catalogue.ts";

export default {} as const satisfies Messages;
