import { fill } from "#shared/i18n/catalogue.ts";
import { formatDate, formatPaise } from "#shared/i18n/formats.ts";
import { htmlLang, type Language, localisedPath } from "#shared/i18n/language.ts";
import { SITE_NAME } from "#shared/site.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { type CertificateDetails, certificateInLanguage } from "./certificate-details.ts";
import { loadFonts, newPdfDocument } from "../pdf/pdf-document.ts";
import { formatCertificateId } from "./certificate-ids.ts";

/**
 * Parses the fonts and draws one certificate that nobody sees, so the first creator to download one
 * after a start does not wait for the fonts, their Devanagari shaping tables and the library's first run.
 */
export async function warmUpCertificates(): Promise<void> {
  loadFonts();
  await renderCertificatePdf(
    {
      id: "00000000000000000000",
      kind: "winner",
      name: "प्रिया शर्मा",
      contestTitle: "Warm-up",
      rank: 1,
      prizeTitle: "Winner",
      prizeAmountPaise: 100,
      issuedAt: new Date(),
    },
    { publicUrl: "http://localhost" },
  );
}

const colours = {
  ink: "#16101f",
  muted: "#5b5566",
  brand: "#7324b3",
  brandLight: "#dcc0f9",
  gold: "#b8860b",
};

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 };

export const certificateTitles = catalogues.en.pdf.certificate.titles;

/** The verification page of a certificate: {PUBLIC_URL}/certificate/{id} (/hi/certificate/{id} in Hindi). */
export function certificateUrl(publicUrl: string, id: string, language: Language = "en"): string {
  return new URL(localisedPath(`/certificate/${id}`, language), publicUrl).toString();
}

/** A rank as the certificate says it: "2nd" / "दूसरा". */
export function rankOrdinal(rank: number, language: Language): string {
  const ordinals: Record<string, string> = catalogues[language].pdf.certificate.ordinals;
  const known = ordinals[String(rank)];
  if (known !== undefined) return known;
  // English beyond the listed ranks: 11th, 21st, 22nd.
  return language === "en" ? ordinal(rank) : fill(ordinals.other ?? "{rank}", { rank });
}

/**
 * One certificate as a PDF (A4 landscape) in the owner's language: name, contest, rank and prize for
 * a winner, date of issue, and the link that proves it genuine.
 */
export async function renderCertificatePdf(
  stored: CertificateDetails,
  options: { publicUrl: string; language?: Language },
): Promise<Buffer> {
  const language = options.language ?? "en";
  const details = certificateInLanguage(stored, language);
  const m = catalogues[language].pdf.certificate;
  const title = m.titles[details.kind];
  const { doc, finished } = newPdfDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    lang: htmlLang[language],
    info: {
      Title: fill(m.documentTitle, { title, name: details.name }),
      Author: SITE_NAME,
      Subject: details.contestTitle,
      Keywords: details.id,
    },
  });

  const winner = details.kind === "winner";
  const accent = winner ? colours.gold : colours.brand;
  drawFrame(doc, accent);
  const pen = pensFor(doc);
  writeCertificateBody(doc, pen, details, language);
  writeFooter(doc, pen, details, { publicUrl: options.publicUrl, language, accent });

  doc.end();
  return finished;
}

type Doc = ReturnType<typeof newPdfDocument>["doc"];
type Font = "regular" | "bold";
type Pen = ReturnType<typeof pensFor>;
type Details = ReturnType<typeof certificateInLanguage>;

/** A wide band and a fine inner rule. */
function drawFrame(doc: Doc, accent: string): void {
  doc
    .rect(18, 18, PAGE.width - 36, PAGE.height - 36)
    .lineWidth(6)
    .strokeColor(accent)
    .stroke();
  doc
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .lineWidth(0.8)
    .strokeColor(colours.brandLight)
    .stroke();
}

function pensFor(doc: Doc) {
  type Options = PDFKit.Mixins.TextOptions;
  /**
   * One run of text. ActualText carries it as typed: shaping reorders Devanagari glyphs (and the
   * font's digit forms can change a glyph), so copying, searching and screen readers read this.
   */
  const write = (text: string, x: number, y: number, style: { font: Font; size: number; colour: string }, options: Options) => {
    doc.markContent("Span", { actual: text });
    doc.font(style.font).fontSize(style.size).fillColor(style.colour).text(text, x, y, options);
    doc.endMarkedContent();
  };
  const centred = (text: string, y: number, font: Font, size: number, colour: string, minSize = size) => {
    // Long names and titles shrink to fit one line; beyond the smallest size a second line, never more.
    const width = PAGE.width - 160;
    let fitted = size;
    doc.font(font).fontSize(fitted);
    while (fitted > minSize && doc.widthOfString(text) > width) doc.fontSize(--fitted);
    write(text, 80, y, { font, size: fitted, colour }, { width, align: "center", ellipsis: true, height: fitted * 2.8 });
  };
  return { write, centred };
}

/** The site, the title, the name, what they did in which contest and, for a winner, the prize. */
function writeCertificateBody(doc: Doc, { centred }: Pen, details: Details, language: Language): void {
  const m = catalogues[language].pdf.certificate;
  const winner = details.kind === "winner";
  const title = m.titles[details.kind];
  centred(SITE_NAME.toUpperCase(), 62, "bold", 16, colours.brand);
  centred(title, 100, "bold", 34, colours.ink, 24);
  centred(m.certifies, 170, "regular", 15, colours.muted);
  centred(details.name, 196, "bold", 40, colours.ink, 20);
  doc
    .moveTo(PAGE.width / 2 - 180, 262)
    .lineTo(PAGE.width / 2 + 180, 262)
    .lineWidth(1)
    .strokeColor(colours.brandLight)
    .stroke();
  centred(
    winner ? (details.rank ? fill(m.placed, { ordinal: rankOrdinal(details.rank, language) }) : m.winner) : m.tookPart,
    280,
    "regular",
    15,
    colours.muted,
  );
  centred(details.contestTitle, 306, "bold", 26, colours.brand, 16);
  if (winner) {
    const prize = [
      details.prizeTitle,
      details.prizeAmountPaise ? fill(m.prize, { amount: formatPaise(details.prizeAmountPaise, language) }) : null,
    ];
    const line = prize.filter(Boolean).join("  ·  ");
    if (line) centred(line, 372, "bold", 17, colours.ink, 12);
  }
}

/** The date on the left, the verification link on the right, and a seal between them. */
function writeFooter(doc: Doc, { write }: Pen, details: Details, options: { publicUrl: string; language: Language; accent: string }): void {
  const { language, accent } = options;
  const m = catalogues[language].pdf.certificate;
  const footerY = PAGE.height - 138;
  const url = certificateUrl(options.publicUrl, details.id, language);
  const label = { font: "regular" as const, size: 10, colour: colours.muted };
  write(m.dateOfIssue, 80, footerY, label, { width: 220 });
  write(formatDate(details.issuedAt, language, "date"), 80, footerY + 16, { font: "bold", size: 14, colour: colours.ink }, { width: 220 });
  const right = { width: 290, align: "right" as const };
  const rightX = PAGE.width - 80 - right.width;
  write(m.checkAt, rightX, footerY, label, right);
  write(
    url,
    rightX,
    footerY + 16,
    { font: "bold", size: 9.5, colour: colours.brand },
    { ...right, link: url, lineBreak: false, ellipsis: true },
  );
  write(fill(m.certificateId, { id: formatCertificateId(details.id) }), rightX, footerY + 34, label, right);

  // A seal between them.
  const seal = { x: PAGE.width / 2, y: footerY + 20 };
  doc.circle(seal.x, seal.y, 34).lineWidth(2).strokeColor(accent).stroke();
  doc.circle(seal.x, seal.y, 28).lineWidth(0.8).strokeColor(accent).stroke();
  write(m.seal[details.kind], seal.x - 30, seal.y - 6, { font: "bold", size: 9, colour: accent }, { width: 60, align: "center" });
}

/** 1 → "1st", 2 → "2nd", 11 → "11th". */
export function ordinal(rank: number): string {
  const tens = rank % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th");
  return `${rank}${suffix}`;
}
