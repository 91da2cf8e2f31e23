import type { FastifyInstance } from "fastify";
import { reconcilePendingPayments } from "../services/registration/reconcile-payments.ts";

export const RECONCILE_INTERVAL_MS = 60_000;

/**
 * Runs reconcilePendingPayments every minute in this process (unref'd: it never keeps the process
 * alive) and stops when the app closes. Several processes may run it; each change is idempotent.
 */
export function startPaymentReconciler(app: FastifyInstance, intervalMs = RECONCILE_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await reconcilePendingPayments(app.ctx);
      if (report.completed || report.refunded || report.failed || report.errors) app.log.info({ reconcile: report }, "payments reconciled");
    } catch (error) {
      app.log.error({ err: error }, "payment reconciler failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
