import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";

/** The message loadConfig throws for an environment, or null when it loads. */
function failure(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe("loadConfig defaults", () => {
  it("runs on a fresh machine with nothing set", () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: undefined,
      razorpay: undefined,
      razorpayApiBase: "https://api.razorpay.com",
      sessionSecret: undefined,
      encryptionKey: undefined,
      seedDemo: true,
      logLevel: "info",
      trustProxy: "loopback, linklocal, uniquelocal",
    });
  });

  it("seeds demo content by default only with the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@localhost/db" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://u@localhost/db", SEED_DEMO: "yes" }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: "0" }).seedDemo).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", RAZORPAY_KEY_ID: "" }).port).toBe(3000);
  });

  it("reads the values it is given", () => {
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "8080",
      DATA_DIR: "/tmp/contests",
      PUBLIC_URL: "https://contests.example.in///",
      RAZORPAY_KEY_ID: "rzp_test_abc123",
      RAZORPAY_KEY_SECRET: "secret-secret",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      nodeEnv: "test",
      port: 8080,
      dataDir: "/tmp/contests",
      publicUrl: "https://contests.example.in",
      razorpay: { keyId: "rzp_test_abc123", keySecret: "secret-secret", apiBase: "https://api.razorpay.com" },
      logLevel: "warn",
    });
  });
});

describe("loadConfig refuses bad configuration with one clear line", () => {
  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "80.5" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ ENCRYPTION_KEY: "not-hex" }, "ENCRYPTION_KEY"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ RAZORPAY_KEY_ID: "pk_live_123", RAZORPAY_KEY_SECRET: "secret-secret" }, "RAZORPAY_KEY_ID"],
  ])("%j names %s", (env, name) => {
    const message = failure(env);
    expect(message).not.toBeNull();
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).not.toContain("\n");
  });

  it("a bad PORT reads as one line naming the variable", () => {
    expect(failure({ PORT: "abc" })).toMatch(/^Invalid configuration: PORT .+$/);
  });

  it("refuses a key id without its secret, and a secret without its key id", () => {
    expect(failure({ NODE_ENV: "development", RAZORPAY_KEY_ID: "rzp_test_abc123" })).toBe(
      "Invalid configuration: RAZORPAY_KEY_ID RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
    );
    expect(failure({ NODE_ENV: "development", RAZORPAY_KEY_SECRET: "secret-secret" })).toMatch(/must be set together/);
  });

  it.each([
    [{ NODE_ENV: "development" }],
    [{ NODE_ENV: "test" }],
    [{ NODE_ENV: "production" }],
    [{ NODE_ENV: "production", PUBLIC_URL: "http://contests.example.in" }],
  ])("refuses a live Razorpay key outside production: %j", (env) => {
    const message = failure({ ...env, RAZORPAY_KEY_ID: "rzp_live_abc123", RAZORPAY_KEY_SECRET: "secret-secret" });
    expect(message).toMatch(/^Invalid configuration: RAZORPAY_KEY_ID is a live key, refused outside production/);
  });

  it("accepts a live key in production over https, and refuses a test key there", () => {
    const production = { NODE_ENV: "production", PUBLIC_URL: "https://contests.example.in", RAZORPAY_KEY_SECRET: "secret-secret" };
    expect(loadConfig({ ...production, RAZORPAY_KEY_ID: "rzp_live_abc123" }).razorpay?.keyId).toBe("rzp_live_abc123");
    expect(failure({ ...production, RAZORPAY_KEY_ID: "rzp_test_abc123" })).toMatch(/RAZORPAY_KEY_ID is a test key, refused in production/);
  });

  it("refuses to run a public production site on the simulated checkout", () => {
    const message = failure({ NODE_ENV: "production", PUBLIC_URL: "https://contests.example.in" });
    expect(message).toMatch(/^Invalid configuration: RAZORPAY_KEY_ID is required in production/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000" }).razorpay).toBeUndefined();
  });
});
