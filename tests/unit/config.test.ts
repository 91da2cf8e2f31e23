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
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 3000,
      // A fresh `npm start` is a local trial: this machine only, its own origin for absolute URLs.
      host: "localhost",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      publicSite: false,
      razorpay: undefined,
      sessionSecret: undefined,
      encryptionKey: undefined,
      encryptionKeyFile: undefined,
      uploads: { concurrency: 8, queue: 32, quotaBytesPerHour: 4096 * 1024 * 1024 },
      seedDemo: true,
      logLevel: "info",
      trustProxy: "loopback",
      apiDocs: true,
    });
    expect(config).not.toHaveProperty("razorpayApiBase");
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
    const production = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://contests.example.in",
      RAZORPAY_KEY_SECRET: "secret-secret",
      SMTP_URL: "smtp://mailer:secret@smtp.example.in:587",
    };
    expect(loadConfig({ ...production, RAZORPAY_KEY_ID: "rzp_live_abc123" }).razorpay?.keyId).toBe("rzp_live_abc123");
    expect(failure({ ...production, RAZORPAY_KEY_ID: "rzp_test_abc123" })).toMatch(/RAZORPAY_KEY_ID is a test key, refused in production/);
  });

  it("refuses to run a public production site on the simulated checkout", () => {
    const message = failure({ NODE_ENV: "production", PUBLIC_URL: "https://contests.example.in" });
    expect(message).toMatch(/^Invalid configuration: RAZORPAY_KEY_ID is required in production/);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:3000" }).razorpay).toBeUndefined();
  });

  it("refuses the simulated checkout in production whenever others can reach the site", () => {
    for (const env of [
      { HOST: "0.0.0.0", PUBLIC_URL: "http://192.168.1.5:3000" } as Record<string, string>,
      { PUBLIC_URL: "http://contests.example.in" },
      { HOST: "127.0.0.1", PUBLIC_URL: "https://contests.example.in" },
    ]) {
      expect(failure({ NODE_ENV: "production", ...env })).toBe(
        "Invalid configuration: RAZORPAY_KEY_ID is required in production (the simulated checkout is for local trials on HOST=localhost over http)",
      );
    }
    // A test site others can reach may use Razorpay's test mode.
    const staging = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "http://staging.example.in",
      RAZORPAY_KEY_ID: "rzp_test_abc123",
      RAZORPAY_KEY_SECRET: "secret-secret",
      SMTP_URL: "smtp://smtp.example.in:587",
    });
    expect(staging).toMatchObject({ host: "0.0.0.0", publicSite: true, apiDocs: false });
  });
});

describe("PUBLIC_URL: absolute URLs never come from a request's Host header", () => {
  it("requires PUBLIC_URL for a production start that listens beyond this machine", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.5"]) {
      expect(failure({ NODE_ENV: "production", HOST: host })).toBe(
        `Invalid configuration: PUBLIC_URL is required in production when the site listens beyond this machine (HOST=${host}); for a local trial leave HOST unset`,
      );
    }
  });

  it.each([
    [{ NODE_ENV: "production" }, "localhost", "http://localhost:3000"],
    [{ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "4205" }, "127.0.0.1", "http://127.0.0.1:4205"],
    [{ NODE_ENV: "development", HOST: "0.0.0.0", PORT: "5173", SMTP_URL: "smtp://127.0.0.1:2525" }, "0.0.0.0", "http://localhost:5173"],
    [{ NODE_ENV: "test", HOST: "::1" }, "::1", "http://[::1]:3000"],
    [{ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:4173" }, "localhost", "http://127.0.0.1:4173"],
    [
      { NODE_ENV: "development", PUBLIC_URL: "https://contests.example.in/", SMTP_URL: "smtp://127.0.0.1:2525" },
      "0.0.0.0",
      "https://contests.example.in",
    ],
  ])("%j listens on %s with the origin %s", (env, host, origin) => {
    const config = loadConfig(env);
    expect(config.host).toBe(host);
    expect(config.publicUrl).toBe(origin);
  });

  it.each([
    "https://contests.example.in/contests",
    "https://contests.example.in/?x=1",
    "https://user:pw@contests.example.in",
    "ftp://x.in",
  ])("refuses %s, which is not an origin", (url) => {
    expect(failure({ PUBLIC_URL: url })).toMatch(/^Invalid configuration: PUBLIC_URL must be/);
  });

  it("lets a fresh `npm start` (production, no configuration) run its local trial in test mode", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config).toMatchObject({ publicSite: false, razorpay: undefined, host: "localhost" });
  });
});

describe("TRUST_PROXY", () => {
  it("believes forwarded headers from loopback only by default", () => {
    expect(loadConfig({}).trustProxy).toBe("loopback");
  });

  it("takes named proxies: IPs, CIDR ranges and keywords", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.3.7, 10.1.0.0/16,loopback, fd00::/8" }).trustProxy).toBe(
      "10.0.3.7, 10.1.0.0/16, loopback, fd00::/8",
    );
  });

  it.each(["true", "*", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/1"])("refuses %s", (value) => {
    expect(failure({ TRUST_PROXY: value })).toBe(
      "Invalid configuration: TRUST_PROXY must list proxies as IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal",
    );
  });
});

describe("API_DOCS", () => {
  it("serves /api/docs by default except on a public site, and obeys the switch", () => {
    const publicSite = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://contests.example.in",
      RAZORPAY_KEY_ID: "rzp_live_abc",
      RAZORPAY_KEY_SECRET: "secret-secret",
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
    };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(publicSite).apiDocs).toBe(false);
    expect(loadConfig({ ...publicSite, API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", API_DOCS: "false" }).apiDocs).toBe(false);
  });
});

describe("mail", () => {
  const publicSite = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://contests.example.in",
    RAZORPAY_KEY_ID: "rzp_live_abc",
    RAZORPAY_KEY_SECRET: "secret-secret",
  };

  it("runs in test-mail mode without SMTP_URL, sending from the site's own domain", () => {
    expect(loadConfig({}).mail).toEqual({ mode: "test", smtpUrl: null, from: "CreatorCup <no-reply@creatorcup.example>" });
    expect(
      loadConfig({ NODE_ENV: "development", PUBLIC_URL: "http://contests.example.in", SMTP_URL: "smtp://127.0.0.1:2525" }).mail.from,
    ).toBe("CreatorCup <no-reply@contests.example.in>");
  });

  it("sends over SMTP when SMTP_URL is set, from MAIL_FROM", () => {
    const config = loadConfig({
      ...publicSite,
      SMTP_URL: "smtps://mailer:secret@smtp.example.in:465",
      MAIL_FROM: "CreatorCup <hello@contests.example.in>",
    });
    expect(config.mail).toEqual({
      mode: "smtp",
      smtpUrl: "smtps://mailer:secret@smtp.example.in:465",
      from: "CreatorCup <hello@contests.example.in>",
    });
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "hello@contests.example.in" }).mail.from).toBe(
      "hello@contests.example.in",
    );
  });

  it("refuses to run a public site in test-mail mode, with one clear line", () => {
    expect(failure(publicSite)).toBe(
      "Invalid configuration: SMTP_URL is required when the site is reachable beyond this machine (HOST=0.0.0.0, PUBLIC_URL=https://contests.example.in): test-mail mode shows sign-in codes to anyone, and is only for a local trial (HOST unset or loopback, no PUBLIC_URL beyond localhost)",
    );
    // A local trial of a production build keeps the mailbox page.
    expect(loadConfig({ NODE_ENV: "production" }).mail.mode).toBe("test");
  });

  it("is a local trial (codes in answers, /dev/mailbox) only on a loopback HOST with no PUBLIC_URL beyond localhost", () => {
    // Production behind a proxy on this machine for an http address others reach: a public site.
    const proxied = { NODE_ENV: "production", HOST: "127.0.0.1", PUBLIC_URL: "http://creatorcup.in" };
    expect(failure(proxied)).toMatch(/^Invalid configuration: RAZORPAY_KEY_ID is required in production/);
    const withKeys = { ...proxied, RAZORPAY_KEY_ID: "rzp_test_abc", RAZORPAY_KEY_SECRET: "secret-secret" };
    expect(failure(withKeys)).toMatch(/^Invalid configuration: SMTP_URL is required when the site is reachable beyond this machine/);
    expect(loadConfig({ ...withKeys, SMTP_URL: "smtp://127.0.0.1:2525" })).toMatchObject({ publicSite: true, mail: { mode: "smtp" } });
    // Development listening on every interface: the phone on the Wi-Fi could read anyone's code.
    expect(failure({ NODE_ENV: "development", HOST: "0.0.0.0" })).toMatch(/^Invalid configuration: SMTP_URL is required .*HOST=0\.0\.0\.0/);
    expect(failure({ NODE_ENV: "development", HOST: "::" })).toMatch(/^Invalid configuration: SMTP_URL is required/);
    // Loopback, with or without a PUBLIC_URL naming this machine: a local trial.
    for (const env of [
      { NODE_ENV: "development" },
      { NODE_ENV: "development", HOST: "127.0.0.1", PUBLIC_URL: "http://127.0.0.1:4201" },
      { NODE_ENV: "production", HOST: "localhost", PUBLIC_URL: "http://localhost:3000" },
    ]) {
      expect(loadConfig(env)).toMatchObject({ publicSite: false, mail: { mode: "test" } });
    }
  });

  it("refuses an SMTP_URL or MAIL_FROM it cannot use", () => {
    expect(failure({ SMTP_URL: "http://smtp.example.in" })).toBe(
      "Invalid configuration: SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465",
    );
    expect(failure({ MAIL_FROM: "CreatorCup" })).toBe(
      "Invalid configuration: MAIL_FROM must be an address like CreatorCup <no-reply@creatorcup.in>",
    );
    expect(failure({ MAIL_FROM: "CreatorCup <no-reply>" })).toMatch(/^Invalid configuration: MAIL_FROM/);
  });
});
