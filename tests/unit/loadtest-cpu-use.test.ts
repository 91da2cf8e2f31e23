import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { watchCpu } from "../../scripts/loadtest/cpu-use.mjs";

/** Busy until this process has used `ms` more of CPU, however loaded the machine is. */
const burnSource = (ms: number) =>
  `const s = process.cpuUsage(); for (;;) { const u = process.cpuUsage(s); if (u.user + u.system >= ${ms * 1000}) break; }`;

/** A process that waits a moment, uses `ms` of CPU, then idles long enough to be sampled before it exits. */
const burner = (ms: number): ChildProcess =>
  spawn(process.execPath, ["-e", `setTimeout(() => { ${burnSource(ms)}; setTimeout(() => {}, 1500); }, 300);`], { stdio: "ignore" });
/** The same, in this process. */
function burn(ms: number) {
  const start = process.cpuUsage();
  for (;;) {
    const used = process.cpuUsage(start);
    if (used.user + used.system >= ms * 1000) return;
  }
}
const exited = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve));

describe.runIf(existsSync("/proc/stat"))("[LOAD TEST] where the CPU went", () => {
  it("counts the balancer, the app processes (the test's other children) and the test itself apart, including a process that has exited", async () => {
    const balancer = burner(300);
    const cpu = watchCpu(balancer.pid);
    burn(250);
    const app = burner(600);
    await Promise.all([exited(balancer), exited(app)]);
    const use = cpu.stop();
    if (!use) throw new Error("no figures from /proc");
    // Node's own start adds a little to the app's child (started after the watch began).
    expect(use.parts.apps).toBeGreaterThanOrEqual(0.58);
    expect(use.parts.apps).toBeLessThan(1.5);
    expect(use.parts.balancer).toBeGreaterThanOrEqual(0.28);
    expect(use.parts.balancer).toBeLessThan(0.6);
    expect(use.parts.loadTest).toBeGreaterThanOrEqual(0.23);
    expect(use.machineBusySeconds).toBeGreaterThan(use.parts.apps + use.parts.balancer);
    expect(use.seconds).toBeGreaterThan(1.5);
    expect(use.cores).toBeGreaterThan(0);
  });
});
