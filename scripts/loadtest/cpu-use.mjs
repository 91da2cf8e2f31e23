// Where the machine's CPU went during the load phase, by part: the app processes, PostgreSQL, the
// balancer and this process (the creators' clients and the SMTP and S3 stand-ins). Read from /proc
// every half second, so a process that exits (B at its restart) keeps what it had used until then.
// Linux only: elsewhere it answers null and the report leaves the rows out.
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux build that Node runs on
const SAMPLE_MS = 500;

/** pid → { ppid, name, cpuSeconds } for every process now. */
function processes() {
  const all = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // exited meanwhile
    }
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    all.set(Number(entry), {
      ppid: Number(fields[1]),
      name: stat.slice(stat.indexOf("(") + 1, close),
      cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    });
  }
  return all;
}

/** The machine's busy CPU seconds so far, all cores (idle and I/O wait left out). */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return (ticks.reduce((sum, n) => sum + n, 0) - idle) / TICKS_PER_SECOND;
}

function partOf(pid, all, balancerPid) {
  if (pid === process.pid) return "loadTest";
  if (pid === balancerPid) return "balancer";
  if (all.get(pid)?.name === "postgres") return "postgres";
  for (let parent = all.get(pid)?.ppid; parent; parent = all.get(parent)?.ppid) {
    if (parent === balancerPid) return "balancer";
    if (parent === process.pid) return "apps"; // the app processes (scripts/start.mjs) and their children
  }
  return "other";
}

/**
 * Starts watching; `stop()` answers the CPU seconds each part used since, the machine's busy seconds
 * and the seconds watched, or null where /proc cannot be read.
 */
export function watchCpu(balancerPid) {
  let first;
  try {
    first = { all: processes(), busy: machineBusySeconds(), at: performance.now() };
  } catch {
    return { stop: () => null };
  }
  /** pid → CPU seconds used since the watch began, as last seen. */
  const used = new Map();
  const sample = () => {
    const all = processes();
    for (const [pid, now] of all) {
      const before = first.all.get(pid);
      // A pid seen at the start is counted from there; one started since, from nothing.
      const since = before && before.name === now.name ? before.cpuSeconds : 0;
      used.set(pid, { part: partOf(pid, all, balancerPid), seconds: now.cpuSeconds - since });
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const parts = { apps: 0, postgres: 0, balancer: 0, loadTest: 0, other: 0 };
      for (const { part, seconds } of used.values()) parts[part] += seconds;
      return {
        parts,
        machineBusySeconds: machineBusySeconds() - first.busy,
        seconds: (performance.now() - first.at) / 1000,
        cores: os.cpus().length,
      };
    },
  };
}
