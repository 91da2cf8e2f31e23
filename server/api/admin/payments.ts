import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CheckNowAnswer,
  PaymentsListAnswer,
  PaymentsQuerySchema,
  PaymentTotalsAnswer,
  PeriodTotalsAnswer,
  ReconcilerStatusAnswer,
  RefundAnswerSchema,
  RefundParamsSchema,
  RefundPreviewAnswer,
  RefundRequestSchema,
} from "#shared/console/payments.ts";
import { runReconcilerNow } from "../../jobs/reconciler.ts";
import { recordAudit } from "../../services/audit-log/record-audit.ts";
import { findReceiptForConsole } from "../../services/console/payments/console-receipt.ts";
import { listPayments } from "../../services/console/payments/list-payments.ts";
import { exportPaymentsCsv, paymentsExportFileName } from "../../services/console/payments/export-payments.ts";
import { paymentTotalsByContest, paymentTotalsByPeriod } from "../../services/console/payments/payment-totals.ts";
import { reconcilerStatus } from "../../services/console/payments/reconciler-status.ts";
import { previewRefund, refundMessages, refundRegistration } from "../../services/console/payments/refund-registration.ts";
import { answers, optionalBody, type ZodApi } from "../schemas.ts";
import { receiptFileName } from "../../services/file-names.ts";
import { sendPdfDownload } from "../pdf-download.ts";
import { formatPaiseForAccounts } from "#shared/i18n/accounts-format.ts";
import { staffIdOf as staffId } from "./signed-in-staff.ts";

/** Payments, totals, the reconciler and refunds (docs/payments-and-capacity.md, refunds from the console). */
export default async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  listRoutes(api);
  reconcilerRoutes(api, app);
  refundRoutes(api);
}

/** Payments, their totals, and the reconciler's state. */
function listRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/payments",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "Payment orders (filtered by state, contest and IST dates; 50 a page) and the payments refunded beside them",
        description: "`page` pages the orders, `refundsPage` the refunds; `sort` is created, updated or amount.",
        querystring: PaymentsQuerySchema,
        response: answers(PaymentsListAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await listPayments(ctx.db, request.query) }),
  );

  api.get(
    "/payments/totals",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "Per contest: collected (captured payments), refunded (done or pending) and net, in paise",
        description:
          "`contestId`, `from` and `to` (IST days, both included) narrow it: a payment counts on the day it was " +
          "captured, a refund on the day it was asked for.",
        querystring: PaymentsQuerySchema,
        response: answers(PaymentTotalsAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await paymentTotalsByContest(ctx.db, request.query) }),
  );

  api.get(
    "/payments/totals/by-period",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "Collected, refunded and net per IST day (with a From or To day) or per IST month (without), newest first, in paise",
        description: "The same filters and dating as `/payments/totals`.",
        querystring: PaymentsQuerySchema,
        response: answers(PeriodTotalsAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await paymentTotalsByPeriod(ctx.db, request.query) }),
  );

  for (const [path, kind] of [
    ["/payments/export.csv", "orders"],
    ["/payments/refunds.csv", "refunds"],
  ] as const) {
    api.get(
      path,
      {
        config: { action: "payments.read" },
        schema: {
          tags: ["Admin"],
          summary:
            kind === "orders"
              ? "The payment orders matching the page's filters as a CSV file (UTF-8 with BOM, IST times, amounts in rupees), streamed"
              : "The refunded payments matching the page's filters as a CSV file (UTF-8 with BOM, IST times, amounts in rupees), streamed",
          description: "Oldest first. Each export is in the audit log with its filters and row count.",
          querystring: PaymentsQuerySchema,
          response: answers(z.string().describe("The CSV file: text/csv; charset=utf-8, with a byte-order mark")),
        },
      },
      async (request, reply) => {
        const fileName = await paymentsExportFileName(ctx.db, kind, request.query);
        reply
          .header("cache-control", "no-store")
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`);
        return reply.send(exportPaymentsCsv(ctx.db, kind, { filters: request.query, staffId: staffId(request) }) as never);
      },
    );
  }

  api.get(
    "/payments/reconciler",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "The payment reconciler's last run, orders open for over an hour and refunds not yet confirmed",
        response: answers(ReconcilerStatusAnswer),
      },
    },
    async () => ({ isOk: true as const, data: await reconcilerStatus(ctx.db) }),
  );
}

/** Running the reconciler now (on `app`, whose scheduled run it waits for). */
function reconcilerRoutes(api: ZodApi, app: FastifyInstance): void {
  const ctx = api.ctx;

  api.post(
    "/payments/reconciler/check-now",
    {
      config: { action: "payments.reconcile" },
      schema: {
        tags: ["Admin"],
        summary: "Run one pass of the payment reconciler now, under its job lock, and answer what it did",
        description:
          "Role: editor. The pass does only what the every-minute run would (each change is idempotent). `ran` is false when " +
          "another process of the site holds the reconciler's lock; it runs there within a minute.",
        body: optionalBody(z.object({})),
        response: answers(CheckNowAnswer),
      },
    },
    async (request) => {
      const run = await runReconcilerNow(app, { databaseUrl: ctx.config.databaseUrl });
      const report = run.ran ? run.report : null;
      await recordAudit(ctx.db, {
        staffId: staffId(request),
        action: "check-now",
        entity: "payment-reconciler",
        changedFields: report ?? { ran: false },
      });
      const message = report
        ? `Checked ${report.checked} order${report.checked === 1 ? "" : "s"}: ${report.completed} completed, ${report.refunded} refunded, ${report.failed} failed, ${report.errors} not reached.`
        : "Another process of the site is running the reconciler; it checks again within a minute.";
      return { isOk: true as const, message, ran: run.ran, report };
    },
  );
}

/** A refund's preview, and the refund. */
function refundRoutes(api: ZodApi): void {
  const ctx = api.ctx;

  api.get(
    "/registrations/:registrationId/refund",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "Whether a registration can be refunded, and what the confirmation names (creator, contest, amount)",
        params: RefundParamsSchema,
        response: answers(RefundPreviewAnswer),
      },
    },
    async (request) => ({ isOk: true as const, data: await previewRefund(ctx.db, request.params.registrationId) }),
  );

  api.get(
    "/registrations/:registrationId/receipt.pdf",
    {
      config: { action: "payments.read" },
      schema: {
        tags: ["Admin"],
        summary: "The payment receipt a registration was given, as the creator's PDF (A4, English); kept after a refund",
        description: "404 for a registration without a receipt (free, unpaid, or refunded before it completed).",
        params: RefundParamsSchema,
        response: answers(z.string().describe("The receipt: application/pdf")),
      },
    },
    async (request, reply) => {
      const receipt = await findReceiptForConsole(ctx.db, request.params.registrationId);
      const { renderReceiptPdf } = await import("../../services/receipts/render-receipt-pdf.ts");
      const pdf = await renderReceiptPdf(receipt, "en");
      return sendPdfDownload(reply, receiptFileName(receipt), pdf);
    },
  );

  api.post(
    "/registrations/:registrationId/refund",
    {
      config: { action: "payments.refund" },
      schema: {
        tags: ["Admin"],
        summary: "Refund a completed paid registration in full: it leaves the public list and its place is freed",
        description:
          "Role: owner. Needs `{ confirm: true, reason }`: the reason (5 to 500 characters) is audited and quoted in the creator's refund e-mail. Idempotent: the refund is keyed on the registration's paid payment " +
          "(`X-Refund-Idempotency: refund-<payment id>` at the gateway), so a second click or a retry answers the first refund " +
          "(`repeated: true`) and the gateway is asked once. 409 for a free, not completed or winning registration. " +
          "`refundState` pending: the gateway has not confirmed yet; the reconciler asks again every minute.",
        params: RefundParamsSchema,
        body: RefundRequestSchema,
        response: answers(RefundAnswerSchema),
      },
    },
    async (request) => {
      const result = await refundRegistration(ctx, {
        staffId: staffId(request),
        registrationId: request.params.registrationId,
        reason: request.body.reason,
      });
      const amount = formatPaiseForAccounts(result.amountPaise);
      return {
        isOk: true as const,
        message: result.refundState === "refunded" ? refundMessages.refunded(amount) : refundMessages.pending(amount),
        refundState: result.refundState,
        amountPaise: result.amountPaise,
        repeated: result.repeated,
      };
    },
  );
}
