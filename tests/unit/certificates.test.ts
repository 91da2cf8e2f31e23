import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import type { CertificateDetails } from "#server/services/certificates/certificate-details.ts";
import { formatCertificateId, newCertificateId, normalizeCertificateId } from "#server/services/certificates/certificate-ids.ts";
import { certificateUrl, ordinal, rankOrdinal, renderCertificatePdf } from "#server/services/certificates/render-certificate-pdf.ts";
import { linkEditable, registrationState } from "#server/services/registration/registration-state.ts";

const A4_LANDSCAPE = [0, 0, 841.89, 595.28];

const details = (overrides: Partial<CertificateDetails> = {}): CertificateDetails => ({
  id: "k7qm3xjd9wpar2te5hnc",
  kind: "participation",
  name: "Priya Nair",
  contestTitle: "Chai & Comedy: Season 1",
  rank: null,
  prizeTitle: null,
  prizeAmountPaise: null,
  issuedAt: new Date("2026-11-21T10:00:00Z"),
  ...overrides,
});

async function read(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  const page = await document.getPage(1);
  const info = (await document.getMetadata()).info as Record<string, unknown>;
  return { pages: document.numPages, view: page.view, text, info };
}

describe("certificate PDF", () => {
  it("is one A4 landscape page, well under 300 KB, with the name, contest, date and verification link", async () => {
    const pdf = await renderCertificatePdf(details(), { publicUrl: "https://creatorcup.in" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeLessThan(300 * 1024);
    const { pages, view, text, info } = await read(pdf);
    expect(pages).toBe(1);
    expect(view).toEqual(A4_LANDSCAPE);
    expect(text).toContain("Certificate of Participation");
    expect(text).toContain("Priya Nair");
    expect(text).toContain("took part in");
    expect(text).toContain("Chai & Comedy: Season 1");
    expect(text).toContain("21 Nov 2026");
    expect(text).toContain("https://creatorcup.in/certificate/k7qm3xjd9wpar2te5hnc");
    expect(text).toContain("Certificate ID K7QM-3XJD-9WPA-R2TE-5HNC");
    expect(info.Title).toBe("Certificate of Participation: Priya Nair");
  });

  it("gives a winner the rank and the prize", async () => {
    const pdf = await renderCertificatePdf(details({ kind: "winner", rank: 2, prizeTitle: "1st Runner-up", prizeAmountPaise: 1_000_000 }), {
      publicUrl: "https://creatorcup.in",
    });
    const { text } = await read(pdf);
    expect(text).toContain("Certificate of Achievement");
    expect(text).toContain("was placed 2nd in");
    expect(text).toContain("1st Runner-up");
    expect(text).toContain("Prize ₹10,000");
  });

  it("shapes Hindi names: the i-matra drawn before its consonant cluster, the reph after, in the embedded font", async () => {
    const pdf = await renderCertificatePdf(details({ name: "प्रिया शर्मा", contestTitle: "क्षितिज कला उत्सव" }), {
      publicUrl: "https://creatorcup.in",
    });
    expect(pdf.length).toBeLessThan(300 * 1024);
    const { text, info } = await read(pdf);
    // Text extraction follows the drawn glyphs. Unshaped, 'प्रिया' would come out in typed order with
    // the i-matra after र; shaped, the matra glyph comes first and the reph of 'र्मा' last.
    expect(text).toContain("िप्रया");
    expect(text).toContain("शमार्");
    expect(text).not.toContain("प्रिया");
    expect(text).toContain("िक्षितज");
    // The typed order is kept in the document's title (and as ActualText for copy and search).
    expect(info.Title).toBe("Certificate of Participation: प्रिया शर्मा");
  });

  it("in Hindi, for an owner whose language is Hindi: every line from the Hindi catalogue, shaped, with the Hindi verification page", async () => {
    const pdf = await renderCertificatePdf(
      details({ kind: "winner", name: "क्षत्रिय प्रमाणपत्र", rank: 2, prizeTitle: "Runner-up", prizeAmountPaise: 1_000_000 }),
      { publicUrl: "https://creatorcup.in", language: "hi" },
    );
    expect(pdf.length).toBeLessThan(300 * 1024);
    const { pages, text, info } = await read(pdf);
    expect(pages).toBe(1);
    // Shaped: the i-matra glyph of 'त्रि' drawn before its conjunct, so extraction reads it first.
    expect(text.replace(/\s/g, "")).toContain("क्षित्रय");
    expect(text.replace(/\s/g, "")).not.toContain("क्षत्रिय");
    expect(text).toContain("जारी करने की तारीख");
    expect(text).toContain("21 नव॰ 2026");
    expect(text).toContain("थान पाया");
    expect(text.replace(/\n/g, "")).toContain("https://creatorcup.in/hi/certificate/k7qm3xjd9wpar2te5hnc");
    expect(text).not.toMatch(/Certificate|certifies|Prize|Date of issue|WINNER/);
    expect(info.Title).toBe("उपलब्धि का सर्टिफ़िकेट: क्षत्रिय प्रमाणपत्र");
    expect(info.Language).toBe("hi-IN");
  });

  it("says ranks in Hindi words, and English ordinals beyond the listed ones", () => {
    expect(rankOrdinal(1, "hi")).toBe("पहला");
    expect(rankOrdinal(2, "hi")).toBe("दूसरा");
    expect(rankOrdinal(7, "hi")).toBe("7वाँ");
    expect(rankOrdinal(2, "en")).toBe("2nd");
    expect(rankOrdinal(21, "en")).toBe("21st");
    expect(rankOrdinal(12, "en")).toBe("12th");
  });

  it("keeps a very long name and contest on the page", async () => {
    const pdf = await renderCertificatePdf(
      details({ name: "Aaravkumar Venkatanarasimharajuvaripeta Subramaniam Chandrasekharan", contestTitle: "A".repeat(120) }),
      { publicUrl: "https://creatorcup.in" },
    );
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("Chandrasekharan");
  });
});

describe("certificate ids", () => {
  it("are 20 Crockford base-32 characters, different every time", () => {
    const ids = new Set(Array.from({ length: 200 }, newCertificateId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-hjkmnp-tv-z]{20}$/);
  });

  it.each([
    ["K7QM-3XJD-9WPA-R2TE-5HNC", "k7qm3xjd9wpar2te5hnc"],
    ["k7qm 3xjd 9wpa r2te 5hnc", "k7qm3xjd9wpar2te5hnc"],
    ["K7QM-3XJD-9WPA-R2TE-5HNO", "k7qm3xjd9wpar2te5hn0"],
    ["K7QM-3XJD-9WPA-R2TE-5HNI", "k7qm3xjd9wpar2te5hn1"],
    ["K7QM-3XJD-9WPA-R2TE-5HNL", "k7qm3xjd9wpar2te5hn1"],
    ["K7QM-3XJD-9WPA-R2TE-5HNU", null],
    ["k7qm3xjd9wpar2te5hn", null],
    ["../../etc/passwd", null],
    ["", null],
  ])("%s reads as %s", (typed, stored) => {
    expect(normalizeCertificateId(typed)).toBe(stored);
  });

  it("print in groups of four, and link to the public page under PUBLIC_URL", () => {
    expect(formatCertificateId("k7qm3xjd9wpar2te5hnc")).toBe("K7QM-3XJD-9WPA-R2TE-5HNC");
    expect(certificateUrl("https://creatorcup.in", "k7qm3xjd9wpar2te5hnc")).toBe("https://creatorcup.in/certificate/k7qm3xjd9wpar2te5hnc");
  });

  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [102, "102nd"],
  ])("rank %i is %s", (rank, text) => {
    expect(ordinal(rank)).toBe(text);
  });
});

describe("registration state on My registrations", () => {
  const now = new Date("2026-11-21T06:30:00Z"); // 12:00 IST
  const open = { registrationStartDate: "2026-11-01T00:00:00Z", registrationEndDate: "2026-11-25T00:00:00Z" };
  // Registration ended on 20 Nov (IST): closed from 21 Nov 00:00 IST.
  const closed = { registrationStartDate: "2026-11-01T00:00:00Z", registrationEndDate: "2026-11-20T10:00:00Z" };

  it.each([
    ["completed", false, open, "completed", true],
    ["completed", false, closed, "completed", false],
    ["pending", false, open, "pending", true],
    ["pending", false, closed, "expired", false],
    ["cancelled", true, open, "refunded", false],
    ["cancelled", false, open, "expired", false],
  ] as const)("%s (refunded payment: %s) → %s", (status, refunded, contest, state, editable) => {
    expect(registrationState({ status, refunded }, contest, now)).toBe(state);
    expect(linkEditable(state, contest, now)).toBe(editable);
  });

  it("closes at the end of the last IST day, not at the instant stored", () => {
    const lastDay = { registrationStartDate: "2026-11-01T00:00:00Z", registrationEndDate: "2026-11-21T00:00:00Z" };
    expect(linkEditable("completed", lastDay, new Date("2026-11-21T18:29:59Z"))).toBe(true); // 23:59:59 IST
    expect(linkEditable("completed", lastDay, new Date("2026-11-21T18:30:00Z"))).toBe(false); // 00:00 IST next day
  });
});
