import { DrizzleQueryError } from "drizzle-orm/errors";
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
    const wrapped = new DrizzleQueryError("select * from users where email = $1", ["asha@example.in"], refused);
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

describe("the error handler and a failure outside the database", () => {
  it("answers a storage upload cut by a connection reset as a server fault, not as the database away", () => {
    // The S3 client's failure as it reaches us: the socket's own error, with the SDK's metadata.
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET", $metadata: { attempts: 1 } });
    const { sent, logged } = handle(reset);
    expect(sent.status).toBe(500);
    expect(sent.headers["retry-after"]).toBeUndefined();
    expect(sent.body).toEqual({ isOk: false, code: "INTERNAL", message: "Something went wrong. Please try again." });
    expect(logged.msg).toBe("request failed");
  });
});
