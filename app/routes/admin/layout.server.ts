import type { RouterContextProvider } from "react-router";
import { countNewContactMessages } from "#server/services/console/messages/contact-inbox.ts";
import { countOpenGrievances } from "#server/services/console/privacy/privacy-requests.ts";
import { twoFactorRequired } from "#server/services/console/staff-access/two-factor-policy.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Every console page sits in this layout: signed-out visitors go to the sign-in page first. */
export async function loadConsoleLayout(context: Readonly<RouterContextProvider>, request: Request) {
  // Open to an owner who must still set up two-factor sign-in: the account page, where they do, is a child.
  const staff = await requireStaff(context, request, "console.open", { beforeTwoFactorSetup: true });
  const { config, db } = appOf(context);
  const twoFactorSetupRequired = twoFactorRequired(config, staff.role) && !staff.twoFactorEnabled;
  return {
    staff: { name: staff.name, email: staff.email, role: staff.role },
    twoFactorSetupRequired,
    // The navigation's count beside Messages: one COUNT on the (status, created_at) index per page load.
    newMessages: twoFactorSetupRequired ? 0 : await loadPage(() => countNewContactMessages(db)),
    // Beside Privacy: grievances waiting for an answer (due within 30 days).
    openGrievances: twoFactorSetupRequired ? 0 : await loadPage(() => countOpenGrievances(db)),
  };
}
