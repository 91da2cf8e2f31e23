// The mail side: a real SMTP server receiving what the site sends, and the creators reading their codes.
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { cleanups, freePort, sleep } from "./settings.mjs";

/** A real SMTP server keeping what arrives: the creators read their codes here, and it counts each Message-ID. */
export async function startMailSink() {
  const received = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headers = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim();
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header("Message-ID"),
          subject: header("Subject") ?? "",
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/**
 * A creator reads the code from their mail: here from the message as the site wrote it in the outbox
 * (or as the SMTP server received it, whichever comes first), so the run does not wait on delivery.
 */
export function mailedCodes(databaseUrl, mailSink) {
  const codes = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  cleanups.push(() => codes.end());
  return {
    /**
     * The code mailed to `email`. `newest`: only the outbox's newest row, for a creator who asked again (an
     * earlier request's mail may still arrive, with a code the new one replaced).
     */
    codeFor: async (email, { newest = false } = {}) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const received = newest
          ? null
          : mailSink.received.findLast((m) => m.to.includes(email) && /is your CreatorCup code/.test(m.subject));
        if (received) return /(\d{6}) is your CreatorCup code/.exec(received.subject)?.[1];
        const { rows } = await codes.query(
          "select payload->>'code' as code from mail_outbox where template = 'sign-in-code' and lower(recipient) = $1 order by created_at desc limit 1",
          [email],
        );
        if (rows[0]?.code) return rows[0].code;
        await sleep(100);
      }
      return null;
    },
  };
}
