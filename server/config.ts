import { isIP } from "node:net";
import path from "node:path";
import type { z } from "zod";
import { defaultHost, EnvSchema, isLocalTrial, isLoopback, isPublicSite } from "./config-env.ts";

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The site's origin, no trailing slash: every absolute URL (canonical, og:, e-mail links) starts with it. */
  publicUrl: string;
  /** NODE_ENV=production reachable by others (see isPublicSite): no test modes. */
  publicSite: boolean;
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiBase: string };
  sessionSecret?: string;
  encryptionKey?: string;
  /** A file outside DATA_DIR holding the key (docs/uploads-and-storage.md). */
  encryptionKeyFile?: string;
  /** Uploads processed at once, how many may wait for a turn, and the disk they may fill per hour. */
  uploads: { concurrency: number; queue: number; quotaBytesPerHour: number };
  /**
   * Deadlines of request bodies: at least minBytesPerSecond over every windowMs, and at most maxMs in
   * all (less for a small body: a window plus its declared length at the minimum rate).
   */
  bodies: { minBytesPerSecond: number; windowMs: number; maxMs: number };
  seedDemo: boolean;
  logLevel: string;
  /** Which proxies' X-Forwarded-For/-Proto headers count (proxy-addr syntax: keywords, IPs, CIDRs). */
  trustProxy: string;
  /** Serve the OpenAPI page at /api/docs. */
  apiDocs: boolean;
  /** Bearer token a Prometheus scraper must send to GET /metrics; without it there is no /metrics. */
  metricsToken?: string;
  /** On SIGTERM, how long to stay up answering while unready, so a balancer stops sending visitors first. */
  shutdownDelayMs: number;
  /** Uploaded files in an S3-compatible object store instead of DATA_DIR (docs/uploads-and-storage.md). */
  s3?: S3Config;
  /** Outgoing mail (docs/mail.md): over SMTP, or in test-mail mode into the /dev/mailbox page. */
  mail: { mode: "smtp" | "test"; smtpUrl: string | null; from: string };
};

export type S3Config = {
  bucket: string;
  /** Identity documents go here when set; otherwise under private/ in `bucket`. */
  privateBucket?: string | undefined;
  /** An S3-compatible server (MinIO, R2, Spaces…); AWS itself when absent. */
  endpoint?: string | undefined;
  region: string;
  /** Without them the SDK's usual sources apply (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (https://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Where browsers fetch public media straight from the bucket or a CDN; otherwise the site serves it. */
  publicMediaUrl?: string | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once at start-up; the first problem becomes one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const host = e.HOST ?? defaultHost(e.PUBLIC_URL);
  const publicSite = isPublicSite(
    e.NODE_ENV === "production",
    Boolean(e.PUBLIC_URL?.startsWith("https://")),
    isLocalTrial(host, e.PUBLIC_URL),
  );
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : listeningOrigin(host, e.PORT),
    publicSite,
    razorpay: razorpayConfig(e),
    sessionSecret: e.SESSION_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    encryptionKeyFile: e.ENCRYPTION_KEY_FILE ? path.resolve(e.ENCRYPTION_KEY_FILE) : undefined,
    uploads: { concurrency: e.UPLOAD_CONCURRENCY, queue: e.UPLOAD_QUEUE, quotaBytesPerHour: e.UPLOAD_QUOTA_MB_PER_HOUR * 1024 * 1024 },
    bodies: { minBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND, windowMs: e.BODY_RATE_WINDOW_MS, maxMs: e.BODY_TIMEOUT_S * 1000 },
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY.split(",")
      .map((entry) => entry.trim())
      .join(", "),
    // The API's description helps integrators; a public site shows it only when asked to.
    apiDocs: e.API_DOCS ?? !publicSite,
    metricsToken: e.METRICS_TOKEN,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    s3: s3Config(e),
    mail: {
      mode: e.SMTP_URL ? "smtp" : "test",
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `CreatorCup <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    },
  };
}

type Env = z.infer<typeof EnvSchema>;

/** The environment without its empty variables, checked; the first problem becomes a ConfigError. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
  }
  return parsed.data;
}

/** Razorpay's keys when both are set; without them payments run in the simulated checkout. */
function razorpayConfig(e: Env): Config["razorpay"] {
  return e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
    ? {
        keyId: e.RAZORPAY_KEY_ID,
        keySecret: e.RAZORPAY_KEY_SECRET,
        webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
        apiBase: e.RAZORPAY_API_BASE,
      }
    : undefined;
}

/** The object store when S3_BUCKET names one; otherwise files stay under DATA_DIR. */
function s3Config(e: Env): S3Config | undefined {
  return e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        privateBucket: e.S3_PRIVATE_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        publicMediaUrl: e.PUBLIC_MEDIA_URL?.replace(/\/+$/, ""),
      }
    : undefined;
}

/** The site's own domain for the default sender; a local trial has none, so a reserved example name. */
function mailDomain(publicUrl: string | undefined): string {
  const hostname = publicUrl ? new URL(publicUrl).hostname : "";
  return hostname.includes(".") && isIP(hostname) === 0 && !isLoopback(hostname) ? hostname : "creatorcup.example";
}

/** Without PUBLIC_URL: where this server answers, never what a request's Host header claims. */
function listeningOrigin(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = wildcard ? "localhost" : isIP(host) === 6 ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
