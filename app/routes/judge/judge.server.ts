import { stringifySetCookie } from "cookie";
import { type RouterContextProvider, redirect } from "react-router";
import { messagesFor } from "#server/services/i18n/catalogues.ts";
import { cookieFromHeader } from "#server/services/identity/cookies.ts";
import { judgeOfSession } from "#server/services/judging/judge-session.ts";
import { languageOfPath, localisedPath } from "#shared/i18n/language.ts";
import { judgeReturnPath } from "#shared/judging/return-path.ts";
import { appOf } from "../page-loader.server.ts";

/** The signed-in judge of a page request, or null. */
export async function currentJudge(context: Readonly<RouterContextProvider>, request: Request) {
  return judgeOfSession(appOf(context).db, request.headers.get("cookie"));
}

const languageOf = (request: Request) => languageOfPath(new URL(request.url).pathname);

/** The judging screens' texts in the page's language (/hi/judge… in Hindi). */
export const judgingMessages = (request: Request) => messagesFor(languageOf(request), ["judging"]);

/**
 * The judging page a signed-out judge opened, kept while they sign in at /judge: httpOnly, this site's
 * paths only, a quarter of an hour at most, and removed once used.
 */
export const JUDGE_RETURN_COOKIE = "judge_return";
const RETURN_MAX_AGE_SECONDS = 15 * 60;

function returnCookie(context: Readonly<RouterContextProvider>, request: Request, value: string, maxAge: number) {
  const secure = new URL(request.url).protocol === "https:" || Boolean(appOf(context).config.publicUrl?.startsWith("https://"));
  return stringifySetCookie({ name: JUDGE_RETURN_COOKIE, value, path: "/", httpOnly: true, sameSite: "lax", secure, maxAge });
}

/** The signed-in judge, or a redirect to /judge (the sign-in) in the page's language, keeping the page asked for. */
export async function requireJudge(context: Readonly<RouterContextProvider>, request: Request) {
  const judge = await currentJudge(context, request);
  if (!judge) {
    const opened = judgeReturnPath(new URL(request.url).pathname);
    const headers = opened ? { "Set-Cookie": returnCookie(context, request, opened, RETURN_MAX_AGE_SECONDS) } : undefined;
    throw redirect(localisedPath("/judge", languageOf(request)), { headers });
  }
  return judge;
}

/**
 * At /judge once signed in: a redirect to the judging page kept by requireJudge, in the language of this
 * /judge page (the judge may have switched it while signing in), or null. The kept value is checked again
 * here, as a cookie can be written by other means.
 */
export function returnAfterSignIn(context: Readonly<RouterContextProvider>, request: Request) {
  const kept = cookieFromHeader(request.headers.get("cookie"), JUDGE_RETURN_COOKIE);
  if (kept === null) return null;
  const headers = { "Set-Cookie": returnCookie(context, request, "", 0) };
  const path = judgeReturnPath(kept);
  return path ? redirect(localisedPath(path, languageOf(request)), { headers }) : null;
}
