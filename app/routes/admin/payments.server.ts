import type { RouterContextProvider } from "react-router";
import { listPayments } from "#server/services/console/payments/list-payments.ts";
import { paymentTotalsByContest, paymentTotalsByPeriod } from "#server/services/console/payments/payment-totals.ts";
import { reconcilerStatus } from "#server/services/console/payments/reconciler-status.ts";
import { PaymentsQuerySchema } from "#shared/console/payments.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/**
 * The payments page: orders and refunds from the address's filters, totals for the same contest and days,
 * the reconciler. Filters that do not hold (a From date after the To date, a value not understood) fall
 * back to none, with the reason, and every filter stays in the form as typed.
 */
export async function loadPaymentsPage(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "payments.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = PaymentsQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : PaymentsQuerySchema.parse({});
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, totals, periodTotals, reconciler] = await Promise.all([
      listPayments(db, query),
      paymentTotalsByContest(db, query),
      paymentTotalsByPeriod(db, query),
      reconcilerStatus(db),
    ]);
    const typed = (key: "q" | "state" | "contestId" | "from" | "to") => query[key] ?? (parsed.success ? "" : (params[key] ?? ""));
    return {
      list,
      totals,
      periodTotals,
      reconciler,
      query: {
        q: typed("q"),
        state: typed("state"),
        contestId: typed("contestId"),
        from: typed("from"),
        to: typed("to"),
        sort: query.sort,
        dir: query.dir,
      },
      // The exports take the filters applied to the lists (none when the typed ones did not hold).
      exportQuery: new URLSearchParams(
        Object.entries({ q: query.q, state: query.state, contestId: query.contestId, from: query.from, to: query.to }).filter(
          (entry): entry is [string, string] => Boolean(entry[1]),
        ),
      ).toString(),
      filtersProblem: parsed.success ? null : (parsed.error.issues[0]?.message ?? "A filter in the address was not understood."),
      canCheckNow: may(staff.role, "payments.reconcile"),
      canOpenRegistrations: may(staff.role, "registrations.read"),
    };
  });
}
