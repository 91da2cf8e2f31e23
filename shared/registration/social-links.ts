/**
 * Social links as people write them (docs/product-rules.md#validation): '@arjun.mehta',
 * 'instagram.com/arjun.mehta', 'http://…' or 'm.youtube.com/…' become the full https:// address the
 * spec asks for, before its rule is checked. Anything else is left as typed, so the rule refuses it.
 */
export type SocialNetworkKey = "instagram" | "youtube" | "facebook" | "twitter" | "linkedIn" | "tiktok";

/** Where a bare handle lives on each network. */
const profileOf: Record<SocialNetworkKey, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedIn: (h) => `https://www.linkedin.com/in/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
};

/** Mobile hosts people copy from their phone's app, and the desktop host the link means. */
const MOBILE_HOSTS: Record<string, string> = {
  "m.youtube.com": "www.youtube.com",
  "m.facebook.com": "www.facebook.com",
  "mobile.twitter.com": "twitter.com",
  "mobile.x.com": "x.com",
  "m.tiktok.com": "www.tiktok.com",
  "m.instagram.com": "www.instagram.com",
};

const HANDLE = /^@?([\p{L}\p{N}._-]{1,100})$/u;
/** Something with a dot in a first part that reads as a host: 'instagram.com/…', 'youtu.be/…'. */
const HOST_FIRST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(?:[/?#:]|$)/i;
const KNOWN_TLD = /\.(com|be|in|co|net|org|me|app|ly|gl)$/i;

export function normaliseSocialLink(network: SocialNetworkKey, value: string): string {
  let text = value.trim();
  if (text === "") return "";
  const handle = HANDLE.exec(text);
  // 'arjun.mehta' is a handle; 'instagram.com' or 'youtu.be' on their own are hosts.
  if (handle?.[1] && (text.startsWith("@") || !KNOWN_TLD.test(text))) return profileOf[network](handle[1]);
  if (/^http:\/\//i.test(text)) text = `https://${text.slice(7)}`;
  else if (/^https:\/\//i.test(text)) text = `https://${text.slice(8)}`;
  else if (/^\/\//.test(text)) text = `https:${text}`;
  else if (HOST_FIRST.test(text)) text = `https://${text}`;
  else return text;
  try {
    const url = new URL(text);
    const host = url.hostname.toLowerCase();
    url.hostname = MOBILE_HOSTS[host] ?? host;
    return url.toString();
  } catch {
    return text;
  }
}
