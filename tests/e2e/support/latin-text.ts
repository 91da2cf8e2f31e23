import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * "No English left on a Hindi page": every text a visitor sees or hears (visible text, and the
 * aria-label, alt, title and placeholder of visible elements, the document's title) is checked for
 * Latin-letter words that come from no catalogue. Allowed are brand and proper names, e-mail
 * addresses, URLs, the language switch's "English", and content from the database that has no Hindi
 * yet (the caller passes those strings, see `contentStrings`). Reuse it for any page:
 *
 *   await expectNoStrayLatin(page, { allowed: await contentStrings(page.request) });
 */

/** Names that stay in Latin letters in Hindi too. */
export const brandNames = [
  "CreatorCup",
  "UPI",
  "Instagram",
  "YouTube",
  "WhatsApp",
  "Facebook",
  "Twitter",
  "LinkedIn",
  "TikTok",
  "Razorpay",
  "UIDAI",
  // The language switch names the other language in that language.
  "English",
];

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const urlPattern = /\b(?:https?:\/\/|www\.)\S+/g;
/** Keys are named as printed on them ("alt+T" in the toasts' label). */
const shortcutPattern = /\b(?:alt|ctrl|shift|meta)\+\w\b/gi;

export type TextOnPage = { text: string; where: string };

export type LatinTextOptions = {
  /** Content strings (from the database) the page may show as they are. */
  allowed?: readonly string[];
  /** Parts of the page not to read (a CSS selector), each with a reason at the call site. */
  ignore?: string;
  /** Where to read (a CSS selector); the whole document if not given. */
  within?: string;
};

/** The visible texts and accessible names on the page, with where each was found. */
export async function textsOnPage(page: Page, options: Pick<LatinTextOptions, "ignore" | "within"> = {}): Promise<TextOnPage[]> {
  return page.evaluate(({ ignore, within }) => {
    const found: { text: string; where: string }[] = [];
    const root = within ? document.querySelector(within) : document.body;
    if (!root) return found;
    const skipped = (element: Element) =>
      Boolean(element.closest("script, style, noscript, template") || (ignore && element.closest(ignore)));
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: false });
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.getAttribute("data-testid") ? `[data-testid=${element.getAttribute("data-testid")}]` : ""}`;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent) || !visible(parent)) continue;
      found.push({ text, where: describe(parent) });
    }
    for (const element of root.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (skipped(element) || !visible(element)) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name)?.replace(/\s+/g, " ").trim();
        if (value) found.push({ text: value, where: `${describe(element)} @${name}` });
      }
    }
    if (!within) found.push({ text: document.title, where: "title" });
    return found;
  }, options);
}

const normalise = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The texts among `texts` with a Latin-letter run no catalogue gave. A text is cut at brands,
 * addresses and Devanagari; each piece left with a Latin letter must be part of an allowed content
 * string (a cut one ending in "..." or "…" counts too), else the text is stray.
 */
export function strayLatin(texts: readonly TextOnPage[], allowed: readonly string[] = []): TextOnPage[] {
  const content = allowed.map(normalise).filter(Boolean);
  const brands = new RegExp(`(?<![A-Za-z])(?:${brandNames.join("|")})(?![A-Za-z])`, "g");
  const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
  return texts.filter(({ text }) => {
    const pieces = normalise(text)
      .replace(emailPattern, "\n")
      .replace(urlPattern, "\n")
      .replace(shortcutPattern, "\n")
      .replace(brands, "\n")
      .split(/[\n\u0900-\u097F]+/)
      .map((piece) => piece.replace(/(?:\.\.\.|…)\s*$/, "").replace(edges, ""))
      .filter((piece) => /[A-Za-z]/.test(piece));
    return pieces.some((piece) => !content.some((item) => item.includes(piece)));
  });
}

/** Fails with the list of stray texts, so a forgotten string is named in the failure. */
export async function expectNoStrayLatin(page: Page, options: LatinTextOptions = {}): Promise<void> {
  const stray = strayLatin(await textsOnPage(page, options), options.allowed);
  expect(
    stray.map(({ text, where }) => `${where}: ${text}`),
    `texts in Latin letters from no catalogue on ${page.url()}`,
  ).toEqual([]);
}

/** Every string value of a JSON answer (HTML as its text). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (!value || typeof value !== "object") return [];
  const fields = value as Record<string, unknown>;
  // A person's whole name, as the pages put it together (a judge's picture is named by it).
  const name =
    typeof fields.firstName === "string" && typeof fields.lastName === "string" ? [`${fields.firstName} ${fields.lastName}`] : [];
  return [...name, ...Object.values(fields).flatMap(stringsOf)];
}

/**
 * The database's content as the public API gives it, in English and in Hindi (where an item has no
 * Hindi yet it is shown in English on Hindi pages): company details, contests and their categories,
 * banners, judges, testimonials, and the content pages named in `cmsSlugs`.
 */
export async function contentStrings(request: APIRequestContext, cmsSlugs: readonly string[] = []): Promise<string[]> {
  const calls: [method: "get" | "post", url: string][] = [
    ["get", "/api/company-details/get"],
    ["get", "/api/contest/active"],
    ["get", "/api/contestCategory/active"],
    ["get", "/api/category/list/active"],
    ["post", "/api/banner/list"],
    ["post", "/api/judge/listByparams"],
    ["post", "/api/testimonial/list"],
    ...cmsSlugs.map((slug): ["get", string] => ["get", `/api/cms/${slug}`]),
  ];
  const strings: string[] = [];
  for (const language of ["en-IN", "hi-IN"]) {
    for (const [method, url] of calls) {
      const headers = { "accept-language": language };
      const response = method === "get" ? await request.get(url, { headers }) : await request.post(url, { headers, data: {} });
      if (response.ok()) strings.push(...stringsOf(await response.json()));
    }
  }
  return strings;
}
