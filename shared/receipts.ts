import { formatIstDateTime } from "./ist.ts";

/** Everything a payment receipt shows, on its page and in its PDF (docs/payments-and-capacity.md#receipts). */
export type ReceiptDetails = {
  /** Null only for a payment made before receipts were numbered. */
  receiptNumber: string | null;
  registrationId: string;
  payerName: string;
  payerEmail: string;
  contestTitle: string;
  amountPaise: number;
  currency: string;
  paymentId: string;
  paidAt: string;
  issuer: { name: string; legalName: string | null; address: string | null; gstin: string | null; supportEmail: string | null };
};

/** The receipt's rows, in one order for the page and the PDF. */
export function receiptRows(receipt: ReceiptDetails): [label: string, value: string][] {
  return [
    ["Receipt number", receipt.receiptNumber ?? "-"],
    ["Date (IST)", formatIstDateTime(receipt.paidAt)],
    ["Received from", receipt.payerName],
    ["E-mail", receipt.payerEmail],
    ["For", `Entry fee: ${receipt.contestTitle}`],
    ["Registration", receipt.registrationId],
    ["Razorpay payment ID", receipt.paymentId],
  ];
}

/** The issuer's lines under its name: trading name, address, GSTIN, support e-mail, each when set. */
export function issuerLines(issuer: ReceiptDetails["issuer"]): string[] {
  return [
    issuer.legalName && issuer.name && issuer.name !== issuer.legalName ? `Trading as ${issuer.name}` : null,
    issuer.address,
    issuer.gstin ? `GSTIN ${issuer.gstin}` : null,
    issuer.supportEmail,
  ].filter((line): line is string => Boolean(line));
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March) of an instant, in IST: "2026-27". */
export function financialYearOf(instant: Date): string {
  const ist = new Date(instant.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** "CC/2026-27/000042". */
export const formatReceiptNumber = (financialYear: string, sequence: number) => `CC/${financialYear}/${String(sequence).padStart(6, "0")}`;
