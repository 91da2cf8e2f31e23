import { type RouterContextProvider, redirect } from "react-router";
import { judgeOfSession } from "#server/services/judging/judge-session.ts";
import { appOf } from "../page-loader.server.ts";

/** The signed-in judge of a page request, or null. */
export async function currentJudge(context: Readonly<RouterContextProvider>, request: Request) {
  return judgeOfSession(appOf(context).db, request.headers.get("cookie"));
}

/** The signed-in judge, or a redirect to /judge (the sign-in). */
export async function requireJudge(context: Readonly<RouterContextProvider>, request: Request) {
  const judge = await currentJudge(context, request);
  if (!judge) throw redirect("/judge");
  return judge;
}
