// Server throughput: autocannon at 50 connections on pages and lists, beside a bare Fastify hello-world.
import { importBenchTool } from "../bench-tools.mjs";
import { contestPath, helloPort, kb, log, origin } from "./settings.mjs";
import { download, startProcess, stopProcess, waitFor } from "./site.mjs";

/** Server throughput at 50 connections, as shares of a bare Fastify hello-world measured in the same run. */
export const loadTargets = { pageShareOfHello: 0.1, pageP99Ms: 50, listShareOfHello: 0.3 };
export const helloWorld = "hello-world (bare Fastify)";

// Every browser asks for compressed answers; without this header each page view would move the
// uncompressed HTML (160 KB for home instead of 28 KB), which no visitor ever asks for.
const browserHeaders = { "accept-encoding": "gzip, deflate, br, zstd" };

async function loadTest(url) {
  const { default: autocannon } = await importBenchTool("autocannon");
  // 2 s of warm-up that is not counted, then 10 s measured.
  await autocannon({ url, connections: 50, duration: 2, headers: browserHeaders });
  const result = await autocannon({ url, connections: 50, duration: 10, headers: browserHeaders });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
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

/** Each endpoint in turn, 10 s each, then the hello-world process started for the purpose. */
export async function measureLoad() {
  const hello = startProcess(process.execPath, ["scripts/bench-hello.mjs"], { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const places = await placeUrls();
  const load = {
    "GET /": await loadTest(`${origin}/`),
    [`GET ${contestPath}`]: await loadTest(`${origin}${contestPath}`),
    "GET /api/contest/active": await loadTest(`${origin}/api/contest/active`),
    // The details form's lookups (docs/places.md): one pincode, a state's search, a state's whole list.
    "GET /api/location/pincode/273001": await loadTest(`${origin}/api/location/pincode/273001`),
    "GET …/search/city/state/{Uttar Pradesh}?q=gora": await loadTest(places.search),
    "GET …/list/city/state/{Uttar Pradesh} (every town)": await loadTest(places.list),
    [helloWorld]: await loadTest(`http://127.0.0.1:${helloPort}/`),
  };
  await stopProcess(hello);
  return load;
}
