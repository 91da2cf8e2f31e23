import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import pg from "pg";

/** Fixed ids of the demo content. */
export { contestIds } from "#db/seed/contests.ts";

export const unknownContestId = "64bffffffffffffffffffff0";

/** axe-core over the whole page: no serious or critical WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page): Promise<void> {
  // Entry animations and slide fades first settle, so contrast is measured on the final colours.
  await page.waitForTimeout(1000);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(blocking).toEqual([]);
}

/** The page's HTML as the server sends it (no JavaScript run), for share-preview tags. */
export async function serverHtml(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  return response.text();
}

export function metaContent(html: string, key: string): string | null {
  const pattern = new RegExp(`<meta[^>]+(?:property|name)="${key.replace(":", "\\:")}"[^>]+content="([^"]*)"`);
  return pattern.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
}

/** Delays the data requests of client-side navigations, so their loading state can be seen. */
export async function slowDataRequests(page: Page, delayMs = 2000): Promise<void> {
  await page.route(/\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue().catch(() => undefined);
  });
}

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type DatabaseDownServer = {
  baseURL: string;
  /** Cuts the database off for real: new connections are refused once the pool's idle ones are gone. */
  cutDatabase: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Whether the PostgreSQL server the API tests use is reachable (CI starts one). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A second production server of the site, on its own port and its own empty PostgreSQL database,
 * reached through a TCP relay owned by the test. Closing the relay makes the database unavailable
 * for real, with no switch in the product.
 */
export async function startDatabaseDownServer(): Promise<DatabaseDownServer> {
  const database = `e2e_pages_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  const upstream = new URL(adminUrl);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(client);
    const drop = () => {
      sockets.delete(client);
      client.destroy();
      server.destroy();
    };
    client.on("error", drop).on("close", drop);
    server.on("error", drop).on("close", drop);
    client.pipe(server).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const relayPort = (relay.address() as net.AddressInfo).port;

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-e2e-dbdown-"));
  const databaseUrl = new URL(adminUrl);
  databaseUrl.host = `127.0.0.1:${relayPort}`;
  databaseUrl.pathname = `/${database}`;
  // The build the test run's own server uses, as it is: `npm start` would rebuild it when a source file
  // changed since, and the running server would then ask for scripts that are gone.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: path.resolve(import.meta.dirname, "..", "..", ".."),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: "false",
      LOG_LEVEL: "fatal",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    const answered = await fetch(`${baseURL}/api/company-details/get`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error("the second server did not start within 180 s");
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  return {
    baseURL,
    cutDatabase: async () => {
      // No new connections from now on; the pool closes its idle ones after 10 s.
      relay.close();
      const until = Date.now() + 20_000;
      while (sockets.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      for (const socket of sockets) socket.destroy();
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      relay.close();
      for (const socket of sockets) socket.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The footer's social menu hydrates once its own code has loaded, after the page: a visitor scrolls to
 * it first, a test may tap sooner, and a tap on a part not yet hydrated is not kept. So tap until open.
 */
export async function openSocialMenu(page: Page) {
  const whatsApp = page.getByRole("link", { name: "WhatsApp" });
  await expect(async () => {
    if (!(await whatsApp.isVisible())) await page.getByRole("button", { name: "Open social links" }).click();
    await expect(whatsApp).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Holds back React Router's client entry until `release` is called (or 20 s pass), so the page stays
 * as the server sent it for as long as the test needs, however busy the machine is.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await route.continue().catch(() => undefined);
  });
  return { release: () => release() };
}
