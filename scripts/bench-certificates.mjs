// Certificate PDFs: time and size of each, against the budgets (300 ms and 300 KB a PDF). Run alone
// (`node scripts/bench-certificates.mjs`) or from `npm run bench`. BENCH_CERTIFICATES (40) sets how many.
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");

export const certificateBudgets = { ms: 300, kb: 300 };

/** Names and contests as creators write them: Latin, Devanagari (conjuncts, reph, i-matra), mixed, long. */
const samples = [
  { name: "प्रिया शर्मा", contestTitle: "Chai & Comedy: Season 1" },
  { name: "क्षितिज त्रिपाठी", contestTitle: "हिन्दी कविता प्रतियोगिता" },
  { name: "Priya Nair", contestTitle: "The Big League" },
  {
    name: "Aarav Venkatanarasimharajuvaripeta Subramaniam",
    contestTitle: "State Flex: Dance of Madhya Pradesh, Maharashtra and Karnataka",
  },
  { name: "श्रीकृष्ण Dwivedi", contestTitle: "City Hustle" },
];

/**
 * Renders `count` certificates (winner and participation in turn). The warm-up the server does once
 * in the background after start-up (fonts, shaping tables, a first PDF) is timed apart.
 */
export async function benchCertificates(count = Number(process.env.BENCH_CERTIFICATES ?? 40)) {
  const { register } = await import("tsx/esm/api");
  register();
  const { renderCertificatePdf, warmUpCertificates } = await import(
    pathToFileURL(path.join(root, "server/services/certificates/render-certificate-pdf.ts")).href
  );
  const { newCertificateId } = await import(pathToFileURL(path.join(root, "server/services/certificates/certificate-ids.ts")).href);
  const render = async (i) => {
    const winner = i % 2 === 0;
    const details = {
      ...samples[i % samples.length],
      id: newCertificateId(),
      kind: winner ? "winner" : "participation",
      rank: winner ? 1 : null,
      prizeTitle: winner ? "Winner" : null,
      prizeAmountPaise: winner ? 1_500_000 : null,
      issuedAt: new Date(),
    };
    const started = performance.now();
    const pdf = await renderCertificatePdf(details, { publicUrl: "https://creatorcup.in" });
    return { ms: performance.now() - started, bytes: pdf.length };
  };
  const loading = performance.now();
  await warmUpCertificates();
  const fontsMs = performance.now() - loading;
  const first = await render(0);
  const runs = [first];
  for (let i = 1; i < count; i++) runs.push(await render(i));
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    count,
    fontsMs,
    firstMs: first.ms,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: times[times.length - 1],
    maxBytes: Math.max(...runs.map((r) => r.bytes)),
  };
}

/** Prints the table row and answers what is over budget. */
export function reportCertificates(result, log = console.log) {
  log("");
  log(
    `| certificate PDFs (${result.count}) | warm-up, once after start-up (ms) | first (ms) | median (ms) | p95 (ms) | max (ms) | largest (KB) |`,
  );
  log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  const ms = (v) => v.toFixed(1);
  log(
    `| A4 landscape, Hindi and Latin names | ${ms(result.fontsMs)} | ${ms(result.firstMs)} | ${ms(result.medianMs)} | ${ms(result.p95Ms)} | ${ms(result.maxMs)} | ${(result.maxBytes / 1024).toFixed(1)} |`,
  );
  const failures = [];
  if (result.maxMs > certificateBudgets.ms)
    failures.push(`certificate PDF took ${Math.round(result.maxMs)} ms > ${certificateBudgets.ms} ms`);
  if (result.maxBytes / 1024 > certificateBudgets.kb)
    failures.push(`certificate PDF ${(result.maxBytes / 1024).toFixed(1)} KB > ${certificateBudgets.kb} KB`);
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const failures = reportCertificates(await benchCertificates());
  console.log("");
  console.log(
    failures.length === 0
      ? `Within budget (≤ ${certificateBudgets.ms} ms and ≤ ${certificateBudgets.kb} KB a PDF).`
      : `Over budget:\n  ${failures.join("\n  ")}`,
  );
  if (failures.length > 0 && process.env.BENCH_STRICT) process.exitCode = 1;
}
