import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { errorHandler } from "#server/error-handler.ts";

/** The handler with Fastify's own logger writing to a string, and a reply that records what it was given. */
function handle(error: Error) {
  let written = "";
  const stream = {
    write: (line: string) => {
      written += line;
    },
  };
  const { log } = Fastify({ logger: { level: "warn", stream } });
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const reply = {
    header: (name: string, value: string) => {
      sent.headers[name] = value;
      return reply;
    },
    status: (code: number) => {
      sent.status = code;
      return reply;
    },
    send: (body: unknown) => {
      sent.body = body;
      return reply;
    },
  };
  errorHandler(error, { log } as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return { sent, logged: written ? JSON.parse(written) : null };
}

describe("the error handler's log of a database outage", () => {
  it("names the driver's reason and code in a readable line, and answers 503 without them", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select * from users where email = $1\nparams: asha@example.in", { cause: refused });
    const { sent, logged } = handle(wrapped);
    expect(sent.status).toBe(503);
    expect(JSON.stringify(sent.body)).not.toContain("ECONNREFUSED");
    expect(logged.msg).toBe("database unavailable");
    expect(logged.database).toEqual({
      message: "Failed query: select * from users where email = $1",
      code: "ECONNREFUSED",
      cause: "connect ECONNREFUSED 127.0.0.1:5432",
    });
    // Never the query's values (an e-mail here), and never an unreadable "[object Object]".
    expect(JSON.stringify(logged)).not.toContain("asha@example.in");
    expect(JSON.stringify(logged)).not.toContain("[object Object]");
  });
});
