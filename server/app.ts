import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Database } from "#db/client.ts";
import { apiPlugin } from "./api/index.ts";
import { mailRoutes } from "./api/mail.ts";
import type { Config } from "./config.ts";
import { type AppServices, createAppContext } from "./context.ts";
import { errorHandler } from "./error-handler.ts";
import { registerMailJobs } from "./jobs/mail-jobs.ts";
import { languagesPlugin } from "./plugins/languages.ts";
import { loggerOptions } from "./logging.ts";
import { bodyDeadlinePlugin } from "./plugins/body-deadline.ts";
import { invalidationPlugin } from "./plugins/cache-invalidation.ts";
import { consolePagesPrivatePlugin } from "./plugins/console-pages-private.ts";
import { healthPlugin } from "./plugins/health.ts";
import { imageRoutes } from "./plugins/image-variants.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { pageCachePlugin } from "./plugins/page-cache.ts";
import { type LoadServerBuild, reactRouterPlugin } from "./plugins/react-router.ts";
import { s3MediaRoutes } from "./plugins/s3-media.ts";
import { securityPlugin } from "./plugins/security.ts";
import { startIdentityPruning } from "./services/identity/pruning.ts";
import { startRateLimitPruning } from "./services/rate-limit.ts";
import { holdClaimantLock } from "./services/registration/order-claims.ts";
import { s3StorageOf } from "./services/storage/storage.ts";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** The React Router server build; without it only the API and media are served (API tests). */
  web?: {
    loadBuild: LoadServerBuild;
    mode: "production" | "development";
    /** Built client assets (production); in development Vite serves them. */
    clientDir?: string;
    /** Mounts Vite's dev middleware before the pages (development). */
    beforePages?: (app: FastifyInstance) => Promise<void>;
  };
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it back). */
  logStream?: { write: (line: string) => void };
  /** How often old rate-limit rows are pruned (10 minutes). */
  rateLimitPruneEveryMs?: number;
  /** Run the mail worker and reminders in this process (default: except under NODE_ENV=test, where tests drive them). */
  mailWorker?: boolean;
  /** Parts used instead of the configured ones (tests' stand-ins); see createAppContext. */
  services?: Partial<AppServices>;
};

/** The whole site as one Fastify plugin tree: external plugins → API → media → pages last. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createServer(options);

  app.decorate("ctx", createAppContext(database.db, config, options.services));
  // Invalidations reach every process on the same PostgreSQL (docs/scale-out.md).
  await app.register(invalidationPlugin, { databaseUrl: database.kind === "postgres" ? database.url : undefined });
  app.setErrorHandler(errorHandler);
  // Slow request bodies are dropped everywhere; uploads start their watch once they have a turn.
  await app.register(bodyDeadlinePlugin, config.bodies);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  // Every 429 says when to come back, whichever part of the app refused.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (reply.statusCode === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    return payload;
  });
  await addBackgroundJobs(app, options);

  // Before the security plugin, the API and the pages: a hit skips their per-request work, and it
  // wraps their handlers to learn what they read (docs/scale-out.md, the page cache).
  // Before the page cache: the Hindi-first visitor's redirect at / is answered before a shared English copy is.
  await app.register(languagesPlugin);
  await app.register(pageCachePlugin, { enabled: options.web?.mode !== "development", publicUrl: config.publicUrl });
  await app.register(securityPlugin, { development: options.web?.mode === "development", publicUrl: config.publicUrl });
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie);

  await app.register(healthPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, poolStats: database.poolStats });
  await app.register(apiPlugin, { prefix: "/api" });
  await app.register(mailRoutes);

  await registerMedia(app, config);
  await registerPages(app, options.web);
  return app;
}

/** The bare Fastify instance: logging, proxies, request ids and time limits. */
function createServer(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  return Fastify({
    logger:
      options.logger === false
        ? false
        : ({ ...loggerOptions(config.logLevel), stream: options.logStream } as FastifyServerOptions["logger"]),
    // Only the proxies named in TRUST_PROXY (loopback by default) may speak for the client (X-Forwarded-*).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Our own id for every request: a client's x-request-id could forge or collide with another's log lines.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // While shutting down, a request already on its way over a kept-alive connection is answered, not
    // refused with a 503: its visitor would see an error during a routine restart (docs/scale-out.md).
    return503OnClosing: false,
    // The backstop behind the body deadlines (plugins/body-deadline.ts): no request takes longer to arrive.
    requestTimeout: config.bodies.maxMs + config.bodies.windowMs,
  });
}

/** The periodic work each process runs beside serving requests, started when the app is ready and stopped when it closes. */
async function addBackgroundJobs(app: FastifyInstance, options: BuildAppOptions): Promise<void> {
  const { config, database } = options;
  // The rate-limit table would otherwise keep every window and streak forever.
  let pruning: { stop: () => Promise<void> } | undefined;
  app.addHook("onReady", async () => {
    pruning = startRateLimitPruning(database.db, {
      everyMs: options.rateLimitPruneEveryMs,
      onError: (error) => app.log.error({ err: error }, "rate-limit pruning failed"),
    });
  });
  app.addHook("onClose", async () => pruning?.stop());
  // Lapsed e-mail codes and ended sessions of every kind would otherwise stay forever.
  let identityPruning: { stop: () => Promise<void> } | undefined;
  app.addHook("onReady", async () => {
    identityPruning = startIdentityPruning(database.db, {
      onError: (error) => app.log.error({ err: error }, "session and code pruning failed"),
    });
  });
  app.addHook("onClose", async () => identityPruning?.stop());
  // Completes or refunds payments the webhook never reported; tests call reconcilePendingPayments directly.
  if (config.nodeEnv !== "test") {
    // Scheduled drafts go public at their time; every process sweeps, each row publishes once (docs/publishing.md).
    const { startPublishingSweep } = await import("./jobs/publishing.ts");
    let publishing: { stop: () => Promise<void> } | undefined;
    app.addHook("onReady", async () => {
      publishing = startPublishingSweep(app);
    });
    app.addHook("onClose", async () => publishing?.stop());
    const { startPaymentReconciler } = await import("./jobs/reconciler.ts");
    let stopReconciler: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      // One process at a time runs it: the holder of its PostgreSQL advisory lock (docs/scale-out.md).
      stopReconciler = startPaymentReconciler(app, { databaseUrl: database.kind === "postgres" ? database.url : undefined });
    });
    app.addHook("onClose", async () => stopReconciler?.());
    // Personal data retention and guardians' deadlines, once across processes (docs/privacy.md#retention).
    const { startRetentionJob } = await import("./jobs/retention.ts");
    let stopRetention: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      stopRetention = startRetentionJob(app, { databaseUrl: database.kind === "postgres" ? database.url : undefined });
    });
    app.addHook("onClose", async () => stopRetention?.());
  }
  // Other processes see this one's create-order claims as live while it runs (order-claims.ts).
  holdClaimantLock(app, database.kind === "postgres" ? database.url : undefined);
  // Sends the mail outbox and enqueues reminders, in every process (docs/mail.md).
  registerMailJobs(app, { run: options.mailWorker ?? config.nodeEnv !== "test" });
}

/** Uploaded files: resized public images, then the files themselves from the bucket or the data folder. */
async function registerMedia(app: FastifyInstance, config: Config): Promise<void> {
  // Resized copies of public uploads for srcset (fixed widths, WebP, cached on disk).
  await app.register(imageRoutes);
  const bucket = s3StorageOf(app.ctx.storage);
  if (bucket) {
    // Files live in an S3-compatible bucket shared by every process (docs/uploads-and-storage.md).
    await app.register(s3MediaRoutes, { storage: bucket, publicMediaUrl: config.s3?.publicMediaUrl });
  } else {
    const publicUploads = path.join(config.dataDir, "uploads", "public");
    await app.register(fastifyStatic, {
      root: publicUploads,
      prefix: "/uploads/",
      decorateReply: false,
      maxAge: "7d",
      index: false,
      allowedPath: (pathName) => !pathName.includes(".."),
    });
  }
}

/** The built client assets and the React Router pages, last; without them an unknown path is a JSON 404. */
async function registerPages(app: FastifyInstance, web: BuildAppOptions["web"]): Promise<void> {
  if (web?.clientDir && existsSync(web.clientDir)) {
    await app.register(fastifyStatic, {
      root: web.clientDir,
      prefix: "/",
      decorateReply: false,
      index: false,
      wildcard: false,
      // The build wrote each script and style beside itself as .br and .gz (scripts/precompress-assets.ts).
      preCompressed: true,
      // Hashed file names never change, so browsers may keep them for a year.
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  if (web?.beforePages) await web.beforePages(app);
  if (web) {
    await app.register(consolePagesPrivatePlugin);
    await app.register(reactRouterPlugin, { loadBuild: web.loadBuild, mode: web.mode });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ isOk: false, message: "Not found" }));
  }
}
