/** The YouTube video id in a watch, short, embed or youtu.be link; null for any other link. */
export function youTubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const valid = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null);
  if (host === "youtu.be") return valid(url.pathname.slice(1).split("/")[0]);
  if (host !== "youtube.com" && host !== "youtube-nocookie.com") return null;
  if (url.pathname === "/watch") return valid(url.searchParams.get("v"));
  const [, kind, id] = url.pathname.split("/");
  return kind === "shorts" || kind === "embed" || kind === "live" ? valid(id) : null;
}

/** "instagram.com" from a link, for the card that opens other videos in their app. */
export function linkHost(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}
