// The baseline for `npm run bench`: a bare Fastify hello-world on PORT, measured in the same run.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
// The bench's machine floor: Lighthouse on a page with a heading, a paragraph and one tiny module script
// shows what this machine's browser costs before any of the site's work (see scripts/bench.mjs).
const floorPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="A bare page"></head><body><h1>CreatorCup</h1><p>A bare page: no framework, one module script.</p><script type="module">document.body.append(" ✓")</script></body></html>`;
app.get("/floor", async (_request, reply) => reply.type("text/html; charset=utf-8").send(floorPage));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => app.close().then(() => process.exit(0)));
