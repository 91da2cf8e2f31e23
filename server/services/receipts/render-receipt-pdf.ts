import type { OwnReceipt } from "#shared/api/my-registrations.ts";
import { fill } from "#shared/i18n/catalogue.ts";
import { formatDate, formatPaise } from "#shared/i18n/formats.ts";
import { htmlLang, type Language } from "#shared/i18n/language.ts";
import type { ReceiptDetails } from "#shared/receipts.ts";
import { SITE_NAME } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import { rupees } from "../dto.ts";
import { catalogues } from "../i18n/catalogues.ts";
import { newPdfDocument } from "../pdf/pdf-document.ts";
import { refundLine } from "./receipt-details.ts";

const colours = { ink: "#16101f", muted: "#5b5566", brand: "#7324b3", line: "#dcc0f9" };

/** A receipt as the console or its owner gets it; the owner's carries the payment's later refund. */
type PdfReceipt = ReceiptDetails & { refund?: OwnReceipt["refund"] };

/**
 * The receipt's rows in a language, in the order of the receipt page (shared/receipts.ts, receiptRows);
 * a refunded payment's receipt ends with its refund, as the page's status row says it.
 */
export function receiptPdfRows(receipt: PdfReceipt, language: Language): [label: string, value: string][] {
  const m = catalogues[language].pdf.receipt;
  const rows: [label: string, value: string][] = [
    [m.rows.receiptNumber, receipt.receiptNumber ?? "-"],
    [m.rows.date, formatDate(receipt.paidAt, language, "dateTime")],
    [m.rows.receivedFrom, receipt.payerName],
    [m.rows.email, receipt.payerEmail],
    [m.rows.for, fill(m.entryFee, { contest: receipt.contestTitle })],
    [m.rows.registration, receipt.registrationId],
    [m.rows.paymentId, receipt.paymentId],
  ];
  const refunded = refundLine(receipt.refund, m, language);
  if (refunded) rows.push([m.rows.status, refunded]);
  return rows;
}

/** The issuer's lines under its name: trading name, address, GSTIN, support e-mail, each when set. */
function issuerPdfLines(issuer: ReceiptDetails["issuer"], language: Language): string[] {
  const m = catalogues[language].pdf.receipt;
  return [
    issuer.legalName && issuer.name && issuer.name !== issuer.legalName ? fill(m.tradingAs, { name: issuer.name }) : null,
    issuer.address,
    issuer.gstin ? fill(m.gstin, { gstin: issuer.gstin }) : null,
    issuer.supportEmail,
  ].filter((line): line is string => Boolean(line));
}

/**
 * One payment receipt as a PDF (A4 portrait) in the payer's language, with the certificates' fonts
 * (Devanagari shaped by fontkit).
 */
export async function renderReceiptPdf(receipt: PdfReceipt, language: Language = "en"): Promise<Buffer> {
  const m = catalogues[language].pdf.receipt;
  const issuerName = receipt.issuer.legalName || receipt.issuer.name || SITE_NAME;
  const { doc, finished } = newPdfDocument({
    size: "A4",
    margin: 56,
    lang: htmlLang[language],
    info: {
      Title: fill(m.documentTitle, { number: receipt.receiptNumber ?? "" }).trim(),
      Author: issuerName,
      Subject: receipt.contestTitle,
    },
  });
  const width = doc.page.width - 112;
  /** One run of text; ActualText keeps it as typed for copying and search, since shaping reorders Devanagari glyphs. */
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => {
    doc.markContent("Span", { actual: text });
    doc.text(text, x, y, options);
    doc.endMarkedContent();
  };

  doc.font("bold").fontSize(18).fillColor(colours.brand);
  write(issuerName, 56, 56, { width: width - 140 });
  doc.font("bold").fontSize(22).fillColor(colours.ink);
  write(m.title, 56, 56, { width, align: "right" });
  doc.moveDown(0.2).font("regular").fontSize(10).fillColor(colours.muted);
  write(issuerPdfLines(receipt.issuer, language).join("\n"), 56, 84, { width: width - 140 });

  let y = Math.max(doc.y, 130) + 20;
  doc
    .moveTo(56, y)
    .lineTo(56 + width, y)
    .lineWidth(1)
    .strokeColor(colours.line)
    .stroke();
  y += 16;
  for (const [label, value] of receiptPdfRows(receipt, language)) {
    doc.font("regular").fontSize(10).fillColor(colours.muted);
    write(label, 56, y, { width: 150 });
    doc.font("bold").fontSize(11).fillColor(colours.ink);
    write(value, 216, y, { width: width - 160 });
    y = Math.max(doc.y, y + 14) + 8;
  }
  y += 8;
  doc.rect(56, y, width, 44).fillColor("#f6effd").fill();
  doc.font("bold").fontSize(12).fillColor(colours.ink);
  write(m.amountPaid, 72, y + 15, {});
  const amount =
    receipt.currency === "INR" ? formatPaise(receipt.amountPaise, language) : formatMoney(rupees(receipt.amountPaise), receipt.currency);
  doc.font("bold").fontSize(16);
  write(amount, 56, y + 12, { width: width - 16, align: "right" });
  doc.font("regular").fontSize(9).fillColor(colours.muted);
  write(m.footnote, 56, y + 64, { width });
  doc.end();
  return finished;
}
