/**
 * Console pages' access rule: every loader and action under /admin calls `requireStaff` with the
 * action its page needs, from the permission table (shared/permissions.ts, docs/console.md).
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { findStaffSession, type StaffMember } from "#server/services/console/staff-access/staff-sessions.ts";
import { twoFactorRequired } from "#server/services/console/staff-access/two-factor-policy.ts";
import { sessionTokenFromHeader } from "#server/services/identity/cookies.ts";
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from "#server/services/identity/same-origin.ts";
import { staffMessages } from "#shared/console/staff-access.ts";
import { type Action, may } from "#shared/permissions.ts";
import type { PageErrorData } from "../page-loader.server.ts";
import { appOf } from "../page-loader.server.ts";

export type { StaffMember };

export const SIGN_IN_PATH = "/admin/sign-in";
export const ACCOUNT_PATH = "/admin/account";

/** Where sign-in returns to: only a console path of this site, never another origin. */
export function safeReturnPath(value: string | null | undefined): string {
  const inConsole = value === "/admin" || value?.startsWith("/admin/") || value?.startsWith("/admin?");
  if (!value || !inConsole || value.startsWith(SIGN_IN_PATH) || /[\\\s]/.test(value)) return "/admin";
  return value;
}

/** The action each request's loader asked for, so tests/api/permissions.test.ts can hold it against the table. */
const askedActions = new WeakMap<Request, Action>();
export const actionAskedFor = (request: Request) => askedActions.get(request);

/**
 * The signed-in staff member, when their role holds `action`. Otherwise it throws what the
 * page should answer: a redirect to the sign-in page (signed out, or the code step not done), to the
 * account page (an owner who must first set up two-factor sign-in), or a 403 the console's error
 * boundary shows. Requests that change state must come from this site (Origin).
 */
export async function requireStaff(
  context: Readonly<RouterContextProvider>,
  request: Request,
  action: Action,
  options: { beforeTwoFactorSetup?: boolean } = {},
): Promise<StaffMember> {
  askedActions.set(request, action);
  const { db, config } = appOf(context);
  const url = new URL(request.url);
  if (
    !isSameOriginRequest({
      method: request.method,
      origin: request.headers.get("origin"),
      requestOrigin: url.origin,
      publicUrl: config.publicUrl,
    })
  ) {
    throw data<PageErrorData>({ code: "FORBIDDEN", message: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  const session = await findStaffSession(db, sessionTokenFromHeader("staff", request.headers.get("cookie")));
  if (!session || session.secondFactorPending) {
    const back = `${url.pathname}${url.search}`;
    throw redirect(back === "/admin" ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirectTo=${encodeURIComponent(back)}`);
  }
  const { staff } = session;
  if (!options.beforeTwoFactorSetup && twoFactorRequired(config, staff.role) && !staff.twoFactorEnabled) throw redirect(ACCOUNT_PATH);
  if (!may(staff.role, action)) {
    throw data<PageErrorData>({ code: "FORBIDDEN", message: staffMessages.roleTooLow }, { status: 403 });
  }
  return staff;
}

/** The member behind the request's cookie, or null: for the sign-in page, which must not redirect to itself. */
export async function currentStaff(context: Readonly<RouterContextProvider>, request: Request) {
  const { db } = appOf(context);
  return findStaffSession(db, sessionTokenFromHeader("staff", request.headers.get("cookie")));
}
