import { issuerLines, type ReceiptDetails, receiptRows } from "#shared/receipts.ts";
import { SITE_NAME } from "#shared/site.ts";
import { formatMoney } from "#shared/text.ts";
import { newPdfDocument } from "../pdf/pdf-document.ts";
import { rupees } from "../dto.ts";

const colours = { ink: "#16101f", muted: "#5b5566", brand: "#7324b3", line: "#dcc0f9" };

/** One payment receipt as a PDF (A4 portrait), with the certificates' fonts (Devanagari names included). */
export async function renderReceiptPdf(receipt: ReceiptDetails): Promise<Buffer> {
  const issuerName = receipt.issuer.legalName || receipt.issuer.name || SITE_NAME;
  const { doc, finished } = newPdfDocument({
    size: "A4",
    margin: 56,
    info: { Title: `Receipt ${receipt.receiptNumber ?? ""}`.trim(), Author: issuerName, Subject: receipt.contestTitle },
  });
  const width = doc.page.width - 112;

  doc
    .font("bold")
    .fontSize(18)
    .fillColor(colours.brand)
    .text(issuerName, 56, 56, { width: width - 140 });
  doc.font("bold").fontSize(22).fillColor(colours.ink).text("Receipt", 56, 56, { width, align: "right" });
  doc.moveDown(0.2).font("regular").fontSize(10).fillColor(colours.muted);
  doc.text(issuerLines(receipt.issuer).join("\n"), 56, 84, { width: width - 140 });

  let y = Math.max(doc.y, 130) + 20;
  doc
    .moveTo(56, y)
    .lineTo(56 + width, y)
    .lineWidth(1)
    .strokeColor(colours.line)
    .stroke();
  y += 16;
  for (const [label, value] of receiptRows(receipt)) {
    doc.font("regular").fontSize(10).fillColor(colours.muted).text(label, 56, y, { width: 150 });
    doc
      .font("bold")
      .fontSize(11)
      .fillColor(colours.ink)
      .text(value, 216, y, { width: width - 160 });
    y = Math.max(doc.y, y + 14) + 8;
  }
  y += 8;
  doc.rect(56, y, width, 44).fillColor("#f6effd").fill();
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(colours.ink)
    .text("Amount paid", 72, y + 15);
  doc
    .font("bold")
    .fontSize(16)
    .text(formatMoney(rupees(receipt.amountPaise), receipt.currency), 56, y + 12, { width: width - 16, align: "right" });
  doc
    .font("regular")
    .fontSize(9)
    .fillColor(colours.muted)
    .text("Paid online through Razorpay. This receipt is computer-generated and needs no signature.", 56, y + 64, { width });
  doc.end();
  return finished;
}
