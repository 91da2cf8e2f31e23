import { forbiddenCharactersMessage, SINGLE_LINE_PATTERN } from "../validation/forbidden-characters.ts";
import { registrationMessages as m } from "./messages.ts";

/** An http(s) address the browser can parse. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** plainText's wording for the same field (shared/validation/text.ts), which has its Hindi. */
export const VIDEO_LINK_TOO_LONG = "Video link is too long (500 characters at most).";

export type VideoLinkCheck = { ok: true; link: string } | { ok: false; message: string };

/**
 * The video link rule (docs/product-rules.md#validation) without a schema library: the payment dialog
 * and My registrations check it as the server does, and a phone downloads no validator for it.
 * The first rule broken names the message: required, at most 500 characters, one line, a URL.
 */
export function checkVideoLink(value: string): VideoLinkCheck {
  const link = value.trim();
  if (link.length < 1) return { ok: false, message: m.paymentVideoLinkRequired };
  // A link pasted with a whole message around it: say it is too long, not that it is no link.
  if (link.length > 500) return { ok: false, message: VIDEO_LINK_TOO_LONG };
  if (!SINGLE_LINE_PATTERN.test(link)) return { ok: false, message: forbiddenCharactersMessage("Video link") };
  if (!isValidUrl(link)) return { ok: false, message: m.paymentVideoLinkInvalid };
  return { ok: true, link };
}
