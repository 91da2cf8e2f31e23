/**
 * Demo pictures drawn by the project itself: SVG gradients with a title, rendered to WebP by sharp.
 * Every picture is deterministic (shapes come from a hash of its name), so re-running the seed draws
 * the same thing, and a file that already exists is left alone (./image-writer.ts renders them).
 */

export const BRAND = "#A249ED";

/** Gradients that all lean on the brand purple. */
export const palettes: readonly (readonly [string, string, string])[] = [
  ["#6D28D9", BRAND, "#F472B6"],
  [BRAND, "#E0509A", "#FF9F43"],
  ["#4338CA", BRAND, "#22D3EE"],
  ["#7C3AED", BRAND, "#FBBF24"],
  ["#581C87", BRAND, "#34D399"],
  [BRAND, "#EC4899", "#F43F5E"],
  ["#312E81", "#7C3AED", BRAND],
  [BRAND, "#8B5CF6", "#38BDF8"],
];

const FONT = "'Poppins','Montserrat','Inter','DejaVu Sans','Liberation Sans',Arial,sans-serif";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A small deterministic random source (mulberry32). */
function randomFrom(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function paletteFor(seed: string, index?: number): readonly [string, string, string] {
  const i = index ?? hash(seed);
  return palettes[i % palettes.length] ?? [BRAND, "#EC4899", "#F59E0B"];
}

function decorations(width: number, height: number, rnd: () => number): string {
  const parts: string[] = [];
  const scale = Math.max(width, height);
  // Soft blobs.
  for (let i = 0; i < 5; i++) {
    const cx = (0.35 + rnd() * 0.75) * width;
    const cy = rnd() * height;
    const r = (0.08 + rnd() * 0.22) * scale;
    const opacity = (0.06 + rnd() * 0.12).toFixed(2);
    parts.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" fill-opacity="${opacity}"/>`);
  }
  // Rings.
  for (let i = 0; i < 3; i++) {
    const cx = (0.45 + rnd() * 0.6) * width;
    const cy = rnd() * height;
    const r = (0.05 + rnd() * 0.14) * scale;
    const w = Math.max(2, scale * 0.004).toFixed(1);
    parts.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${w}"/>`,
    );
  }
  // Sparkles: small four-pointed stars.
  for (let i = 0; i < 6; i++) {
    const x = (0.5 + rnd() * 0.48) * width;
    const y = (0.08 + rnd() * 0.84) * height;
    const s = (0.006 + rnd() * 0.012) * scale;
    parts.push(
      `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="#ffffff" fill-opacity="0.75"/>`,
    );
  }
  // A wave across the bottom.
  const y0 = height * (0.78 + rnd() * 0.08);
  const amp = height * 0.06;
  parts.push(
    `<path d="M0 ${y0} C ${width * 0.25} ${y0 - amp}, ${width * 0.5} ${y0 + amp}, ${width} ${y0 - amp * 0.5} L ${width} ${height} L 0 ${height} Z" fill="#ffffff" fill-opacity="0.10"/>`,
  );
  return parts.join("");
}

export type CoverOptions = {
  width: number;
  height: number;
  title: string;
  /** Small upper-case label above the title. */
  kicker?: string;
  /** A line under the title. */
  subtitle?: string;
  palette?: number;
  seed?: string;
  /**
   * Draw no words: for pictures the site lays its own text over (home banners show bannerTitle as
   * text, which screen readers, translation and search can read, and a phone can wrap).
   */
  textless?: boolean;
};

/** A gradient cover with decorations and a left-aligned title. */
export function coverSvg(o: CoverOptions): string {
  const seed = o.seed ?? o.title;
  const [c1, c2, c3] = paletteFor(seed, o.palette);
  const rnd = randomFrom(seed);
  const { width: w, height: h } = o;
  const x = Math.round(w * 0.07);
  const textWidth = w * (w / h > 2 ? 0.62 : 0.84);

  const { size, lines } = fittedTitle(o.title, w, h, textWidth);
  const lineHeight = size * 1.12;
  const kickerSize = Math.round(Math.max(14, size * 0.28));
  const subSize = Math.round(Math.max(16, size * 0.32));
  const block = lines.length * lineHeight + (o.kicker ? kickerSize * 2.2 : 0) + (o.subtitle ? subSize * 2 : 0);
  let y = (h - block) / 2;

  const text: string[] = [];
  if (o.textless) y = h;
  else if (o.kicker) {
    y += kickerSize;
    text.push(...kickerPill(o.kicker, x, y, kickerSize));
    y += kickerSize * 1.2;
  }
  for (const line of o.textless ? [] : lines) {
    y += lineHeight;
    const shadow = Math.max(2, size * 0.04).toFixed(1);
    text.push(
      `<text x="${x}" y="${(y - size * 0.12).toFixed(0)}" dx="${shadow}" dy="${shadow}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#1e0b3a" fill-opacity="0.25">${esc(line)}</text>`,
      `<text x="${x}" y="${(y - size * 0.12).toFixed(0)}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff">${esc(line)}</text>`,
    );
  }
  if (o.subtitle && !o.textless) {
    y += subSize * 1.8;
    text.push(
      `<text x="${x}" y="${y.toFixed(0)}" font-family="${FONT}" font-size="${subSize}" font-weight="500" fill="#ffffff" fill-opacity="0.9">${esc(o.subtitle)}</text>`,
    );
  }
  const accentY = Math.round(h - h * 0.1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.55" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.15" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1e0b3a" stop-opacity="0.35"/><stop offset="0.6" stop-color="#1e0b3a" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${decorations(w, h, rnd)}
<rect width="${w}" height="${h}" fill="url(#shade)"/>
${o.textless ? "" : `<rect x="${x}" y="${accentY}" width="${Math.round(w * 0.06)}" height="${Math.max(4, Math.round(h * 0.012))}" rx="3" fill="#ffffff" fill-opacity="0.85"/>`}
${text.join("\n")}
</svg>`;
}

/** The title's font size and lines: smaller until it takes three lines at most (or the size is 24). */
function fittedTitle(title: string, w: number, h: number, textWidth: number): { size: number; lines: string[] } {
  let size = Math.round(Math.min(h * 0.15, w * 0.08));
  let lines = wrap(title, Math.floor(textWidth / (size * 0.6)));
  while (lines.length > 3 && size > 24) {
    size = Math.round(size * 0.88);
    lines = wrap(title, Math.floor(textWidth / (size * 0.6)));
  }
  return { size, lines };
}

/** The small upper-case label above the title, on a translucent pill. */
function kickerPill(kicker: string, x: number, y: number, kickerSize: number): string[] {
  // Bold capitals with letter spacing run about 0.82 em wide, spaces about 0.45 em.
  const ems = [...kicker].reduce((sum, ch) => sum + (ch === " " ? 0.45 : 0.82), 0);
  const pillW = (ems + 1.6) * kickerSize;
  return [
    `<rect x="${x}" y="${(y - kickerSize * 1.05).toFixed(0)}" width="${pillW.toFixed(0)}" height="${(kickerSize * 1.6).toFixed(0)}" rx="${(kickerSize * 0.8).toFixed(0)}" fill="#ffffff" fill-opacity="0.18"/>`,
    `<text x="${(x + kickerSize * 0.8).toFixed(0)}" y="${y.toFixed(0)}" font-family="${FONT}" font-size="${kickerSize}" font-weight="700" letter-spacing="${(kickerSize * 0.12).toFixed(1)}" fill="#ffffff">${esc(kicker.toUpperCase())}</text>`,
  ];
}

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "?";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** An abstract square portrait with the person's initials (shown cropped round by the site). */
export function avatarSvg(o: { name: string; size?: number; palette?: number }): string {
  const s = o.size ?? 400;
  const [c1, c2, c3] = paletteFor(o.name, o.palette);
  const rnd = randomFrom(`avatar:${o.name}`);
  const blobs: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cx = rnd() * s;
    const cy = rnd() * s;
    const r = (0.15 + rnd() * 0.3) * s;
    blobs.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? c3 : "#ffffff"}" fill-opacity="${i % 2 ? "0.45" : "0.12"}"/>`,
    );
  }
  const angle = Math.round(rnd() * 360);
  const text = esc(initials(o.name));
  const fontSize = Math.round(s * (text.length > 1 ? 0.36 : 0.42));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${c1}"/><stop offset="0.6" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#bg)"/>
${blobs.join("")}
<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.3}" fill="#1e0b3a" fill-opacity="0.18"/>
<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.34}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${(s * 0.012).toFixed(1)}"/>
<text x="${s / 2}" y="${s / 2}" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="800" fill="#ffffff">${text}</text>
</svg>`;
}

/** The wordmark: a gradient badge with a play mark and the name in white, on a transparent ground. */
export function logoSvg(name: string): string {
  const w = 480;
  const h = 120;
  const fontSize = name.length > 11 ? Math.round(600 / name.length) : 54;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="#EC4899"/></linearGradient>
</defs>
<rect x="8" y="12" width="96" height="96" rx="26" fill="url(#g)"/>
<circle cx="56" cy="60" r="30" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5"/>
<path d="M47 42 L74 60 L47 78 Z" fill="#ffffff" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>
<circle cx="88" cy="28" r="6" fill="#FDE68A"/>
<text x="126" y="60" dy="0.35em" font-family="${FONT}" font-size="${fontSize}" font-weight="800" letter-spacing="-1" fill="#ffffff">${esc(name)}</text>
</svg>`;
}
