import { type Language, ogLocale } from "./i18n/language.ts";
import { shareImageUrl } from "./media-url.ts";

export const SITE_NAME = "CreatorCup";
const SITE_DESCRIPTION =
  "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.";

export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Contests for young creators`;
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/**
 * Title, description and the Open Graph and Twitter tags a shared link needs for a preview card
 * (WhatsApp, Instagram, X…). Image and page URLs are absolute: PUBLIC_URL, or the request's origin.
 */
export function shareMeta(options: {
  origin?: string;
  path: string;
  title?: string;
  description?: string;
  image?: string | null;
  /** The page's language: its og:locale (en_IN, hi_IN). */
  language?: Language;
}): MetaTag[] {
  const title = pageTitle(options.title);
  const description = (options.description || SITE_DESCRIPTION).slice(0, 300);
  const tags: MetaTag[] = [{ title }, { name: "description", content: description }];
  if (!options.origin) return tags;
  const url = new URL(options.path, options.origin).toString();
  const image = shareImageUrl(options.image, options.origin);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: options.title ?? title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(options.language ? [{ property: "og:locale", content: ogLocale[options.language] }] : []),
    { property: "og:image", content: image },
    { property: "og:image:alt", content: options.title ?? SITE_NAME },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: options.title ?? title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
