// Server throughput at 50 connections on pages and lists, beside a bare Fastify hello-world, with the
// CPU each side used: a figure is only the server's when the client was not the one at its limit.
import { importBenchTool } from "../bench-tools.mjs";
import { loadWithLeanClient } from "./client.mjs";
import { cpuWindow } from "./cpu.mjs";
import { contestPath, helloPort, kb, log, origin } from "./settings.mjs";
import { download, startProcess, stopProcess, waitFor } from "./site.mjs";

/** Server throughput at 50 connections, as shares of a bare Fastify hello-world measured in the same run. */
export const loadTargets = { pageShareOfHello: 0.1, pageP99Ms: 50, listShareOfHello: 0.3 };
export const helloWorld = "hello-world (bare Fastify)";
// autocannon's figures beside the lean client's, for comparison with runs before the lean client.
export const withAutocannon = Boolean(process.env.BENCH_AUTOCANNON);

// Every browser asks for compressed answers; without this header each page view would move the
// uncompressed HTML (160 KB for home instead of 28 KB), which no visitor ever asks for.
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };
const connections = 50;

// Requests per second of the server's CPU time: what one core of the server sustains.
const withServerCost = (r) => ({ ...r, requestsPerServerCpuSecond: (100 * r.requestsPerSecond) / r.serverCpu });

/** 2 s of warm-up that is not counted, then 10 s counted, CPU sampled over the counted 10 s. */
async function loadTest(url, serverPid) {
  const window = cpuWindow(serverPid);
  const lean = await loadWithLeanClient({ url, connections, warmUpMs: 2000, durationMs: 10_000, headers: browserHeaders, window });
  const result = { lean: withServerCost({ ...lean, ...window.result }) };
  if (withAutocannon) {
    const { default: autocannon } = await importBenchTool("autocannon");
    await autocannon({ url, connections, duration: 2, headers: browserHeaders });
    const acWindow = cpuWindow(serverPid);
    acWindow.start();
    const ac = await autocannon({ url, connections, duration: 10, headers: browserHeaders });
    acWindow.end();
    result.autocannon = withServerCost({
      requestsPerSecond: ac.requests.average,
      p99Ms: ac.latency.p99,
      errors: ac.errors + ac.non2xx,
      ...acWindow.result,
    });
  }
  return result;
}

/** The addresses of Uttar Pradesh's town search and whole town list, found as the form finds them. */
async function placeUrls() {
  const data = async (url) => (await (await fetch(`${origin}${url}`)).json()).data;
  const india = (await data("/api/location/list/country")).find((c) => c.countryName === "India");
  const up = (await data(`/api/location/list/state/country/${india._id}`)).find((s) => s.stateName === "Uttar Pradesh");
  const list = `${origin}/api/location/list/city/state/${up._id}`;
  const listBody = await download(list);
  log(`Uttar Pradesh's town list: ${JSON.parse(listBody.body.toString("utf8")).data.length} towns, ${kb(listBody.wire)} KB gzip.`);
  return { search: `${origin}/api/location/search/city/state/${up._id}?q=gora`, list };
}

/** Each endpoint of the site (process `sitePid`) in turn, then the hello-world process started for the purpose. */
export async function measureLoad(sitePid) {
  const hello = startProcess(process.execPath, ["scripts/bench-hello.mjs"], { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const places = await placeUrls();
  const load = {
    "GET /": await loadTest(`${origin}/`, sitePid),
    [`GET ${contestPath}`]: await loadTest(`${origin}${contestPath}`, sitePid),
    "GET /api/contest/active": await loadTest(`${origin}/api/contest/active`, sitePid),
    // The details form's lookups (docs/places.md): one pincode, a state's search, a state's whole list.
    "GET /api/location/pincode/273001": await loadTest(`${origin}/api/location/pincode/273001`, sitePid),
    "GET …/search/city/state/{Uttar Pradesh}?q=gora": await loadTest(places.search, sitePid),
    "GET …/list/city/state/{Uttar Pradesh} (every town)": await loadTest(places.list, sitePid),
    [helloWorld]: await loadTest(`http://127.0.0.1:${helloPort}/`, hello.pid),
  };
  await stopProcess(hello);
  return load;
}
