import type { RouterContextProvider } from "react-router";
import { listContestChoices } from "#server/services/console/registrations/contest-choices.ts";
import { listRegistrations } from "#server/services/console/registrations/list-registrations.ts";
import { RegistrationListQuery, registrationFilterKeys } from "#shared/console/registrations.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/**
 * The registrations list: the address is the query. A value that does not parse is reported above
 * the table and the list shows every registration instead, so a hand-edited link never breaks the page.
 */
export async function loadRegistrationList(context: Readonly<RouterContextProvider>, request: Request) {
  await requireStaff(context, request, "registrations.read");
  const url = new URL(request.url);
  const parsed = RegistrationListQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : RegistrationListQuery.parse({});
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, contests] = await Promise.all([listRegistrations(db, query), listContestChoices(db)]);
    // The export link carries the same filters (not the sort or page: the file is in registration order).
    const exportParams = new URLSearchParams();
    for (const key of registrationFilterKeys) {
      const value = query[key];
      if (value) exportParams.set(key, String(value));
    }
    return {
      list,
      contests,
      query: {
        q: query.q,
        contest: query.contest ?? "",
        status: query.status ?? "",
        payment: query.payment ?? "",
        winner: query.winner ?? "",
        from: query.from ?? "",
        to: query.to ?? "",
        sort: query.sort ?? "registered",
        dir: query.dir ?? (query.sort && query.sort !== "registered" ? "asc" : "desc"),
      },
      exportHref: `/api/admin/registrations/export.csv${exportParams.size ? `?${exportParams}` : ""}`,
      queryError: parsed.success ? null : (parsed.error.issues[0]?.message ?? "The filters were not understood."),
    };
  });
}
