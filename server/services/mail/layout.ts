import { type MailWords, mailWords } from "./words.ts";

/**
 * One message, written once as blocks, rendered twice: an HTML body in the product's look (inline
 * styles and a single-column table, what phone mail apps display reliably) and a plain-text body
 * with the same facts and links.
 */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  /** A sign-in code: large and spaced in HTML, on its own line in text. */
  | { kind: "code"; text: string }
  /** Label and value pairs (amount, payment id, dates). */
  | { kind: "facts"; rows: Array<[label: string, value: string]> }
  | { kind: "button"; label: string; url: string }
  /**
   * Small print; `link` follows its text (a link in HTML, the address in text); `lang` marks a note in the
   * other language than the message's (the guardian's first mail offers the request in it).
   */
  | { kind: "note"; text: string; link?: { label: string; url: string }; lang?: string };

export type MailContent = {
  subject: string;
  /** The line a mail app shows beside the subject in the inbox. */
  preview: string;
  heading: string;
  blocks: MailBlock[];
  /** Small print under the message (why it was sent, how to stop reminders). */
  footer?: MailBlock[];
};

export type RenderedMail = { subject: string; text: string; html: string };

// The site's colours (app/app.css): brand purple, ink, lilac.
const colours = {
  brand: "#8a2fd6",
  brandDark: "#7324b3",
  ink: "#16101f",
  muted: "#5b5466",
  lilac: "#f6f0ff",
  line: "#e6dcf5",
  page: "#f4f1f8",
};
// Single quotes: the stack goes inside style="…" attributes.
const fontStack = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', Arial, sans-serif";

const productName = "CreatorCup";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** Line breaks in a user's text survive in HTML. */
const withBreaks = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${colours.ink};">${withBreaks(block.text)}</p>`;
    case "code":
      return `<p style="margin:8px 0 20px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border-radius:12px;background:${colours.lilac};border:1px solid ${colours.line};font-size:32px;font-weight:700;letter-spacing:8px;color:${colours.ink};font-family:ui-monospace,Menlo,Consolas,monospace;">${escapeHtml(block.text)}</span></p>`;
    case "facts": {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:8px 12px 8px 0;font-size:14px;color:${colours.muted};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:8px 0;font-size:15px;color:${colours.ink};font-weight:600;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px;border-top:1px solid ${colours.line};border-bottom:1px solid ${colours.line};">${rows}</table>`;
    }
    case "button":
      return `<p style="margin:8px 0 20px;"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:12px 22px;border-radius:999px;background:${colours.brand};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p>`;
    case "note":
      return `<p${block.lang ? ` lang="${escapeHtml(block.lang)}"` : ""} style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${colours.muted};overflow-wrap:anywhere;">${withBreaks(block.text)}${block.link ? ` <a href="${escapeHtml(block.link.url)}" style="color:${colours.brandDark};">${escapeHtml(block.link.label)}</a>` : ""}</p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "note":
      return block.link ? `${block.text} ${block.link.label}: ${block.link.url}` : block.text;
    case "code":
      return `    ${block.text}`;
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
  }
}

/** Every message links the privacy notice and, for its recipient, the page that withdraws consent in one tap (docs/privacy.md). */
function privacyLinks(w: MailWords, manageConsentUrl: string | null | undefined): MailBlock[] {
  const notice = w.fill(w.m.footer.privacyNotice, { url: w.page("/privacy") });
  const manage = manageConsentUrl ? `\n${w.fill(w.m.footer.manageConsent, { url: w.siteLink(manageConsentUrl) })}` : "";
  return [{ kind: "note", text: `${notice}${manage}` }];
}

/** The message in the product's frame; `words` gives the footer's language (English unless given). */
export function renderMailContent(
  content: MailContent,
  options: { publicUrl: string; manageConsentUrl?: string | null; words?: MailWords },
): RenderedMail {
  const { publicUrl, manageConsentUrl } = options;
  const w = options.words ?? mailWords("en", publicUrl);
  const footer = [
    ...(content.footer ?? []),
    ...privacyLinks(w, manageConsentUrl),
    { kind: "note", text: `${productName} · ${publicUrl.replace(/^https?:\/\//, "")}` } as MailBlock,
  ];
  const text = [content.heading, "", ...content.blocks.map(blockText).flatMap((part) => [part, ""]), "--", ...footer.map(blockText)]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const html = `<!doctype html>
<html lang="${w.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};font-family:${fontStack};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${colours.page};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;font-family:${fontStack};">
<tr><td style="background:${colours.brand};background-image:linear-gradient(135deg,${colours.brand},${colours.brandDark});padding:18px 24px;">
<a href="${escapeHtml(publicUrl)}" style="color:#ffffff;font-size:20px;font-weight:800;text-decoration:none;letter-spacing:0.3px;">${productName}</a>
</td></tr>
<tr><td style="padding:24px 24px 8px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colours.ink};">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:8px 24px 20px;border-top:1px solid ${colours.line};">
${footer.map(blockHtml).join("\n")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, text: `${text}\n`, html };
}
