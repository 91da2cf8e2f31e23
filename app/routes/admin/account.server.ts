import type { RouterContextProvider } from "react-router";
import { unusedRecoveryCodeCount } from "#server/services/console/staff-access/two-factor.ts";
import { twoFactorRequired } from "#server/services/console/staff-access/two-factor-policy.ts";
import { appOf } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Every member's own account; open to an owner who must still set up two-factor sign-in (they do it here). */
export async function loadAccount(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "account.manage", { beforeTwoFactorSetup: true });
  const { db, config } = appOf(context);
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role },
    twoFactor: {
      enabled: staff.twoFactorEnabled,
      required: twoFactorRequired(config, staff.role),
      unusedRecoveryCodes: staff.twoFactorEnabled ? await unusedRecoveryCodeCount(db, staff.id) : 0,
    },
  };
}
