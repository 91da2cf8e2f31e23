import type { RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getCompanyDetails } from "#server/services/company/get-company-details.ts";
import { getContactMessage, listContactMessages } from "#server/services/console/messages/contact-inbox.ts";
import { MessageListQuery } from "#shared/console/messages.ts";
import { may } from "#shared/permissions.ts";
import { isId } from "#shared/validation/id.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/** A message named in an old link that no longer exists just is not shown. */
const nullWhenMissing = (error: unknown) => {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
};

/**
 * The inbox: one status tab, the search and page from the address, and the message named by `open`.
 * Loading changes nothing; the page marks an opened new message read with the API (editors).
 */
export async function loadMessages(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "messages.read");
  const params = new URL(request.url).searchParams;
  const parsed = MessageListQuery.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : MessageListQuery.parse({});
  const openId = params.get("open");
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, opened, company] = await Promise.all([
      listContactMessages(db, query),
      isId(openId) ? getContactMessage(db, openId).catch(nullWhenMissing) : null,
      getCompanyDetails(db).catch(() => null),
    ]);
    return { list, query, opened, companyName: company?.name ?? "CreatorCup", canEdit: may(staff.role, "messages.manage") };
  });
}
