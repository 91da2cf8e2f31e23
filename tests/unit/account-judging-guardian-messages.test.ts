import { describe, expect, it } from "vitest";
import { creatorAccountMessages } from "#shared/api/creator-accounts.ts";
import { GrievanceBody, MyDataCorrectionBody } from "#shared/api/my-data.ts";
import { GuardianDecisionBody } from "#shared/api/privacy.ts";
import { fill, type Messages, translateKnownMessage } from "#shared/i18n/catalogue.ts";
import enAccount from "#shared/i18n/en/account.ts";
import enGuardian from "#shared/i18n/en/guardian.ts";
import enPrivacy from "#shared/i18n/en/privacy.ts";
import enJudging from "#shared/i18n/en/judging.ts";
import hiAccount from "#shared/i18n/hi/account.ts";
import { apiMessagesHindi as hiApiMessages } from "#shared/i18n/hi/api-messages.ts";
import hiGuardian from "#shared/i18n/hi/guardian.ts";
import { privacyAnswersHindi } from "#shared/i18n/hi/privacy-answers.ts";
import hiJudging from "#shared/i18n/hi/judging.ts";
import hiRegistration from "#shared/i18n/hi/registration.ts";
import { guardianRelationships, privacyMessages } from "#shared/privacy/messages.ts";
import { prizeDocumentMessages } from "#shared/privacy/prize-document-messages.ts";
import { issuerLines, receiptRows } from "#shared/receipts.ts";
import { registrationMessages } from "#shared/registration/messages.ts";
import { PaymentVideoLinkSchema } from "#shared/registration/user-details-schema.ts";

/** Every string of a catalogue with its dotted key. */
function strings(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : strings(value as Messages, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const pairs = [
  ["account", enAccount, hiAccount],
  ["judging", enJudging, hiJudging],
  ["guardian", enGuardian, hiGuardian],
] as const;

/** Latin-letter words a Hindi text may keep: the brand, file kinds, the payment provider, an example address, the confirm word. */
const keptInLatin = new Set(["CreatorCup", "PDF", "JSON", "IFSC", "GSTIN", "Razorpay", "ERASE", "UIDAI", "https", "you", "example", "com"]);

describe("[HINDI] the account, judging and guardian catalogues", () => {
  for (const [name, en, hi] of pairs) {
    it(`${name}: each Hindi text keeps its English text's {placeholders}`, () => {
      const hindi = new Map(strings(hi as Messages));
      for (const [key, english] of strings(en as Messages)) expect(placeholders(hindi.get(key) ?? ""), key).toEqual(placeholders(english));
    });

    it(`${name}: Hindi texts are in Devanagari, but for names and the few words kept in Latin letters`, () => {
      for (const [key, text] of strings(hi as Messages)) {
        const latin = (text.replace(/\{\w+\}/g, "").match(/[A-Za-z]+/g) ?? []).filter((word) => !keptInLatin.has(word));
        // Stored words the page shows as they are in English (the keys of known sentences and stored values) are data.
        expect(latin, `${key}: ${text}`).toEqual([]);
      }
    });
  }

  it("the sentences the forms check before sending are all known, and said in Hindi on Hindi pages", () => {
    const accountSentences = [
      registrationMessages.invalidEmail,
      creatorAccountMessages.codeFormat,
      registrationMessages.paymentVideoLinkInvalid,
      registrationMessages.paymentVideoLinkRequired,
      ...(PaymentVideoLinkSchema.safeParse("").error?.issues.map((i) => i.message) ?? []),
      ...(PaymentVideoLinkSchema.safeParse("not a link").error?.issues.map((i) => i.message) ?? []),
      ...(GrievanceBody.safeParse({ message: "short" }).error?.issues.map((i) => i.message) ?? []),
      ...(MyDataCorrectionBody.safeParse({
        firstName: "",
        middleName: "R2",
        lastName: "",
        mobileNo: "12",
        address: "",
        pincode: "12ab",
        bio: "",
      }).error?.issues.map((i) => i.message) ?? []),
      ...(MyDataCorrectionBody.safeParse({
        firstName: "A1",
        middleName: "",
        lastName: "B2",
        mobileNo: "",
        address: "x",
        pincode: "",
      }).error?.issues.map((i) => i.message) ?? []),
    ];
    expect(accountSentences.length).toBeGreaterThan(8);
    for (const sentence of accountSentences) {
      expect(Object.keys(enAccount.known), sentence).toContain(sentence);
      expect(translateKnownMessage(sentence, hiAccount.known), sentence).not.toBe(sentence);
    }
    const guardianSentences =
      GuardianDecisionBody.safeParse({
        decision: "consent",
        token: "t",
        guardianName: "",
        relationship: "",
        dateOfBirth: "",
        registration: false,
        publicListing: false,
        guardianReminders: false,
      }).error?.issues.map((i) => i.message) ?? [];
    const tooYoung =
      GuardianDecisionBody.safeParse({
        decision: "consent",
        token: "t",
        guardianName: "Sunita",
        relationship: "Mother",
        dateOfBirth: `${new Date().getUTCFullYear() - 15}-01-01`,
        registration: true,
        publicListing: false,
        guardianReminders: false,
      }).error?.issues.map((i) => i.message) ?? [];
    expect(guardianSentences.length).toBeGreaterThan(2);
    for (const sentence of [...guardianSentences, ...tooYoung]) {
      expect(Object.keys(enGuardian.known), sentence).toContain(sentence);
      expect(translateKnownMessage(sentence, hiGuardian.known), sentence).not.toBe(sentence);
    }
  });

  it("the English catalogues repeat the shared English word for word (the spec's texts stay as they are)", () => {
    for (const [key, value] of [...Object.entries(enAccount.known), ...Object.entries(enGuardian.known)]) expect(value, key).toBe(key);
    expect(enGuardian.purposes.registration).toEqual(enPrivacy.purposes.registration);
    expect(enGuardian.purposes.publicListing).toEqual(enPrivacy.purposes["public-listing"]);
    expect(enGuardian.purposes.prizeDocuments).toEqual(enPrivacy.purposes["prize-documents"]);
    expect(enGuardian.purposes.guardianReminders).toEqual(enPrivacy.purposes["guardian-reminders"]);
    expect(Object.keys(enGuardian.decision.relationships)).toEqual([...guardianRelationships]);
    expect(Object.values(enGuardian.decision.relationships)).toEqual([...guardianRelationships]);
    expect(enAccount.me.waitingForGuardian).toBe(privacyMessages.waitingForGuardian);
    expect(enAccount.myData.prize.needGuardian).toBe(prizeDocumentMessages.prizeDocumentsNeedGuardian);
    expect(enAccount.me.signedOut).toBe(creatorAccountMessages.signedOut);
    expect(enAccount.me.signedOutEverywhere).toBe(creatorAccountMessages.signedOutEverywhere);
    for (const [purpose, text] of Object.entries(enPrivacy.purposes))
      expect(enAccount.myData.readable.purposes[purpose as keyof typeof enPrivacy.purposes]).toBe(text.title);
  });

  it("My data's consent lines read as Hindi writes them: 'आपने सहमति दी', one word, not 'आप ने'", () => {
    const t = hiAccount.myData.readable;
    const line = (who: string, action: string) =>
      fill(t.consentLine, { purpose: t.purposes.registration, who, action, date: "27 नव॰ 2026", version: "1" });
    expect(line(t.byYou, t.words.given)).toBe(`${t.purposes.registration}: आपने सहमति दी · 27 नव॰ 2026 · नोटिस वर्शन 1`);
    expect(line(t.byGuardian, t.words.refused)).toContain(": आपके माता-पिता या अभिभावक ने मना किया · ");
    expect(line(t.byYou, t.words.withdrawn)).not.toContain("आप ने");
  });

  it("Hindi texts that send a parent to the consent link in our e-mails name it as the e-mails' footer does", async () => {
    const { default: hiMail } = await import("#shared/i18n/hi/mail.ts");
    const { default: hiPrivacy } = await import("#shared/i18n/hi/privacy.ts");
    const linkName = /^(.+?): \{url\}$/.exec(hiMail.footer.manageConsent as string)?.[1] ?? "";
    expect(linkName).toBe("अपनी सहमति बदलें");
    const texts = [
      JSON.stringify(hiPrivacy),
      JSON.stringify(hiAccount),
      privacyAnswersHindi["This link is not valid. Open 'Manage consent' from one of our e-mails again."],
    ];
    for (const text of texts) expect(text).not.toMatch(/ई-मेल[^'"]{0,40}'सहमति मैनेज करें'/);
    expect(JSON.stringify(hiPrivacy)).toContain(`'${linkName}' लिंक`);
  });

  it("My data's correction form names the fields as the registration form did, in Hindi too ('उपनाम', not a second word)", () => {
    for (const field of ["firstName", "middleName", "lastName", "mobileNo"] as const)
      expect(hiAccount.myData.correct[field], field).toBe(hiRegistration.details[field]);
    for (const sentence of ["last name is required", "Last Name should only contain alphabets."] as const)
      expect(hiAccount.known[sentence], sentence).toBe(hiApiMessages[sentence]);
  });

  it("the receipt page's rows read as the receipt's own rows in English (shared/receipts.ts, also the PDF's)", () => {
    const receipt = {
      receiptNumber: "CC/2026-27/000042",
      registrationId: "64b0000000000000000000aa",
      payerName: "Priya Nair",
      payerEmail: "priya@example.com",
      contestTitle: "The Big League",
      amountPaise: 49900,
      currency: "INR",
      paymentId: "pay_123",
      paidAt: "2026-11-21T10:35:00.000Z",
      issuer: { name: "CreatorCup", legalName: "Creator Contests Pvt Ltd", address: null, gstin: "22AAAAA0000A1Z5", supportEmail: null },
    };
    const rows = enAccount.receipt.rows;
    expect(receiptRows(receipt).map(([label]) => label)).toEqual([
      rows.receiptNumber,
      rows.date,
      rows.receivedFrom,
      rows.email,
      rows.for,
      rows.registration,
      rows.paymentId,
    ]);
    expect(receiptRows(receipt)[4]?.[1]).toBe(fill(rows.entryFeeFor, { contest: receipt.contestTitle }));
    expect(issuerLines(receipt.issuer)).toEqual([
      fill(enAccount.receipt.tradingAs, { name: "CreatorCup" }),
      fill(enAccount.receipt.gstin, { gstin: "22AAAAA0000A1Z5" }),
    ]);
  });
});
