// CPU time over a measured window, from /proc (Linux): the server's process and its children, this
// process (the load client), and the whole machine, so a figure can be read as server work rather
// than as what the client or other work on the machine allowed.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
export const cpuSamplingWorks = process.platform === "linux";

/** Fields after the command name, which may hold spaces: [state, ppid, …, utime at 11, stime at 12]. */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU seconds used so far by `pid` and every live descendant (a cluster's workers too). */
function treeSeconds(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (!fields) continue;
    const ppid = Number(fields[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push({ pid: Number(entry), fields });
  }
  const own = statFields(pid);
  if (!own) return 0;
  let ticks = Number(own[11]) + Number(own[12]);
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      ticks += Number(child.fields[11]) + Number(child.fields[12]);
      queue.push(child.pid);
    }
  }
  return ticks / ticksPerSecond;
}

/** Busy CPU seconds of the whole machine (every core) so far. */
function machineSeconds() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  return (values[0] + values[1] + values[2] + values[5] + values[6] + values[7]) / ticksPerSecond;
}

/** A window on the server process `serverPid`: `start()`, `end()`, then `result` holds each party's CPU as % of one core. */
export function cpuWindow(serverPid) {
  const sample = () => {
    const client = process.cpuUsage();
    return {
      at: performance.now(),
      server: cpuSamplingWorks ? treeSeconds(serverPid) : Number.NaN,
      client: (client.user + client.system) / 1e6,
      machine: cpuSamplingWorks ? machineSeconds() : Number.NaN,
    };
  };
  let first;
  const window = {
    result: null,
    start() {
      first = sample();
    },
    end() {
      const last = sample();
      const seconds = (last.at - first.at) / 1000;
      const share = (key) => (100 * (last[key] - first[key])) / seconds;
      window.result = {
        seconds,
        serverCpuSeconds: last.server - first.server,
        serverCpu: share("server"),
        clientCpu: share("client"),
        // Every core's busy time: the two above, the kernel's share charged to neither, other work.
        machineCpu: share("machine"),
        cores: os.cpus().length,
      };
    },
  };
  return window;
}
