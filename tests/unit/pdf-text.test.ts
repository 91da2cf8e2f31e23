import { extractText, getDocumentProxy } from "unpdf";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CertificateDetails } from "#server/services/certificates/certificate-details.ts";
import type { ReceiptDetails } from "#shared/receipts.ts";

/*
 * The fonts are parsed once per process and shared by every PDF it makes, so what one PDF draws must
 * not change what the next one's text reads as. Each test starts from freshly parsed fonts, as a
 * server does after a start.
 */
let pdfs: {
  renderCertificatePdf: typeof import("#server/services/certificates/render-certificate-pdf.ts").renderCertificatePdf;
  warmUpCertificates: typeof import("#server/services/certificates/render-certificate-pdf.ts").warmUpCertificates;
  renderReceiptPdf: typeof import("#server/services/receipts/render-receipt-pdf.ts").renderReceiptPdf;
};
beforeEach(async () => {
  vi.resetModules();
  const certificates = await import("#server/services/certificates/render-certificate-pdf.ts");
  const receipts = await import("#server/services/receipts/render-receipt-pdf.ts");
  pdfs = { ...certificates, renderReceiptPdf: receipts.renderReceiptPdf };
});

const certificate = (overrides: Partial<CertificateDetails> = {}): CertificateDetails => ({
  id: "k7qm3xjd9wpar2te5hnc",
  kind: "participation",
  name: "Priya Nair",
  contestTitle: "Reels of Raipur",
  rank: null,
  prizeTitle: null,
  prizeAmountPaise: null,
  issuedAt: new Date("2026-11-21T10:00:00Z"),
  ...overrides,
});

const receipt: ReceiptDetails = {
  receiptNumber: "CC/2026-27/000042",
  registrationId: "reg_01",
  payerName: "Priya Nair",
  payerEmail: "priya.nair@example.com",
  contestTitle: "Reels of Raipur",
  amountPaise: 49_900,
  currency: "INR",
  paymentId: "pay_01",
  paidAt: "2026-11-21T10:00:00Z",
  issuer: { name: "CreatorCup", legalName: null, address: null, gstin: null, supportEmail: "help@creatorcup.in" },
};

/** The text a viewer copies: what the font's ToUnicode map says each drawn glyph is. */
async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

// Each test parses the fonts and shapes Devanagari afresh, as a first PDF after a start does: seconds, not milliseconds.
describe("PDF text, whatever was drawn before in the same process", { timeout: 30_000 }, () => {
  it("copies a verification link's dots after the warm-up drew a '·' (which is built from the '.' glyph)", async () => {
    await pdfs.warmUpCertificates();
    const text = await textOf(
      await pdfs.renderCertificatePdf(certificate({ name: "Dr. Priya Nair" }), { publicUrl: "http://127.0.0.1:3000" }),
    );
    expect(text).toContain("http://127.0.0.1:3000/certificate/k7qm3xjd9wpar2te5hnc");
    expect(text).toContain("Dr. Priya Nair");
  });

  it("copies a reph after a name with 'ई' (built from the reph glyph)", async () => {
    await pdfs.renderCertificatePdf(certificate({ name: "ईशा" }), { publicUrl: "https://creatorcup.in" });
    const text = await textOf(await pdfs.renderCertificatePdf(certificate({ name: "शर्मा" }), { publicUrl: "https://creatorcup.in" }));
    // In shaped order, the reph drawn last (as in a process that drew nothing before).
    expect(text).toContain("शमार्");
  });

  it("copies a receipt's e-mail addresses after a certificate with a prize", async () => {
    await pdfs.renderCertificatePdf(certificate({ kind: "winner", rank: 1, prizeTitle: "Winner", prizeAmountPaise: 100 }), {
      publicUrl: "http://localhost",
    });
    const text = await textOf(await pdfs.renderReceiptPdf(receipt));
    expect(text).toContain("priya.nair@example.com");
    expect(text).toContain("help@creatorcup.in");
    expect(text).toContain("CC/2026-27/000042");
  });
});
