// The page readers, and the recorder every simulated visitor writes its timings and failures to.
import http from "node:http";
import { request } from "./request.mjs";
import { crashMidway } from "./settings.mjs";

export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

export function recorder() {
  const times = [];
  const steps = new Map();
  const problems = new Map();
  const cutOffs = new Map();
  return {
    times,
    steps,
    problems,
    cutOffs,
    /** A request the killed process held (LOADTEST_CRASH): not an error, the creator starts again. */
    cutOff: (what) => cutOffs.set(what, (cutOffs.get(what) ?? 0) + 1),
    ok: (ms, step) => {
      times.push(ms);
      if (step) steps.set(step, [...(steps.get(step) ?? []), ms]);
    },
    /** A timed wait that is not a request (the code mail arriving). */
    waited: (ms, step) => steps.set(step, [...(steps.get(step) ?? []), ms]),
    fail: (what) => problems.set(what, (problems.get(what) ?? 0) + 1),
    get errors() {
      return [...problems.values()].reduce((sum, n) => sum + n, 0);
    },
  };
}

/** One connection reading the pages in turn, from a random one, until `until()` says stop. */
export async function readPages(lbPort, pages, until, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let i = Math.floor(Math.random() * pages.length);
  while (!until()) {
    const page = pages[i++ % pages.length];
    try {
      const answer = await request({ port: lbPort, path: page, agent, headers: { "accept-encoding": "br, gzip" } });
      if (answer.status === 200) record.ok(answer.ms);
      else if (crashMidway && [502, 503].includes(answer.status)) record.cutOff(`GET ${page} → ${answer.status}`);
      else record.fail(`GET ${page} → ${answer.status}`);
    } catch (error) {
      if (crashMidway) record.cutOff(`GET ${page} → ${error.code ?? error.message}`);
      else record.fail(`GET ${page} → ${error.code ?? error.message}`);
    }
  }
  agent.destroy();
}
