import { type Language, localisedPath, ogLocale } from "./i18n/language.ts";
import { shareImageUrl } from "./media-url.ts";

export const SITE_NAME = "CreatorCup";

/**
 * The site's own words in its two languages: the default title's tail and the description a page
 * without its own has. Two short lines each, kept here (not in a catalogue) so every meta function
 * has them without its loader sending a namespace.
 */
const SITE_WORDS: Record<Language, { tagline: string; description: string }> = {
  en: {
    tagline: "Contests for young creators",
    description:
      "Contests for young creators from India's smaller cities: pick a contest, post your video, get seen by judges who have made it.",
  },
  hi: {
    tagline: "युवा क्रिएटर्स के लिए कॉन्टेस्ट",
    description: "भारत के छोटे शहरों के युवा क्रिएटर्स के लिए कॉन्टेस्ट: कॉन्टेस्ट चुनें, अपना वीडियो पोस्ट करें, और उन जजों की नज़र में आएँ जो खुद कामयाब क्रिएटर हैं।",
  },
};

/** "Title | CreatorCup", or the site's own title in the language. */
export function pageTitle(title?: string, language: Language = "en"): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${SITE_WORDS[language].tagline}`;
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
}): MetaTag[] {
  const language = options.language ?? "en";
  const title = pageTitle(options.title, language);
  const description = (options.description || SITE_WORDS[language].description).slice(0, 300);
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
