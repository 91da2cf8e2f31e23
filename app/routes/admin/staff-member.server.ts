import type { RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { listAuditLog } from "#server/services/audit-log/list-audit-log.ts";
import { getStaffAccount } from "#server/services/console/staff-access/staff-accounts.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Owners only: one member's account, and the latest changes made to it. */
export async function loadStaffMember(context: Readonly<RouterContextProvider>, request: Request, staffId: string | undefined) {
  const viewer = await requireStaff(context, request, "staff.manage");
  const { db } = appOf(context);
  return loadPage(async () => {
    if (!isId(staffId)) throw new AppError("NOT_FOUND", "No such staff account.");
    const [account, history] = await Promise.all([
      getStaffAccount(db, staffId),
      listAuditLog(db, { entity: "staff", entityId: staffId, page: 1, pageSize: 10 }),
    ]);
    return {
      member: { ...account, lastSignInAt: account.lastSignInAt?.toISOString() ?? null, createdAt: account.createdAt.toISOString() },
      isSelf: viewer.id === staffId,
      history: history.entries,
    };
  });
}
