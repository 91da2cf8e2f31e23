import sanitize from "sanitize-html";

/**
 * Pictures in rich text come from our own media (what the console's editor uploads: /uploads/…),
 * never from another host: a foreign image is a tracking pixel on every visitor's phone.
 */
const OUR_MEDIA = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._~/-]+$/;
export const isOurMedia = (src: string | undefined): boolean => Boolean(src && OUR_MEDIA.test(src) && !src.includes("//"));

/**
 * Rich text as the console's editor produces it, minus scripts, event handlers, foreign frames and
 * foreign images. No class and no id: the site styles rich text by its tags (.prose-content h2, p,
 * img… in app/app.css), and a class or id of the page's own (a fixed overlay, a duplicate id that
 * the page's scripts look up) would let content cover or confuse the whole page.
 */
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "h1", "h2", "span", "figure", "figcaption", "u", "s"],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
  },
  allowedClasses: {},
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === "img" && !isOurMedia(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
