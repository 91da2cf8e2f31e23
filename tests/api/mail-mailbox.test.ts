import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { eventually } from "../support/smtp-sink.ts";
import { createTestDatabase } from "../support/test-database.ts";

/*
 * Test-mail mode (no SMTP_URL): the app's own worker "delivers" into the outbox, and /dev/mailbox
 * shows what was sent, newest first, with both bodies. A public site refuses this mode at start-up
 * (tests/unit/config.test.ts).
 */
type MailboxMessage = {
  id: string;
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  sentAt: string;
};

let app: FastifyInstance;
let database: Database;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "contests-mailbox-"));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "info", PUBLIC_URL: "http://localhost:4202" });
  // The worker runs as in production (tests otherwise drive it themselves).
  app = await buildApp({ config, database, logStream: { write: (line) => logLines.push(line) }, mailWorker: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailbox = async (query = "") => {
  const res = await app.inject({ method: "GET", url: `/dev/mailbox.json${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: MailboxMessage[] }).data;
};
const contact = (email: string, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { fullName: "Nisha Rao", email, message: "When do results come out?" },
    headers: { "x-forwarded-for": ip },
  });

describe("[MAIL] test-mail mode", () => {
  it("says so in the log when the site starts, as information (only a local trial runs in test-mail mode)", () => {
    const note = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).find((l) => l.msg.startsWith("Test-mail mode"));
    expect(note?.level).toBe(30);
    expect(note?.msg).toContain("http://localhost:4202/dev/mailbox");
  });

  it("delivers what the site sends into the mailbox, newest first, with both bodies", async () => {
    expect((await contact("first@example.in", "203.0.113.21")).statusCode).toBe(201);
    await eventually(async () => (await mailbox()).length === 1);
    expect((await contact("second@example.in", "203.0.113.22")).statusCode).toBe(201);
    const messages = await eventually(async () => {
      const list = await mailbox();
      return list.length === 2 ? list : null;
    });
    expect(messages.map((m) => m.to)).toEqual(["second@example.in", "first@example.in"]);
    const [latest] = messages;
    expect(latest).toMatchObject({ template: "contact-acknowledgement", subject: "We received your message" });
    expect(latest?.text).toContain("We received the message you sent through our contact form");
    expect(latest?.html).toContain("<h1");
    expect(latest?.messageId).toBe(`<${latest?.id}.outbox@creatorcup.example>`);
    expect((await mailbox("?to=FIRST@example.in")).map((m) => m.to)).toEqual(["first@example.in"]);
  });

  it("shows the mailbox and each message as pages, the message's HTML in a sandboxed frame", async () => {
    const [message] = await mailbox("?to=second@example.in");
    if (!message) throw new Error("no message");
    const list = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(list.statusCode).toBe(200);
    expect(list.headers["content-type"]).toContain("text/html");
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body).toContain("Test mailbox");
    expect(list.body).toContain(`/dev/mailbox/${message.id}`);
    expect(list.body).toContain("To second@example.in");

    const page = await app.inject({ method: "GET", url: `/dev/mailbox/${message.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("We received your message");
    expect(page.body).toContain(`<iframe src="/dev/mailbox/${message.id}/html"`);
    expect(page.body).toContain("sandbox");
    expect(page.body).toContain("We received the message you sent");

    const html = await app.inject({ method: "GET", url: `/dev/mailbox/${message.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe(message.html);
    expect(html.headers["content-security-policy"]).toContain("default-src 'none'");

    expect((await app.inject({ method: "GET", url: "/dev/mailbox/0123456789abcdef01234567" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/dev/mailbox/not-an-id/html" })).statusCode).toBe(404);
  });
});
