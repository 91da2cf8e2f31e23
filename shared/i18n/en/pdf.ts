import type { Messages } from "../catalogue.ts";

/**
 * The PDFs a creator downloads, in their stored language: the payment receipt
 * (server/services/receipts/render-receipt-pdf.ts) and the certificates
 * (server/services/certificates/render-certificate-pdf.ts).
 */
export default {
  receipt: {
    title: "Receipt",
    /** The PDF's document title. */
    documentTitle: "Receipt {number}",
    rows: {
      receiptNumber: "Receipt number",
      date: "Date (IST)",
      receivedFrom: "Received from",
      email: "E-mail",
      for: "For",
      registration: "Registration",
      paymentId: "Razorpay payment ID",
      status: "Status",
    },
    /** A receipt whose payment the organiser refunded later: the receipt stays as issued, with this row. */
    refunded: "Refunded {amount} on {date}",
    refunding: "Refund of {amount} requested on {date}",
    entryFee: "Entry fee: {contest}",
    tradingAs: "Trading as {name}",
    gstin: "GSTIN {gstin}",
    amountPaid: "Amount paid",
    footnote: "Paid online through Razorpay. This receipt is computer-generated and needs no signature.",
  },
  certificate: {
    titles: {
      participation: "Certificate of Participation",
      winner: "Certificate of Achievement",
    },
    /** The PDF's document title. */
    documentTitle: "{title}: {name}",
    certifies: "This certifies that",
    tookPart: "took part in",
    placed: "was placed {ordinal} in",
    winner: "is a winner of",
    /** Ranks as the "placed" line says them; ranks beyond these take `other`. */
    ordinals: { "1": "1st", "2": "2nd", "3": "3rd", "4": "4th", "5": "5th", "6": "6th", other: "{rank}th" },
    prize: "Prize {amount}",
    dateOfIssue: "Date of issue",
    checkAt: "Check this certificate at",
    certificateId: "Certificate ID {id}",
    seal: { winner: "WINNER", participation: "CREATOR" },
  },
} as const satisfies Messages;
