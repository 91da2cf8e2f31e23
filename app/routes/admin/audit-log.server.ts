import { data, type RouterContextProvider } from "react-router";
import { auditLogChoices, listAuditLog } from "#server/services/audit-log/list-audit-log.ts";
import { AuditLogQuery } from "#shared/console/audit-log.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage, type PageErrorData } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** Viewers and up read the audit log; its filters are the page's address. */
export async function loadAuditLog(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "audit-log.read");
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const query = AuditLogQuery.safeParse(params);
  if (!query.success) {
    const message = query.error.issues[0]?.message ?? "Those filters are not valid.";
    throw data<PageErrorData>({ code: "BAD_REQUEST", message }, { status: 400 });
  }
  const { db } = appOf(context);
  return loadPage(async () => {
    const [page, choices] = await Promise.all([listAuditLog(db, query.data), auditLogChoices(db)]);
    return { ...page, choices, filters: query.data, canOpenStaff: may(staff.role, "staff.manage") };
  });
}
