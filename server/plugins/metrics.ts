import { createHash, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

const digest = (value: string) => createHash("sha256").update(value).digest();

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  // Hashing first makes the comparison constant-time whatever the lengths.
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}

/** The route pattern, never the raw URL: ids in paths would make one series per contest or user. */
function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "unmatched";
  return pattern === "/*" ? "page" : pattern;
}

/**
 * Prometheus metrics at GET /metrics for a scraper holding METRICS_TOKEN (Authorization: Bearer …);
 * without the setting the route does not exist. Each app has its own registry, so tests may build
 * several apps in one process.
 */
export type PoolStats = () => { total: number; idle: number; waiting: number };

export const metricsPlugin = fp(async (app: FastifyInstance, options: { token?: string; poolStats?: PoolStats }) => {
  const token = options.token;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const { requests, duration } = requestMetrics(registry);
  databaseGauges(app, registry);
  const cacheAnswers = new Counter({
    name: "response_cache_requests_total",
    help: "Anonymous requests for public pages and lists answered by the response cache: hit, or miss (rendered, then stored)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  processGauges(app, registry, options.poolStats);

  app.addHook("onResponse", async (request, reply) => {
    if (request.routeOptions.url === "/metrics") return;
    const route = routeLabel(request);
    const cached = reply.getHeader("x-cache");
    if (cached === "hit" || cached === "miss") cacheAnswers.inc({ result: cached });
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request, token)) {
      return reply.code(401).header("www-authenticate", 'Bearer realm="metrics"').send({ isOk: false, message: "Unauthorized" });
    }
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
});

function requestMetrics(registry: Registry) {
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { requests, duration };
}

/** Payment orders and outbox messages by state, counted in the database at scrape time. */
function databaseGauges(app: FastifyInstance, registry: Registry): void {
  rowsByStatusGauge(app, registry, {
    name: "payment_orders",
    help: "Payment orders by state (read from the database at scrape time)",
    table: "payment_orders",
  });
  rowsByStatusGauge(app, registry, {
    name: "mail_outbox_messages",
    help: "Mail outbox messages by state; pending is the queue the mail worker has still to send (read at scrape time)",
    table: "mail_outbox",
    // An empty queue reads 0, not a missing series.
    alwaysPending: true,
  });
}

function rowsByStatusGauge(
  app: FastifyInstance,
  registry: Registry,
  gauge: { name: string; help: string; table: "payment_orders" | "mail_outbox"; alwaysPending?: boolean },
): void {
  new Gauge({
    name: gauge.name,
    help: gauge.help,
    labelNames: ["state"] as const,
    registers: [registry],
    async collect() {
      const result = await app.ctx.db.execute(
        sql`select status, count(*)::int as count from ${sql.identifier(gauge.table)} group by status`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { status: string; count: number }[];
      this.reset();
      if (gauge.alwaysPending) this.set({ state: "pending" }, 0);
      for (const row of rows) this.set({ state: row.status }, Number(row.count));
    },
  });
}

/** Whether this process hears other processes' cache invalidations, and its database pool. */
function processGauges(app: FastifyInstance, registry: Registry, pool: PoolStats | undefined): void {
  new Gauge({
    name: "cache_invalidation_listening",
    help: "1 while this process listens for other processes' cache invalidations (PostgreSQL LISTEN), 0 while it reconnects",
    registers: [registry],
    collect() {
      this.set(app.invalidationBus?.listening ? 1 : 0);
    },
  });
  if (!pool) return;
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = pool();
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
}
