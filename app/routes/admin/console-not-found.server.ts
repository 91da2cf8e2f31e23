import { data, type RouterContextProvider } from "react-router";
import type { PageErrorData } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** An unknown console address: signed-out visitors get the sign-in page first, staff a 404 in the console's frame. */
export async function loadConsoleNotFound(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "console.open", { beforeTwoFactorSetup: true });
  throw data<PageErrorData>({ code: "NOT_FOUND", message: "This console page does not exist." }, { status: 404 });
}
