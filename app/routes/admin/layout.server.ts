import type { RouterContextProvider } from "react-router";
import { twoFactorRequired } from "#server/services/console/staff-access/two-factor-policy.ts";
import { appOf } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Every console page sits in this layout: signed-out visitors go to the sign-in page first. */
export async function loadConsoleLayout(context: Readonly<RouterContextProvider>, request: Request) {
  // Open to an owner who must still set up two-factor sign-in: the account page, where they do, is a child.
  const staff = await requireStaff(context, request, "viewer", { beforeTwoFactorSetup: true });
  const { config } = appOf(context);
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role },
    twoFactorSetupRequired: twoFactorRequired(config, staff.role) && !staff.twoFactorEnabled,
  };
}
