import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { apiPost } from "#app/lib/api-client.ts";
import { type CheckNowResult, type ReconcileReportView, type ReconcilerStatus, STUCK_ORDER_MINUTES } from "#shared/console/payments.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { OrderStateBadge, ProviderId } from "./order-state-badge";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";

const reportText = (report: ReconcileReportView) =>
  `checked ${report.checked}, completed ${report.completed}, refunded ${report.refunded}, failed ${report.failed}, not reached ${report.errors}`;

/** One line at the top of the page: when the reconciler last ran and whether anything waits. */
export function ReconcilerSummary({ status }: { status: ReconcilerStatus }) {
  const waiting = status.stuckOrdersTotal + status.pendingRefundsTotal;
  const problem = waiting > 0 || Boolean(status.lastRun?.error);
  return (
    <p
      className={`rounded-xl px-4 py-3 text-sm ${problem ? "border border-amber-300 bg-amber-50 text-amber-950" : "border border-gray-200 bg-white text-gray-800"}`}
    >
      <span className="font-semibold">Reconciler: </span>
      {status.lastRun ? `last run ${formatIstDateTime(status.lastRun.finishedAt ?? status.lastRun.startedAt)}` : "no run recorded yet"}
      {" · "}
      {status.stuckOrdersTotal} open order{status.stuckOrdersTotal === 1 ? "" : "s"} over an hour old · {status.pendingRefundsTotal} refund
      {status.pendingRefundsTotal === 1 ? "" : "s"} pending
      {status.lastRun?.error ? " · the last run failed" : ""}{" "}
      <a href="#reconciler" className="font-semibold text-brand-800 underline underline-offset-2">
        Details
      </a>
    </p>
  );
}

type CheckNowMessage = { kind: "error" | "done"; text: string };

/** "Check now": one pass on the server, its answer as a message, then the page's figures again. */
function useCheckNow() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<CheckNowMessage | null>(null);

  const checkNow = async () => {
    setBusy(true);
    setMessage(null);
    const answer = await apiPost<CheckNowResult>("/api/admin/payments/reconciler/check-now", {});
    setBusy(false);
    if (!answer.ok) return setMessage({ kind: "error", text: answer.body.message });
    setMessage({ kind: "done", text: answer.body.message });
    revalidator.revalidate();
  };
  return { busy, message, checkNow };
}

/** The last run and the last run that changed something. */
function RunFacts({ run }: { run: ReconcilerStatus["lastRun"] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold text-gray-800">Last run</dt>
      <dd className="text-gray-900">
        {run
          ? `${formatIstDateTime(run.startedAt)} (${run.trigger === "console" ? "Check now" : "scheduled"})${run.report ? `: ${reportText(run.report)}` : ""}`
          : "None recorded yet."}
        {run?.error ? <span className="block font-medium text-red-800">It failed: {run.error}</span> : null}
      </dd>
      <dt className="font-semibold text-gray-800">Last change</dt>
      <dd className="text-gray-900">
        {run?.lastChangeAt && run.lastChangeReport
          ? `${formatIstDateTime(run.lastChangeAt)}: ${reportText(run.lastChangeReport)}`
          : "None recorded yet."}
      </dd>
    </dl>
  );
}

function CheckNow({ canCheckNow }: { canCheckNow: boolean }) {
  const { busy, message, checkNow } = useCheckNow();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {canCheckNow ? (
        <button
          type="button"
          onClick={checkNow}
          disabled={busy}
          aria-busy={busy || undefined}
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          {busy ? "Checking…" : "Check now"}
        </button>
      ) : (
        <p className="text-sm text-gray-700">An editor or owner can run a check now; it also runs by itself every minute.</p>
      )}
      <div aria-live="polite" className="min-w-0 flex-1">
        {message ? (
          <p
            role={message.kind === "error" ? "alert" : "status"}
            className={`text-sm font-medium ${message.kind === "error" ? "text-red-800" : "text-green-900"}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const itemClass = "flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-gray-200 bg-white px-4 py-2 text-sm";

/** Orders nobody reported after STUCK_ORDER_MINUTES: the oldest, with a way to their registration. */
function StuckOrders({ status, canOpenRegistrations }: { status: ReconcilerStatus; canOpenRegistrations: boolean }) {
  return (
    <>
      <h3 className="text-lg font-bold text-ink">
        Orders open for over {STUCK_ORDER_MINUTES} minutes ({status.stuckOrdersTotal})
      </h3>
      {status.stuckOrders.length === 0 ? (
        <p className="text-sm text-gray-700">None: every order older than an hour is paid, failed or refunded.</p>
      ) : (
        <ul className="grid gap-2">
          {status.stuckOrders.map((order) => (
            <li key={order.orderId} className={itemClass}>
              <OrderStateBadge state={order.state} />
              <span className="whitespace-nowrap">{formatIstDateTime(order.createdAt)}</span>
              <span className="min-w-0 flex-1">{order.contestTitle}</span>
              <span className="whitespace-nowrap tabular-nums">{formatPaiseForAccounts(order.amountPaise)}</span>
              <ProviderId value={order.providerOrderId} />
              {canOpenRegistrations ? (
                <Link
                  to={`/admin/registrations/${order.registrationId}`}
                  className="relative inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
                >
                  Registration<span className="sr-only"> of this {order.contestTitle} order</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {status.stuckOrdersTotal > status.stuckOrders.length ? (
        <p className="text-sm text-gray-700">
          The oldest {status.stuckOrders.length} are shown; filter the orders by "Awaiting payment" for all.
        </p>
      ) : null}
    </>
  );
}

function PendingRefunds({ status }: { status: ReconcilerStatus }) {
  return (
    <>
      <h3 className="text-lg font-bold text-ink">Refunds not yet confirmed ({status.pendingRefundsTotal})</h3>
      {status.pendingRefunds.length === 0 ? (
        <p className="text-sm text-gray-700">None: the gateway has confirmed every refund.</p>
      ) : (
        <ul className="grid gap-2">
          {status.pendingRefunds.map((refund) => (
            <li key={refund.refundId} className={itemClass}>
              <span className="whitespace-nowrap">{formatIstDateTime(refund.createdAt)}</span>
              <span className="min-w-0 flex-1">
                {refund.contestTitle} · {refund.reason}
              </span>
              <span className="whitespace-nowrap tabular-nums">{formatPaiseForAccounts(refund.amountPaise)}</span>
              <ProviderId value={refund.providerPaymentId} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The payment reconciler: its last run and last change, what it has not settled, and "Check now"
 * (editors and owners) that runs one pass on the server under the job's lock and says what it did.
 */
export function ReconcilerPanel({
  status,
  canCheckNow,
  canOpenRegistrations,
}: {
  status: ReconcilerStatus;
  canCheckNow: boolean;
  canOpenRegistrations: boolean;
}) {
  return (
    <section id="reconciler" aria-labelledby="reconciler-title" className="grid min-w-0 scroll-mt-4 grid-cols-1 gap-3">
      <div>
        <h2 id="reconciler-title" className="text-xl font-bold text-ink">
          Reconciler
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Every minute it asks the gateway about orders nobody reported, completes or refunds what was paid, and asks again for refunds not
          yet confirmed.
        </p>
      </div>
      <div className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4">
        <RunFacts run={status.lastRun} />
        <CheckNow canCheckNow={canCheckNow} />
      </div>
      <StuckOrders status={status} canOpenRegistrations={canOpenRegistrations} />
      <PendingRefunds status={status} />
    </section>
  );
}
