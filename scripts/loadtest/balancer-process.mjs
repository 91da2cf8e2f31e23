// The balancer's own process, forked by the load test: `node scripts/loadtest/balancer-process.mjs <port> <backend port>…`.
// It answers the load test's questions over IPC: "ready", "stats" and "close".
import { startBalancer } from "./balancer.mjs";

const [port, ...backendPorts] = process.argv.slice(2);
const balancer = await startBalancer(
  backendPorts.map((backendPort, i) => ({ name: String.fromCharCode(65 + i), port: Number(backendPort) })),
  Number(port),
);
process.on("message", async (question) => {
  if (question === "ready") await balancer.ready();
  if (question === "close") await balancer.close();
  process.send(question === "stats" ? balancer.stats : "ok");
});
