import { type Language, localisedPath, ogLocale } from "./i18n/language.ts";
import { shareImageUrl } from "./media-url.ts";

export const SITE_NAME = "CreatorCup";

/**
 * The site's own words: the default title's tail and the description of a page without its own. The
 * English ones are here; another language's come from its catalogue (common.site, sent with every
 * page), so a phone never downloads both.
 */
export type SiteWords = { tagline: string; description: string };
const ENGLISH_SITE_WORDS: SiteWords = {
  tagline: "Contests for young creators",
  description:
    "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.",
};

/** "Title | CreatorCup", or the site's own title. */
export function pageTitle(title?: string, site: SiteWords = ENGLISH_SITE_WORDS): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${site.tagline}`;
}

type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

/**
 * Title, description and the Open Graph and Twitter tags a shared link needs for a preview card
 * (WhatsApp, Instagram, X…). Image and page URLs are absolute: PUBLIC_URL, or the request's origin.
 * `path` is the page's path in either language; `language` (English unless given) puts it in that
 * language, says og:locale and names the other language's locale as og:locale:alternate. The
 * caller passes title and description already in the page's language.
 */
export function shareMeta(options: {
  origin?: string;
  path: string;
  title?: string;
  description?: string;
  image?: string | null;
  language?: Language;
  /** The site's words in the page's language (`metaMessages(matches, "common")?.site`); English without them. */
  site?: SiteWords;
}): MetaTag[] {
  const language = options.language ?? "en";
  const site = options.site ?? ENGLISH_SITE_WORDS;
  const title = pageTitle(options.title, site);
  const description = (options.description || site.description).slice(0, 300);
  const tags: MetaTag[] = [{ title }, { name: "description", content: description }];
  if (!options.origin) return tags;
  const url = new URL(localisedPath(options.path, language), options.origin).toString();
  const image = shareImageUrl(options.image, options.origin);
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: ogLocale[language] },
    { property: "og:locale:alternate", content: ogLocale[language === "hi" ? "en" : "hi"] },
    { property: "og:title", content: options.title ?? title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: options.title ?? SITE_NAME },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: options.title ?? title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}
