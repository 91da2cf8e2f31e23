import type { RouterContextProvider } from "react-router";
import { listPayments } from "#server/services/console/payments/list-payments.ts";
import { paymentTotalsByContest } from "#server/services/console/payments/payment-totals.ts";
import { reconcilerStatus } from "#server/services/console/payments/reconciler-status.ts";
import { PaymentsQuerySchema } from "#shared/console/payments.ts";
import { may } from "#shared/permissions.ts";
import { appOf, loadPage } from "../page-loader.server.ts";
import { requireStaff } from "./staff.server.ts";

/**
 * The payments page: orders and refunds from the address's filters, totals, the reconciler. Filters that
 * do not hold (a From date after the To date, a value not understood) fall back to none, with the reason,
 * and the dates stay in the form as typed.
 */
export async function loadPaymentsPage(context: Readonly<RouterContextProvider>, request: Request) {
  const staff = await requireStaff(context, request, "payments.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = PaymentsQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : PaymentsQuerySchema.parse({});
  const { db } = appOf(context);
  return loadPage(async () => {
    const [list, totals, reconciler] = await Promise.all([listPayments(db, query), paymentTotalsByContest(db), reconcilerStatus(db)]);
    return {
      list,
      totals,
      reconciler,
      query: {
        state: query.state ?? "",
        contestId: query.contestId ?? "",
        from: query.from ?? (parsed.success ? "" : (params.from ?? "")),
        to: query.to ?? (parsed.success ? "" : (params.to ?? "")),
        sort: query.sort,
        dir: query.dir,
      },
      filtersProblem: parsed.success ? null : (parsed.error.issues[0]?.message ?? "A filter in the address was not understood."),
      canCheckNow: may(staff.role, "payments.reconcile"),
    };
  });
}
