import type { FastifyInstance } from "fastify";
import type { StaffRole } from "#server/services/console/staff-access/roles.ts";
import { createStaff } from "#server/services/console/staff-access/staff-accounts.ts";

export type TestStaffMember = { id: string; email: string; name: string; role: StaffRole; password: string };

let sequence = 0;

/** A staff account with a known password (no two-factor sign-in). */
export async function createStaffMember(
  app: FastifyInstance,
  overrides: Partial<Pick<TestStaffMember, "email" | "name" | "role" | "password">> = {},
): Promise<TestStaffMember> {
  const suffix = `${Date.now().toString(36)}${(++sequence).toString(36)}`;
  const role = overrides.role ?? "editor";
  const email = overrides.email ?? `${role}.${suffix}@staff.example`;
  const password = overrides.password ?? `correct horse ${suffix}`;
  const account = await createStaff(app.ctx.db, { email, name: overrides.name ?? `Test ${role}`, role, password, staffId: null });
  return { id: account.id, email: account.email, name: account.name, role: account.role, password };
}

/** The `staff_session=…` pair out of a response's Set-Cookie headers, ready for a Cookie header. */
export function staffCookieFrom(setCookie: string | string[] | undefined): string {
  for (const header of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const pair = header.split(";")[0] ?? "";
    if (pair.startsWith("staff_session=") && pair.length > "staff_session=".length) return pair;
  }
  throw new Error("no staff_session cookie was set");
}

/** Signs a member in through POST /api/admin/sign-in (no two-factor) and answers the Cookie header. */
export async function signInAs(app: FastifyInstance, member: Pick<TestStaffMember, "email" | "password">): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/sign-in",
    payload: { email: member.email, password: member.password },
  });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  return staffCookieFrom(response.headers["set-cookie"]);
}

/**
 * A new staff member of `role`, signed in: answers the Cookie header (`staff_session=…`) for
 * `app.inject({ headers: { cookie } })`.
 */
export async function signInStaff(app: FastifyInstance, role: StaffRole): Promise<string> {
  return signInAs(app, await createStaffMember(app, { role }));
}
