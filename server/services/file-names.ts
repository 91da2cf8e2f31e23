/** Names of the files the site hands out: ASCII only, so every browser and mail app keeps them. */

/** "receipt-CC-2026-27-000024.pdf": the receipt's number, or its registration's id before one was issued. */
export const receiptFileName = (receipt: { receiptNumber: string | null; registrationId: string }) =>
  `receipt-${(receipt.receiptNumber ?? receipt.registrationId).replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

/** "chai-comedy-season-1": a title as an ASCII file-name part (accents dropped, at most 60 characters; '' for none left). */
export function fileNameSlug(title: string): string {
  return title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** "chai-comedy-season-1-winner-certificate.pdf": ASCII only, so every browser keeps the name. */
export function certificateFileName(contestTitle: string, kind: string): string {
  const slug = fileNameSlug(contestTitle);
  return `${slug ? `${slug}-` : ""}${kind}-certificate.pdf`;
}
