// The baseline for `npm run bench`: a bare Fastify hello-world on PORT, measured in the same run.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 4391), host: "127.0.0.1" });
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => app.close().then(() => process.exit(0)));
