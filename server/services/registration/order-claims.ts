import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createJobLock, jobLockKey } from "../../jobs/job-lock.ts";
import type { Tx } from "./capacity.ts";

/**
 * Who made a create-order claim (a payment order in status creating while the provider is asked),
 * and whether that process still lives. A claim's id starts with its process's instance (8 hex
 * characters, random per start); each process on PostgreSQL holds a session advisory lock named
 * after its instance on a connection of its own, which PostgreSQL drops the moment the process dies.
 * A claim whose instance's lock is free belongs to a dead process and is taken over at once: a crash
 * during create-order used to leave 30 s of 502s. On the embedded database there is one process, so
 * every other instance is gone.
 */
export const PROCESS_INSTANCE = randomBytes(4).toString("hex");

const instanceLockName = (instance: string) => `order-claimant:${instance}`;

/** A fresh claim id for this process: the instance, then 16 random hex characters (24 in all, the id shape). */
export const newClaimId = () => `${PROCESS_INSTANCE}${randomBytes(8).toString("hex")}`;

/**
 * Inside the transaction that locks the registration: true when the claim's process is this one or
 * still holds its lock. Taking the lock for the transaction's length proves it free; it is released
 * at commit, and nobody else uses that key.
 */
export async function claimantAlive(tx: Tx, claimId: string): Promise<boolean> {
  const instance = claimId.slice(0, 8);
  if (instance === PROCESS_INSTANCE) return true;
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${jobLockKey(instanceLockName(instance))}::bigint) as free`);
  const rows = ((result as { rows?: Array<{ free: boolean }> }).rows ?? (result as unknown as Array<{ free: boolean }>)) as Array<{
    free: boolean;
  }>;
  return rows[0]?.free !== true;
}

const RECHECK_MS = 30_000;

/** Holds this process's instance lock on PostgreSQL for as long as the app runs (checked every 30 s). */
export function holdClaimantLock(app: FastifyInstance, databaseUrl: string | undefined): void {
  if (!databaseUrl) return;
  const lock = createJobLock({ name: instanceLockName(PROCESS_INSTANCE), databaseUrl, log: app.log });
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await lock.acquire();
    timer = setInterval(() => void lock.acquire(), RECHECK_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await lock.release();
  });
}
