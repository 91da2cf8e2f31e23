import { createServer as createNetServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP server received it, parsed. */
export type ReceivedMail = {
  envelopeTo: string[];
  messageId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  subject: string | undefined;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  raw: string;
  /** The SMTP connection it came over (smtp-server's session id). */
  connectionId: string;
};

/** What the server answers to the next message: accept, a temporary or a permanent refusal. */
export type SinkBehaviour = "accept" | { code: number; message: string };

export type SmtpSink = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Refusals answered so far. */
  refused: number;
  /** Answers in turn for the next messages; once used up, accept. */
  answerNext: (...behaviours: SinkBehaviour[]) => void;
  /** Holds each accepted message this long before answering (a slow server). */
  delayMs: number;
  /** Stop listening (connections are then refused) and listen again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a random port, keeping every message it accepts.
 * `listening: false` reserves the port without listening, for a server that is down at first.
 */
export async function startSmtpSink(options: { listening?: boolean } = {}): Promise<SmtpSink> {
  const port = await freePort();
  const queue: SinkBehaviour[] = [];
  let server: SMTPServer | null = null;

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refused: 0,
    delayMs: 0,
    answerNext: (...behaviours) => queue.push(...behaviours),
    start: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        // A test's own transports keep pooled connections open; closing drops them instead of waiting 30 s.
        closeTimeout: 200,
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", async () => {
            const behaviour = queue.shift() ?? "accept";
            if (behaviour !== "accept") {
              sink.refused++;
              return callback(Object.assign(new Error(behaviour.message), { responseCode: behaviour.code }));
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            const parsed = await simpleParser(raw);
            if (sink.delayMs) await new Promise((resolve) => setTimeout(resolve, sink.delayMs));
            sink.received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              messageId: parsed.messageId,
              from: parsed.from?.text,
              to: Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : parsed.to?.text,
              subject: parsed.subject,
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              headers: parsed.headers,
              raw,
              connectionId: session.id,
            });
            callback(null, "Queued");
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
    },
    stop: async () => {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, got ${sink.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return sink.received;
    },
    close: () => sink.stop(),
  };
  if (options.listening !== false) await sink.start();
  return sink;
}

/** Polls `check` until it answers a truthy value (no fixed sleeps: a busy machine only takes longer). */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
