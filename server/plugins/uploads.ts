import type { FastifyInstance } from "fastify";
import { encryptionKeyWarning } from "../services/encryption/encryption.ts";
import { sweepPendingUploads } from "../services/storage/sweep-pending-uploads.ts";

const SWEEP_EVERY_MS = 15 * 60 * 1000;
/**
 * The first sweep waits 1-3 minutes after start: it only finishes files older than an hour, so
 * nothing is gained at the start itself, while a process restarted during a spike (a deployment)
 * should give its first minutes to requests, and processes restarted together should not list the
 * storage together.
 */
export const firstSweepDelayMs = (random = Math.random()) => 60_000 + Math.floor(random * 120_000);

/**
 * Start-up and housekeeping of the uploads a route of this plugin's parent receives (the encryption
 * key was loaded with the app's context, so a bad key file already stopped start-up): production
 * warns when the key lives in DATA_DIR, and pending files left by a killed process are swept soon
 * after start and every 15 minutes.
 */
export async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  const sweep = () =>
    sweepPendingUploads(app.ctx)
      .then((result) => {
        if (result.committed + result.removed > 0) app.log.info(result, "pending uploads swept");
      })
      .catch((error) => app.log.error({ err: error }, "sweeping pending uploads failed"));

  app.addHook("onReady", async () => {
    const warning = encryptionKeyWarning(config);
    // On a local trial (npm start on this machine) it is information, not a fault to fix.
    if (warning && config.publicSite) app.log.warn(warning);
    else if (warning) app.log.info(`Local trial: ${warning} Fine for trying the site; a public site must.`);
    if (config.nodeEnv === "test") return;
    first = setTimeout(sweep, firstSweepDelayMs());
    first.unref();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
