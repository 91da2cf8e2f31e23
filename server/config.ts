import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ error: "must be a whole number from 0 to 65535" })
      .int("must be a whole number from 0 to 65535")
      .min(0, "must be a whole number from 0 to 65535")
      .max(65535, "must be a whole number from 0 to 65535")
      .default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
      .optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
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
    SEED_DEMO: booleanFlag.optional(),
    TRUST_PROXY: z.string().min(1).default("loopback, linklocal, uniquelocal"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
      });
    }
    // A public production site is NODE_ENV=production served over https; everything else is a test site.
    const publicSite = env.NODE_ENV === "production" && Boolean(env.PUBLIC_URL?.startsWith("https://"));
    const live = env.RAZORPAY_KEY_ID?.startsWith("rzp_live_");
    if (env.RAZORPAY_KEY_ID && live && !publicSite) {
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "is a live key, refused outside production (NODE_ENV=production with an https PUBLIC_URL)",
      });
    }
    if (!env.RAZORPAY_KEY_ID && publicSite) {
      // The simulated checkout lets anyone "pay"; a public site must take real payments.
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "is required in production (the simulated checkout is for test sites)",
      });
    }
    if (env.RAZORPAY_KEY_ID && !live && publicSite) {
      ctx.addIssue({ code: "custom", path: ["RAZORPAY_KEY_ID"], message: "is a test key, refused in production" });
    }
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  razorpay?: { keyId: string; keySecret: string; webhookSecret?: string; apiBase: string };
  razorpayApiBase: string;
  sessionSecret?: string;
  encryptionKey?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Which proxies' X-Forwarded-For/-Proto headers count (proxy-addr syntax: keywords, IPs, CIDRs). */
  trustProxy: string;
};

export class ConfigError extends Error {}

/** Reads the environment once at start-up; the first problem becomes one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join(".") || "environment";
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE,
          }
        : undefined,
    razorpayApiBase: e.RAZORPAY_API_BASE,
    sessionSecret: e.SESSION_SECRET,
    encryptionKey: e.ENCRYPTION_KEY,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}
