import type { RouterContextProvider } from "react-router";
import { requireStaff } from "./staff.server.ts";

/** Sections still being built answer only to signed-in staff. Removed when the last one lands. */
export async function requireConsolePage(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "console.open");
  return null;
}
