import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "#db/client.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { formatIstDateTime } from "#shared/ist.ts";
import { escapeHtml } from "../services/mail/layout.ts";
import { unsubscribeFromReminders } from "../services/mail/unsubscribe.ts";

const MAILBOX_LIMIT = 200;

/**
 * /api/mail/unsubscribe (the link and the List-Unsubscribe header of reminders) and, in test-mail
 * mode only, the mailbox: /dev/mailbox (newest first), /dev/mailbox/:id, /dev/mailbox.json.
 */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  // Mail apps send the one-click unsubscribe as a form post (RFC 8058); only this scope reads forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  );

  unsubscribeRoutes(app);
  if (app.ctx.config.mail.mode !== "test") return;
  mailboxListRoutes(app);
  mailboxMessageRoutes(app);
}

/** The reminders' unsubscribe link: a page that asks, and the button's (or a mail app's) post. */
function unsubscribeRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { token?: string } }>("/api/mail/unsubscribe", { schema: { hide: true } }, async (request, reply) => {
    const token = String(request.query.token ?? "");
    // A link scanner may open the link: opening only asks; the button (or a mail app's POST) unsubscribes.
    return htmlPage(
      reply,
      200,
      "Stop reminders",
      `<h1>Stop registration reminders?</h1>
<p>We send a reminder a day before registration closes when a registration is not paid yet: to the creator, and to a parent or guardian who asked for reminders.</p>
<form method="post" action="/api/mail/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit" style="${buttonStyle}">Stop reminders</button>
</form>`,
    );
  });

  app.post<{ Querystring: { token?: string } }>("/api/mail/unsubscribe", { schema: { hide: true } }, async (request, reply) => {
    const done = await unsubscribeFromReminders(app.ctx.db, String(request.query.token ?? ""));
    if (!done) {
      return htmlPage(
        reply,
        404,
        "Link not valid",
        "<h1>This link is not valid</h1><p>Please use the link from your most recent e-mail.</p>",
      );
    }
    return htmlPage(
      reply,
      200,
      "Reminders stopped",
      `<h1>Reminders stopped</h1><p>You will get no more registration reminders. Receipts and sign-in codes still arrive.</p><p><a href="/">Back to CreatorCup</a></p>`,
    );
  });
}

/** The messages the test mailbox shows, newest first. */
const delivered = (db: Db) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.deliveredVia, "mailbox"), isNotNull(mailOutbox.sentAt)))
    .orderBy(desc(mailOutbox.sentAt), desc(mailOutbox.createdAt))
    .limit(MAILBOX_LIMIT);

/** The test mailbox as JSON and as a page. */
function mailboxListRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { to?: string } }>("/dev/mailbox.json", async (request, reply) => {
    const to = request.query.to?.trim().toLowerCase();
    const rows = (await delivered(app.ctx.db)).filter((row) => !to || row.recipient.toLowerCase() === to);
    reply.header("cache-control", "no-store");
    return {
      isOk: true,
      data: rows.map((row) => ({
        id: row.id,
        template: row.template,
        to: row.recipient,
        from: app.ctx.config.mail.from,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: row.messageId,
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    };
  });

  app.get("/dev/mailbox", async (_request, reply) => {
    const rows = await delivered(app.ctx.db);
    const items = rows
      .map(
        (
          row,
        ) => `<li style="border-bottom:1px solid #e6dcf5;"><a href="/dev/mailbox/${row.id}" style="display:block;padding:12px 4px;color:#16101f;text-decoration:none;">
<strong style="display:block;">${escapeHtml(row.subject ?? row.template)}</strong>
<span style="font-size:14px;color:#5b5466;">To ${escapeHtml(row.recipient)} · ${escapeHtml(formatIstDateTime(row.sentAt))} IST</span></a></li>`,
      )
      .join("\n");
    return htmlPage(
      reply,
      200,
      "Test mailbox",
      `<h1>Test mailbox</h1>
<p>${testModeNote}</p>
${rows.length ? `<ul style="list-style:none;margin:0;padding:0;">${items}</ul>` : "<p>No messages yet.</p>"}`,
    );
  });
}

/** One message of the test mailbox, and its HTML body. */
function mailboxMessageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>("/dev/mailbox/:id", async (request, reply) => {
    const row = await mailboxRow(app, request.params.id);
    if (!row) return htmlPage(reply, 404, "Not found", "<h1>No such message</h1><p><a href='/dev/mailbox'>Back to the mailbox</a></p>");
    return htmlPage(
      reply,
      200,
      row.subject ?? "Message",
      `<p><a href="/dev/mailbox">← All messages</a></p>
<h1 style="font-size:20px;">${escapeHtml(row.subject ?? "")}</h1>
<p style="font-size:14px;color:#5b5466;">From ${escapeHtml(app.ctx.config.mail.from)}<br>To ${escapeHtml(row.recipient)}<br>${escapeHtml(formatIstDateTime(row.sentAt))} IST<br>Message-ID ${escapeHtml(row.messageId ?? "")}</p>
<h2 style="font-size:16px;">HTML</h2>
<iframe src="/dev/mailbox/${row.id}/html" title="HTML body" sandbox style="width:100%;height:640px;border:1px solid #e6dcf5;border-radius:12px;background:#fff;"></iframe>
<h2 style="font-size:16px;">Plain text</h2>
<pre style="white-space:pre-wrap;word-break:break-word;background:#f6f0ff;padding:12px;border-radius:12px;font-size:14px;">${escapeHtml(row.textBody ?? "")}</pre>`,
    );
  });

  app.get<{ Params: { id: string } }>("/dev/mailbox/:id/html", async (request, reply) => {
    const row = await mailboxRow(app, request.params.id);
    if (!row?.htmlBody) return reply.status(404).type("text/plain").send("Not found");
    // The message's own HTML, shown in a sandboxed frame: no scripts, styles inline as a mail app allows.
    reply.header("content-security-policy", "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'");
    reply.header("cache-control", "no-store");
    return reply.type("text/html; charset=utf-8").send(row.htmlBody);
  });
}

const testModeNote =
  "Test-mail mode: no <code>SMTP_URL</code> is set, so nothing leaves this machine. Every message the site sends lands here instead.";

const buttonStyle =
  "display:inline-block;padding:12px 22px;border:0;border-radius:999px;background:#8a2fd6;color:#fff;font-size:16px;font-weight:600;cursor:pointer;";

async function mailboxRow(app: FastifyInstance, id: string) {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  const [row] = await app.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.deliveredVia, "mailbox")));
  return row ?? null;
}

function htmlPage(reply: FastifyReply, status: number, title: string, body: string) {
  reply.header("cache-control", "no-store");
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · CreatorCup</title>
<style>h1{font-size:26px;line-height:1.25;margin:0 0 12px}a{color:#7324b3}</style></head>
<body style="margin:0;background:#f4f1f8;color:#16101f;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;">
<header style="background:linear-gradient(135deg,#8a2fd6,#7324b3);padding:14px 20px;"><a href="/" style="color:#fff;font-weight:800;font-size:20px;text-decoration:none;">CreatorCup</a></header>
<main style="max-width:720px;margin:16px auto;padding:20px;background:#fff;border-radius:16px;line-height:1.5;overflow-wrap:anywhere;">
${body}
</main>
</body>
</html>`);
}
