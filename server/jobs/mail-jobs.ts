import type { FastifyInstance } from "fastify";
import { redactText } from "../logging.ts";
import { startReminderJob } from "./mail-reminders.ts";
import { type MailWorker, type MailWorkerOptions, startMailWorker } from "./mail-worker.ts";

/**
 * Starts the mail worker and the reminder job when the app is ready and stops them when it closes
 * (after the message being sent, so a shutdown loses nothing; see docs/mail.md). Test-mail mode is
 * announced at start, since nothing reaches a real inbox then.
 */
export function registerMailJobs(app: FastifyInstance, options: { run: boolean; worker?: MailWorkerOptions }): void {
  const { config } = app.ctx;
  let worker: MailWorker | undefined;
  let stopReminders: (() => void) | undefined;
  app.addHook("onReady", async () => {
    if (config.mail.mode === "test") {
      // Only a local trial runs in test-mail mode (a public site refuses it): information, not a warning.
      app.log.info(
        `Test-mail mode: SMTP_URL is not set, so no e-mail leaves this machine; messages appear at ${config.publicUrl}/dev/mailbox`,
      );
    }
    if (!options.run) return;
    worker = startMailWorker(app.ctx.db, config, {
      ...options.worker,
      onError: (error) => app.log.error({ err: error }, "mail worker failed"),
      onResult: (result) => {
        if (result.outcome === "sent") return;
        const detail = {
          mail: { id: result.id, template: result.template, attempts: result.attempts, error: redactText(result.error ?? "") },
        };
        if (result.outcome === "failed") app.log.error(detail, "mail given up after its last attempt");
        else app.log.warn(detail, `mail ${result.outcome === "retry" ? "will be retried" : "skipped"}`);
      },
    });
    stopReminders = startReminderJob(app.ctx.db, {
      onError: (error) => app.log.error({ err: error }, "registration reminders failed"),
      onEnqueued: (count) => app.log.info({ reminders: count }, "registration reminders enqueued"),
    });
  });
  app.addHook("onClose", async () => {
    stopReminders?.();
    await worker?.stop();
  });
}
