import sanitize from "sanitize-html";

// Rich text as an editor produces it, minus scripts, event handlers and foreign frames.
const options: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "h1", "h2", "span", "figure", "figcaption", "u", "s"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    "*": ["class", "id"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
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
