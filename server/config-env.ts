import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { keyFileProblem } from "./services/encryption/encryption.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const proxyKeywords = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One entry of TRUST_PROXY: a proxy-addr keyword, an IP address or a CIDR range. */
function isProxyEntry(entry: string): boolean {
  if (proxyKeywords.has(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** Hosts that only this machine can reach: a start bound to one of them is a local trial. */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
export const isLoopback = (host: string) => loopbackHosts.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

const EnvObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number from 0 to 65535" })
    .int("must be a whole number from 0 to 65535")
    .min(0, "must be a whole number from 0 to 65535")
    .max(65535, "must be a whole number from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) origin like https://creatorcup.in" })
    .refine((value) => {
      const url = new URL(value);
      return url.pathname.replace(/\/+$/, "") === "" && !url.search && !url.hash && !url.username && !url.password;
    }, "must be an origin like https://creatorcup.in, with no path, query or credentials")
    .optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, "must look like rzp_test_… or rzp_live_…")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, "must be 64 hex characters (32 bytes)")
    .optional(),
  ENCRYPTION_KEY_FILE: z.string().min(1).optional(),
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1, "must be at least 1").default(8),
  UPLOAD_QUEUE: z.coerce.number().int().min(0, "must be 0 or more").default(32),
  UPLOAD_QUOTA_MB_PER_HOUR: z.coerce.number().int().min(1, "must be at least 1").default(4096),
  // A request body that arrives slower than this, over any window, is dropped (docs/security.md).
  BODY_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(1, "must be at least 1").default(2048),
  BODY_RATE_WINDOW_MS: z.coerce.number().int().min(10, "must be at least 10").default(20_000),
  BODY_TIMEOUT_S: z.coerce.number().int().min(1, "must be at least 1").default(600),
  SEED_DEMO: booleanFlag.optional(),
  // Loopback only: a proxy on a private network must be named, or anyone there could pick their address.
  TRUST_PROXY: z
    .string()
    .min(1)
    .default("loopback")
    .refine(
      (value) => value.split(",").every((entry) => isProxyEntry(entry.trim())),
      "must list proxies as IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal",
    ),
  API_DOCS: booleanFlag.optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  SHUTDOWN_DELAY_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds from 0 to 30000" })
    .int("must be a whole number of milliseconds from 0 to 30000")
    .min(0, "must be a whole number of milliseconds from 0 to 30000")
    .max(30_000, "must be a whole number of milliseconds from 0 to 30000")
    .default(0),
  // An S3-compatible bucket instead of DATA_DIR for uploaded files (docs/uploads-and-storage.md).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)")
    .optional(),
  S3_PRIVATE_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)")
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL like https://s3.example.com" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  PUBLIC_MEDIA_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL like https://media.creatorcup.in" })
    .refine((value) => !new URL(value).search && !new URL(value).hash, "must have no query or fragment")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must look like smtp://user:password@host:587 or smtps://user:password@host:465" })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      "must be an address like CreatorCup <no-reply@creatorcup.in>",
    )
    .optional(),
});

type Env = z.infer<typeof EnvObject>;

/** The environment's variables, each checked alone, then the rules between them (the first problem is reported). */
export const EnvSchema = EnvObject.superRefine((env, ctx) => {
  checkPairedSettings(env, ctx);
  checkReachableSiteRules(env, ctx);
});

/** Settings that come in pairs or need another: one key source, S3 credentials and buckets, Razorpay's id and secret. */
function checkPairedSettings(env: Env, ctx: z.RefinementCtx): void {
  if (env.ENCRYPTION_KEY && env.ENCRYPTION_KEY_FILE) {
    ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY_FILE"], message: "and ENCRYPTION_KEY cannot both be set" });
  }
  const keyFile = env.ENCRYPTION_KEY_FILE && keyFileProblem(path.resolve(env.ENCRYPTION_KEY_FILE));
  if (keyFile) ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY_FILE"], message: keyFile });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: "custom", path: ["S3_ACCESS_KEY_ID"], message: "and S3_SECRET_ACCESS_KEY must be set together" });
  }
  for (const name of ["S3_PRIVATE_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "PUBLIC_MEDIA_URL"] as const) {
    if (env[name] && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: [name], message: "needs S3_BUCKET (the object storage it belongs to)" });
  }
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    ctx.addIssue({
      code: "custom",
      path: ["RAZORPAY_KEY_ID"],
      message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
    });
  }
}

/**
 * What a site others can reach must have: a PUBLIC_URL, real payments with a live key only over https
 * in production, and real mail. A local trial may run without them.
 */
function checkReachableSiteRules(env: Env, ctx: z.RefinementCtx): void {
  const production = env.NODE_ENV === "production";
  const host = env.HOST ?? defaultHost(env.PUBLIC_URL);
  const localTrial = isLocalTrial(host, env.PUBLIC_URL);
  // Without PUBLIC_URL absolute URLs would come from the Host header, which any client chooses.
  if (production && !env.PUBLIC_URL && !isLoopback(host)) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: `is required in production when the site listens beyond this machine (HOST=${host}); for a local trial leave HOST unset`,
    });
  }
  const https = Boolean(env.PUBLIC_URL?.startsWith("https://"));
  const live = env.RAZORPAY_KEY_ID?.startsWith("rzp_live_");
  if (env.RAZORPAY_KEY_ID && live && !(production && https)) {
    ctx.addIssue({
      code: "custom",
      path: ["RAZORPAY_KEY_ID"],
      message: "is a live key, refused outside production (NODE_ENV=production with an https PUBLIC_URL)",
    });
  }
  if (!env.RAZORPAY_KEY_ID && isPublicSite(production, https, localTrial)) {
    // The simulated checkout lets anyone "pay"; a site others can reach must take real payments.
    ctx.addIssue({
      code: "custom",
      path: ["RAZORPAY_KEY_ID"],
      message: "is required in production (the simulated checkout is for local trials on HOST=localhost over http)",
    });
  }
  if (!env.SMTP_URL && env.NODE_ENV !== "test" && !localTrial) {
    // Test-mail mode shows sign-in codes in answers and on /dev/mailbox: a site others can reach,
    // in production or in development, must really send mail.
    ctx.addIssue({
      code: "custom",
      path: ["SMTP_URL"],
      message: `is required when the site is reachable beyond this machine (HOST=${host}${env.PUBLIC_URL ? `, PUBLIC_URL=${env.PUBLIC_URL}` : ""}): test-mail mode shows sign-in codes to anyone, and is only for a local trial (HOST unset or loopback, no PUBLIC_URL beyond localhost)`,
    });
  }
  if (env.RAZORPAY_KEY_ID && !live && production && https) {
    ctx.addIssue({ code: "custom", path: ["RAZORPAY_KEY_ID"], message: "is a test key, refused in production" });
  }
}

/** Listen where PUBLIC_URL points: this machine only, unless it names another host. */
export function defaultHost(publicUrl: string | undefined): string {
  if (!publicUrl) return "localhost";
  return isLoopback(new URL(publicUrl).hostname) ? "localhost" : "0.0.0.0";
}

/**
 * A local trial is reachable from this machine only: it listens on loopback and its PUBLIC_URL, if
 * any, names this machine. A loopback HOST behind a proxy for `http://creatorcup.in` is not one.
 */
export function isLocalTrial(host: string, publicUrl: string | undefined): boolean {
  return isLoopback(host) && (!publicUrl || isLoopback(new URL(publicUrl).hostname));
}

/**
 * A public site is a production start others can reach: an https PUBLIC_URL, or anything but a
 * local trial. A production start that is a local trial (`npm start` on a fresh machine) is not.
 */
export function isPublicSite(production: boolean, https: boolean, localTrial: boolean): boolean {
  return production && (https || !localTrial);
}
