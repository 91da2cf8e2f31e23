// `npx tsx scripts/bench-slow-bodies.ts`: how long an honest creator's sign-up waits while one creator
// trickles sign-up forms (the audit's attack: one session, 8 connections, one byte every 20 s, each
// connection reopened as soon as it is dropped). The app (API only, embedded database, the real
// upload limits and body deadlines) listens on loopback; honest sign-ups are sent one after another,
// each from its own creator and client address, first without the attack, then during it. Prints
// figures; asserts nothing (the test is tests/api/slow-bodies.test.ts).
//
// Options (environment): BENCH_PORT (4202), BENCH_SECONDS (60: how long each phase runs),
// BENCH_TRICKLE_MS (20000: one byte every …), BENCH_CONNECTIONS (8), and any server setting
// (BODY_RATE_WINDOW_MS, BODY_MIN_BYTES_PER_SECOND, UPLOAD_CONCURRENCY, …).
import { signInCreator } from "../tests/support/creator-session.ts";
import { requestHead, type Trickle, trickle } from "../tests/support/slow-client.ts";
import { createTestApp } from "../tests/support/test-app.ts";
import { fieldsFor, multipart, pdf, placeIn, post, signedForm } from "../tests/support/upload-forms.ts";

const port = Number(process.env.BENCH_PORT ?? 4202);
const phaseMs = Number(process.env.BENCH_SECONDS ?? 60) * 1000;
const trickleMs = Number(process.env.BENCH_TRICKLE_MS ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const settings = Object.fromEntries(
  Object.entries(process.env).filter(([name, value]) => /^(BODY_|UPLOAD_)/.test(name) && value !== undefined),
) as Record<string, string>;

const t = await createTestApp(settings);
await t.app.listen({ port, host: "127.0.0.1" });
const place = await placeIn(t);

async function honestSignUps(): Promise<{ waits: number[]; statuses: Map<number, number> }> {
  const waits: number[] = [];
  const statuses = new Map<number, number>();
  const end = Date.now() + phaseMs;
  while (Date.now() < end) {
    const form = await signedForm(t, fieldsFor(place), { name: "panCard", data: pdf(1024 * 1024) });
    const started = performance.now();
    const answer = await post(`http://127.0.0.1:${port}`, form);
    await answer.arrayBuffer();
    waits.push(performance.now() - started);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  return { waits, statuses };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const describe = (label: string, { waits, statuses }: Awaited<ReturnType<typeof honestSignUps>>) =>
  console.log(
    `${label}: ${waits.length} sign-ups, ${[...statuses].map(([status, count]) => `${status}×${count}`).join(" ")}; wait median ${quantile(waits, 0.5).toFixed(0)} ms, p95 ${quantile(waits, 0.95).toFixed(0)} ms, max ${Math.max(...waits).toFixed(0)} ms`,
  );

console.log(`Honest sign-ups (1 MB document each) for ${phaseMs / 1000} s without, then with, the trickle…`);
describe("without the attack", await honestSignUps());

const attackerEmail = "bench.trickle@example.in";
const cookie = await signInCreator(t.app, attackerEmail);
const attackForm = multipart(fieldsFor(place, { email: attackerEmail }), { name: "panCard", data: pdf(4_000_000) });
const head = requestHead("/api/user/create", {
  "content-type": attackForm.contentType,
  "content-length": String(attackForm.body.length),
  cookie,
  "x-forwarded-for": "203.0.113.66",
});
let attacking = true;
let dropped = 0;
const lifetimes: number[] = [];
const open: Trickle[] = [];
const keepOpen = () => {
  const connection = trickle(port, head, trickleMs);
  open.push(connection);
  void connection.closed.then((ms) => {
    lifetimes.push(ms);
    dropped++;
    if (attacking) keepOpen();
  });
};
for (let i = 0; i < connections; i++) keepOpen();
await new Promise((resolve) => setTimeout(resolve, 1000));
describe(`during the trickle (${connections} connections, a byte every ${trickleMs / 1000} s)`, await honestSignUps());
attacking = false;
for (const connection of open) connection.stop();
console.log(
  `trickling connections dropped by the server: ${dropped}; lifetime median ${quantile(lifetimes, 0.5).toFixed(0)} ms, max ${Math.max(0, ...lifetimes).toFixed(0)} ms`,
);
await t.close();
process.exit(0);
