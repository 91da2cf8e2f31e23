import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";

/*
 * Noto Sans Devanagari (SIL Open Font License 1.1) covers Devanagari and Latin in one font, so a
 * name like 'प्रिया शर्मा' and 'Priya Nair' both render. pdfkit shapes text with fontkit (conjuncts,
 * the i-matra moved before its consonant, the reph above) and embeds only the glyphs used, which
 * keeps a certificate near 15 KB. The fonts are parsed once per process: parsing them for every PDF
 * took most of its time.
 */
const require = createRequire(import.meta.url);
const openFont = (weight: string) => {
  const file = require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);
  const font = fontkit.create(readFileSync(file)) as fontkit.Font;
  keepGlyphCharacters(font as unknown as GlyphCache);
  // pdfkit takes a parsed fontkit font as well as a file, though its types list only the file forms.
  return font as unknown as Buffer;
};

type Glyph = { codePoints: number[] };
type GlyphCache = { _glyphs: Record<number, Glyph | undefined>; getGlyph(id: number, codePoints?: number[]): Glyph };
/**
 * fontkit keeps one glyph object per id for the font's life, with the characters it was first asked
 * for, and pdfkit writes those into the PDF's ToUnicode map. Subsetting asks for the parts of a
 * composite glyph with none ('·' is drawn from '.', 'ई' from the reph), so once any PDF had drawn one,
 * the part's own character copied as nothing in every later PDF: 127.0.0.1 pasted as 127+0+0+1. A
 * glyph asked for with its characters is made again when the one kept has none.
 */
function keepGlyphCharacters(font: GlyphCache): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    if (codePoints.length > 0 && font._glyphs[id]?.codePoints.length === 0) delete font._glyphs[id];
    return getGlyph(id, codePoints);
  };
}
let fonts: { regular: Buffer; bold: Buffer } | null = null;
/** The PDF fonts, parsed once per process. */
export const loadFonts = () => {
  fonts ??= { regular: openFont("400Regular"), bold: openFont("700Bold") };
  return fonts;
};

/**
 * A new PDF (certificates, receipts) in our fonts, registered as "regular" and "bold", and the bytes it
 * will have once `doc.end()` is called.
 */
export function newPdfDocument(options: PDFKit.PDFDocumentOptions): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const { regular, bold } = loadFonts();
  // Our font from the start: the default (Helvetica) would be loaded for every document and never used.
  const doc = new PDFDocument({ lang: "en-IN", displayTitle: true, ...options, font: regular as unknown as string });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  return { doc, finished };
}
