import { type RouterContextProvider, redirect } from "react-router";
import { currentStaff, safeReturnPath } from "./staff.server.ts";

/** Signed-in members go straight on; a member between password and code resumes at the code. */
export async function loadSignIn(context: Readonly<RouterContextProvider>, request: Request) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  const session = await currentStaff(context, request);
  if (session && !session.secondFactorPending) throw redirect(returnTo);
  return { returnTo, startAtCode: Boolean(session?.secondFactorPending) };
}
