/**
 * The judging page a signed-out judge opened (a contest's entries or one entry), so that signing in lands
 * there instead of on the contest list (docs/judging.md, sign-in). Only a path of the judges' own pages
 * on this site is kept: never a full URL, a protocol-relative "//host", a backslash, a query or "..",
 * so the address cannot send anyone elsewhere (no open redirect).
 */
const JUDGE_DEEP_LINK = /^(?:\/hi)?\/judge\/contests\/[a-f0-9]{24}(?:\/entries\/[a-f0-9]{24})?$/;

/** The path if it is a judging page worth coming back to, else null. */
export function judgeReturnPath(value: unknown): string | null {
  return typeof value === "string" && value.length <= 100 && JUDGE_DEEP_LINK.test(value) ? value : null;
}
