import nodemailer from "nodemailer";
import type { Config } from "../../config.ts";
import { smtpTimeouts } from "./delivery-rules.ts";
import type { MailTransport, WireMessage } from "./send-outbox.ts";

/**
 * SMTP through nodemailer (SMTP_URL: smtp://user:password@host:587 upgrades with STARTTLS,
 * smtps://…:465 is TLS from the start). Connections are pooled and reused for up to 100 messages:
 * a spike of registrations sends two mails each, and a connection (with its TLS handshake) per
 * message cost both ends far more than the message itself. A connection the server drops is
 * replaced; a message it fails stays in the outbox for a retry.
 */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, maxMessages: 100, ...smtpTimeouts });
  return {
    via: "smtp",
    send: async (message: WireMessage) => {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        headers: {
          ...message.headers,
          // One-click unsubscribe (RFC 8058): mail apps POST to the link without opening it.
          ...(message.listUnsubscribe ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
        },
        ...(message.listUnsubscribe ? { list: { unsubscribe: message.listUnsubscribe } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Test-mail mode: "sending" keeps the rendered message in the outbox row, shown at /dev/mailbox. */
export const mailboxTransport: MailTransport = { via: "mailbox", send: async () => undefined, close: () => undefined };

export function transportFor(config: Pick<Config, "mail">): MailTransport {
  return config.mail.mode === "smtp" && config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : mailboxTransport;
}
