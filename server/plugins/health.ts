import { constants } from "node:fs";
import { access, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { migrationsFolder } from "#db/client.ts";
import { s3StorageOf } from "../services/storage/storage.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Set when the process starts shutting down: /readyz then answers 503 so balancers move on. */
    draining: boolean;
  }
}

type Check = { ok: boolean; detail?: string };

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function expectedMigrations(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

const shuttingDown: Check = { ok: false, detail: "shutting down" };
const unavailable = (checks: Record<string, Check>) => ({ status: "unavailable", checks });

/**
 * GET /healthz: the process is up (for a supervisor's liveness probe).
 * GET /readyz: this process can serve: the database answers, every committed migration is applied,
 * the file storage is usable (DATA_DIR writable, or the S3 buckets answering our credentials), and
 * it is not shutting down (for a load balancer's readiness probe).
 */
export const healthPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("draining", false);
  const migrationCount = await expectedMigrations();
  // Applied migrations are never taken back: once all are there, a balancer's poll (5 a second) need not count them again.
  let migrationsApplied = false;
  const noCache = { "cache-control": "no-store" };

  app.get("/healthz", { schema: { hide: true } }, async (_request, reply) => reply.headers(noCache).send({ status: "ok" }));

  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    // At once: a balancer must learn this before the delay ends, however slow the other checks are under load.
    if (app.draining)
      return reply
        .code(503)
        .headers({ ...noCache, "retry-after": "5" })
        .send(unavailable({ shutdown: shuttingDown }));
    const { db, config, storage } = app.ctx;
    const checks: Record<string, Check> = {};
    const run = async (name: string, check: () => Promise<string | undefined>) => {
      try {
        const detail = await withTimeout(check(), name);
        checks[name] = detail ? { ok: false, detail } : { ok: true };
      } catch (error) {
        checks[name] = { ok: false, detail: (error as Error).message };
      }
    };
    await Promise.all([
      run("database", async () => {
        await db.execute(sql`select 1`);
        return undefined;
      }),
      run("migrations", async () => {
        if (migrationsApplied) return undefined;
        const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { applied: number }[];
        const applied = Number(rows[0]?.applied ?? 0);
        migrationsApplied = applied >= migrationCount;
        return migrationsApplied ? undefined : `${applied} of ${migrationCount} migrations applied`;
      }),
      run("storage", async () => {
        const bucket = s3StorageOf(storage);
        if (bucket) await bucket.check();
        else await access(config.dataDir, constants.W_OK);
        return undefined;
      }),
    ]);
    if (app.draining) checks.shutdown = shuttingDown;
    const ready = Object.values(checks).every((check) => check.ok);
    // Which part failed is for operators; it names no secret or path beyond the check's own words.
    if (!ready)
      return reply
        .code(503)
        .headers({ ...noCache, "retry-after": "5" })
        .send(unavailable(checks));
    return reply.code(200).headers(noCache).send({ status: "ready", checks });
  });
});
