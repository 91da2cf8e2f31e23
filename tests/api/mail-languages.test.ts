import { eq, sql } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { companyDetails, states, subscribers, users } from "#db/schema.ts";
import { emailCodes } from "#db/schema/identity.ts";
import { judgeAccounts } from "#db/schema/judging.ts";
import { consentRecords, guardianRequests } from "#db/schema/privacy.ts";
import { certificateInLanguage } from "#server/services/certificates/certificate-details.ts";
import { issueCertificate } from "#server/services/certificates/issue-certificate.ts";
import { inviteJudge } from "#server/services/judging/panel.ts";
import { enqueueMail } from "#server/services/mail/outbox.ts";
import { enqueueResultsDeclaredMail } from "#server/services/mail/results-declared.ts";
import { sendDueMail } from "#server/services/mail/send-outbox.ts";
import { smtpTransport } from "#server/services/mail/transport.ts";
import { findOwnReceipt } from "#server/services/receipts/receipt-details.ts";
import { creatorCookieFrom, latestSignInCode, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import {
  createCategory,
  createCity,
  createCompanyDetails,
  createContest,
  createJudge,
  createPrize,
  createSubscriber,
  createUser,
  createWinner,
  createWinningEntry,
  daysFromNow,
} from "../support/factories.ts";
import { multipart } from "../support/multipart.ts";
import { type RazorpayStandIn, startRazorpayStandIn } from "../support/razorpay-stand-in.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { createStaffMember } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A word's letters whatever their order: PDF text extraction gives Devanagari in drawing order, and may
 * put a space or a control character between the glyphs of one word.
 */
const lettersOf = (word: string) => [...word.normalize("NFD").replace(/[\s\p{Cc}]/gu, "")].sort().join("");
const hindiMonthsByLetters = ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"].map(lettersOf);

/*
 * Mails and PDFs in the person's language (docs/mail.md, Languages), through the real API and a real
 * SMTP server: the site's Hindi pages send Accept-Language: hi, so a creator who signs up there gets
 * Hindi mail; the language stays with them until they use the English site.
 */
let rzp: RazorpayStandIn;
let sink: SmtpSink;
let t: TestApp;
const PUBLIC_URL = "http://contests.example.in";
const db = () => t.database.db;
const ctx = () => t.app.ctx;

beforeAll(async () => {
  rzp = await startRazorpayStandIn();
  sink = await startSmtpSink();
  t = await createTestApp({ ...rzp.env, SMTP_URL: sink.url, PUBLIC_URL });
  await createCompanyDetails(db(), { name: "CreatorCup", legalName: "Creator Cup Media Private Limited", gstin: "27AAPFU0939F1ZV" });
});
afterAll(async () => {
  await t?.close();
  await rzp?.close();
  await sink?.close();
});

let seq = 0;
const fresh = (tag: string) => `${tag}.${++seq}.${Date.now()}@example.in`;
type Lang = "en" | "hi";
/** What the site's pages send with their API calls. */
const pageLanguage = (language: Lang) => ({ "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9" });

/** Sends what is queued and answers the messages the SMTP server received for `to`. */
async function deliver(to: string): Promise<ReceivedMail[]> {
  sink.received.length = 0;
  await sendDueMail(db(), ctx().config, smtpTransport(sink.url), { workerId: `languages-${++seq}` });
  return sink.received.filter((mail) => mail.envelopeTo.includes(to));
}

/** The e-mail dialog on a page in `language`: a code, then the sign-in. Answers the session cookie. */
async function signInOn(language: Lang, email: string): Promise<string> {
  const remoteAddress = testClientAddress();
  const headers = { cookie: testDeviceCookie(email), ...pageLanguage(language) };
  const ask = () => t.app.inject({ method: "POST", url: "/api/creator/email-code", payload: { email }, remoteAddress, headers });
  let asked = await ask();
  if (asked.statusCode === 429) {
    // The same creator again within 30 seconds: let those seconds pass.
    await db()
      .update(emailCodes)
      .set({ createdAt: sql`${emailCodes.createdAt} - interval '31 seconds'` })
      .where(eq(emailCodes.emailKey, email.toLowerCase()));
    asked = await ask();
  }
  expect(asked.statusCode, asked.body).toBe(200);
  const code = await latestSignInCode(db(), email);
  const signedIn = await t.app.inject({ method: "POST", url: "/api/creator/sign-in", payload: { email, code }, remoteAddress, headers });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return creatorCookieFrom(signedIn);
}

/** The details form sent from a page in `language` (POST /api/user/create). */
async function signUpOn(language: Lang, email: string, cookie: string): Promise<string> {
  const city = await createCity(db());
  const [state] = await db().select().from(states).where(eq(states.id, city.stateId));
  const category = await createCategory(db());
  const body = multipart({
    firstName: "Meera",
    middleName: "",
    lastName: "Iyer",
    mobileNo: "9123456780",
    email,
    countryId: state?.countryId ?? "",
    stateId: city.stateId,
    cityId: city.id,
    address: "7 Station Road",
    pincode: "462001",
    dateOfBirth: "1998-01-15",
    gender: "Female",
    bio: "",
    bankDetails: "{}",
    socialMedia: JSON.stringify({ instagram: "https://instagram.com/meera" }),
    categories: JSON.stringify([category.id]),
    link: "",
  });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/user/create",
    ...body,
    remoteAddress: testClientAddress(),
    headers: { ...body.headers, cookie, ...pageLanguage(language) },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (created.json() as { data: { _id: string } }).data._id;
}

/** Registers for a paid contest from a page in `language` and pays (the checkout's return), 10:35 UTC = 4:05 pm IST. */
async function registerAndPayOn(language: Lang, userId: string, cookie: string, title: string, titleHi: string | null = null) {
  const contest = await createContest(db(), { title, titleHi, entryFeePaise: 49_900 });
  const headers = { cookie, ...pageLanguage(language), "content-type": "application/json" };
  const ordered = await t.app.inject({
    method: "POST",
    url: "/api/subscriber/create-order",
    payload: JSON.stringify({ contestId: contest.id, userId, link: "https://youtube.com/watch?v=hindi" }),
    headers,
  });
  expect(ordered.statusCode, ordered.body).toBe(200);
  const orderId = (ordered.json() as { data: { order: { id: string } } }).data.order.id;
  const paid = rzp.pay(orderId, { paidAt: new Date("2026-11-21T10:35:00Z") });
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/subscriber/confirm-order",
    payload: JSON.stringify({ ...paid.checkout, contestId: contest.id, userId }),
    headers,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { contest, paymentId: paid.payment.id };
}

const storedLanguage = async (email: string) =>
  (await db().select({ language: users.language }).from(users).where(eq(users.emailKey, email.toLowerCase())))[0]?.language;

describe("[LANG] a creator's e-mails follow the site they use", () => {
  it("signed up on the Hindi site: the code and the receipt in Hindi, subject and body; the English site later switches them back", async () => {
    const email = fresh("meera");
    const cookie = await signInOn("hi", email);
    const [codeMail] = await deliver(email);
    expect(codeMail?.subject).toMatch(/^\d{6} आपका CreatorCup कोड है$/);
    for (const body of [codeMail?.text ?? "", codeMail?.html ?? ""]) {
      expect(body).toContain("अपना ई-मेल पता कन्फ़र्म करने के लिए यह कोड डालें:");
      expect(body).toContain("यह कोड अगले 10 मिनट तक, सिर्फ़ एक बार काम करेगा।");
      expect(body).toContain(`${PUBLIC_URL}/hi/privacy`);
    }
    expect(codeMail?.html).toContain('<html lang="hi">');

    const userId = await signUpOn("hi", email, cookie);
    expect(await storedLanguage(email)).toBe("hi");
    const { paymentId } = await registerAndPayOn("hi", userId, cookie, "Monsoon Reels");
    const [receipt] = await deliver(email);
    expect(receipt?.subject).toBe("पेमेंट की रसीद: Monsoon Reels");
    for (const body of [receipt?.text ?? "", receipt?.html ?? ""]) {
      expect(body).toContain("नमस्ते Meera Iyer,");
      expect(body).toContain("धन्यवाद! हमें आपकी एंट्री फ़ीस मिल गई है और Monsoon Reels के लिए आपका रजिस्ट्रेशन पूरा हो गया है।");
      expect(body).toContain("₹499");
      expect(body).toContain(paymentId);
      expect(body).toMatch(/21 नव॰ 2026, 16:05 IST/);
      expect(body).toContain(`${PUBLIC_URL}/hi/me`);
      expect(body).not.toContain("Payment received");
    }
    expect(receipt?.text).toContain("पेमेंट की गई रकम: ₹499");

    // A results mail queued while they read Hindi stays Hindi, even when it goes out after they switched.
    const results = await createContest(db(), { title: "Chai Shorts" });
    const [user] = await db().select().from(users).where(eq(users.id, userId));
    const entry = await createSubscriber(db(), { contestId: results.id, userId: user?.id ?? "" });
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, results.id));

    // Signing in on the English site makes English their language.
    await signInOn("en", email);
    expect(await storedLanguage(email)).toBe("en");
    const sent = await deliver(email);
    const code = sent.find((mail) => mail.subject?.endsWith("is your CreatorCup code"));
    const declared = sent.find((mail) => mail.subject?.includes("Chai Shorts"));
    expect(code?.text).toContain("Enter this code to confirm your e-mail address:");
    expect(declared?.subject).toBe("नतीजे आ गए: Chai Shorts");

    // The next mail queued is English.
    await createWinner(db(), { contestId: results.id, subscriberId: entry.id, prizeRank: 1, prizeTitle: "Winner" });
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, results.id, 1));
    const [corrected] = await deliver(email);
    expect(corrected?.subject).toBe("Corrected results: Chai Shorts");
  });

  it("an English creator's code and receipt are the English texts, unchanged", async () => {
    const email = fresh("asha");
    const cookie = await signInOn("en", email);
    const [codeMail] = await deliver(email);
    expect(codeMail?.subject).toMatch(/^\d{6} is your CreatorCup code$/);
    expect(codeMail?.text).toContain("It works once, for the next 10 minutes.");
    expect(codeMail?.html).toContain('<html lang="en">');
    const userId = await signUpOn("en", email, cookie);
    expect(await storedLanguage(email)).toBe("en");
    const { paymentId } = await registerAndPayOn("en", userId, cookie, "Monsoon Reels");
    const [receipt] = await deliver(email);
    expect(receipt?.subject).toBe("Payment receipt: Monsoon Reels");
    expect(receipt?.text).toContain("Hi Meera Iyer,");
    expect(receipt?.text).toContain("Amount paid: ₹499");
    expect(receipt?.text).toContain(`Razorpay payment id: ${paymentId}`);
    expect(receipt?.text).toMatch(/Paid on: 21 Nov 2026, 4:05\spm IST/);
    expect(receipt?.text).toContain(`My registrations: ${PUBLIC_URL}/me`);
    expect(receipt?.text).toContain(`Privacy notice: ${PUBLIC_URL}/privacy`);
  });

  it("registering from the Hindi site makes an English creator's language Hindi", async () => {
    const user = await createUser(db(), { firstName: "Ravi", lastName: "Das" });
    expect(await storedLanguage(user.email)).toBe("en");
    const cookie = await signInOn("en", user.email);
    await registerAndPayOn("hi", user.id, cookie, "Dance Duets");
    expect(await storedLanguage(user.email)).toBe("hi");
    const [receipt] = (await deliver(user.email)).filter((mail) => mail.subject?.includes("Dance Duets"));
    expect(receipt?.subject).toBe("पेमेंट की रसीद: Dance Duets");
    // The console's registration page says which language the creator's mail goes out in.
    const { getRegistration } = await import("#server/services/console/registrations/get-registration.ts");
    const [registration] = await db().select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.userId, user.id));
    expect((await getRegistration(db(), registration?.id ?? ""))?.creator.language).toBe("hi");
  });

  it("refuses a language the site does not have", async () => {
    const user = await createUser(db());
    await expect(
      db()
        .update(users)
        .set({ language: "fr" as "en" })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
  });
});

describe("[LANG] a guardian's e-mails", () => {
  it("the consent request is in the child's page's language; the guardian's answer in English makes English theirs", async () => {
    const child = fresh("child");
    const guardian = fresh("parent");
    const contest = await createContest(db(), { title: "Young Voices", entryFeePaise: 0 });
    const cookie = await signInOn("hi", child);
    await deliver(child);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/privacy/guardian-request",
      payload: { guardianEmail: guardian, guardianMobile: "98765 43210", contestId: contest.id },
      headers: { cookie, ...pageLanguage("hi") },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await deliver(guardian);
    expect(request?.subject).toBe("आपके बच्चे ने CreatorCup पर आपकी सहमति माँगी है");
    expect(request?.text).toContain('CreatorCup पर "Young Voices" कॉन्टेस्ट के लिए रजिस्टर करना चाहा है।');
    // The link opens the guardian's page in Hindi.
    const link = request?.text.match(/देखें और फ़ैसला करें: (\S+)/)?.[1] ?? "";
    expect(link).toContain(`${PUBLIC_URL}/hi/guardian/consent?t=`);
    const token = new URL(link).searchParams.get("t") ?? "";

    // The guardian reads English: they confirm their address and answer on the English page.
    const remoteAddress = testClientAddress();
    const headers = { cookie: testDeviceCookie(token), ...pageLanguage("en") };
    expect(
      (await t.app.inject({ method: "POST", url: "/api/guardian/email-code", payload: { token }, remoteAddress, headers })).statusCode,
    ).toBe(200);
    const [guardianCode] = await deliver(guardian);
    expect(guardianCode?.subject).toMatch(/is your CreatorCup code$/);
    const code = guardianCode?.text.match(/^\s+(\d{6})$/m)?.[1] ?? "";
    const signedIn = await t.app.inject({ method: "POST", url: "/api/guardian/sign-in", payload: { token, code }, remoteAddress, headers });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const guardianCookie = `guardian_session=${signedIn.cookies.find((c) => c.name === "guardian_session")?.value}`;
    const decided = await t.app.inject({
      method: "POST",
      url: "/api/guardian/decision",
      payload: {
        decision: "consent",
        token,
        guardianName: "Sunita Verma",
        relationship: "Mother",
        dateOfBirth: "1980-05-01",
        registration: true,
        judging: true,
        publicListing: true,
        guardianReminders: false,
      },
      headers: { cookie: guardianCookie, ...pageLanguage("en"), "content-type": "application/json" },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [row] = await db().select().from(guardianRequests).where(eq(guardianRequests.guardianEmailKey, guardian.toLowerCase()));
    expect(row?.language).toBe("en");
    expect(row?.creatorLanguage).toBe("hi");
    const records = await db()
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.guardianRequestId, row?.id ?? ""));
    expect(records.map((r) => r.language)).toEqual(["en", "en", "en"]);

    // The child (no account yet) is told in the language they asked in.
    const [given] = await deliver(child);
    expect(given?.subject).toBe("आपके माता-पिता या अभिभावक ने सहमति दे दी");
    expect(given?.text).toContain(`${PUBLIC_URL}/hi/contest/${contest.id}?register=1`);
  });
});

describe("[LANG] a judge's e-mails", () => {
  it("English until they sign in; the language they sign in with afterwards", async () => {
    const staff = await createStaffMember(t.app);
    const judge = await createJudge(db(), { firstName: "Kavita" });
    const email = fresh("judge");
    const first = await createContest(db(), { title: "Street Food Stories", contestEndDate: daysFromNow(-1) });
    await inviteJudge(db(), { staffId: staff.id, contestId: first.id, judgeId: judge.id, email });
    const [invitation] = await deliver(email);
    expect(invitation?.subject).toBe("You're invited to judge Street Food Stories");

    const remoteAddress = testClientAddress();
    const headers = { cookie: testDeviceCookie(email), ...pageLanguage("hi") };
    await t.app.inject({ method: "POST", url: "/api/judge/sign-in/code", payload: { email }, remoteAddress, headers });
    const code = await latestSignInCode(db(), email);
    const [codeMail] = await deliver(email);
    expect(codeMail?.subject).toBe(`${code} आपका CreatorCup कोड है`);
    const signedIn = await t.app.inject({ method: "POST", url: "/api/judge/sign-in", payload: { email, code }, remoteAddress, headers });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [account] = await db().select().from(judgeAccounts).where(eq(judgeAccounts.judgeId, judge.id));
    expect(account?.language).toBe("hi");

    const second = await createContest(db(), { title: "Rang Manch" });
    await inviteJudge(db(), { staffId: staff.id, contestId: second.id, judgeId: judge.id, email });
    const [hindi] = await deliver(email);
    expect(hindi?.subject).toBe("Rang Manch में जज बनने का न्योता");
    expect(hindi?.text).toContain("नमस्ते Kavita,");
    expect(hindi?.text).toContain(`जजिंग खोलें: ${PUBLIC_URL}/hi/judge`);
  });
});

describe("[LANG] receipts and certificates in the owner's language", () => {
  async function pdfOf(url: string, cookie: string) {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const bytes = response.rawPayload;
    const document = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(document, { mergePages: true });
    const info = (await document.getMetadata()).info as Record<string, unknown>;
    return { text, info, raw: bytes.toString("latin1") };
  }

  it("a Hindi creator's receipt and winner certificate are in Hindi, in the embedded Devanagari font; an English one's in English", async () => {
    const hindi = await createUser(db(), { firstName: "प्रिया", lastName: "शर्मा", language: "hi" });
    const english = await createUser(db(), { firstName: "Priya", lastName: "Nair" });
    for (const user of [hindi, english]) {
      const cookie = await signInOn(user === hindi ? "hi" : "en", user.email);
      const { contest } = await registerAndPayOn(user === hindi ? "hi" : "en", user.id, cookie, "Chai & Comedy");
      const { listMyRegistrations } = await import("#server/services/my-registrations/list-my-registrations.ts");
      const mine = await listMyRegistrations(db(), { userId: user.id });
      const entry = mine.find((r) => r.contest._id === contest.id);
      if (!entry) throw new Error("no registration");
      const receipt = await pdfOf(`/api/me/registrations/${entry._id}/receipt.pdf`, cookie);

      const declared = await createContest(db(), { title: "Rang Manch", winnersDeclared: true });
      const won = await createWinningEntry(db(), {
        contestId: declared.id,
        userId: user.id,
        prizeRank: 2,
        prizeTitle: "Runner-up",
        prizeAmountPaise: 1_000_000,
      });
      const certificate = await pdfOf(`/api/me/registrations/${won.id}/certificate.pdf?kind=winner`, cookie);

      if (user === hindi) {
        // Words whose letters are drawn in typed order come out of the text as typed; the rest is in the typed-order title.
        expect(receipt.text).toContain("रसीद नंबर");
        expect(receipt.text).toContain("पेमेंट करने वाले");
        // The date in IST with a Hindi month, on the 24-hour clock: "26 नव॰ 2026, 15:21". The text comes
        // out with a month's letters in drawing order ("मार्च" reads "माचर्", "दिस॰" "िदस॰"), so the month
        // is compared by its letters.
        const dated = /तारीख \(IST\) \d{1,2} (.+?) \d{4}, \d{1,2}:\d{2}(?!\s?[ap]m)/.exec(receipt.text);
        expect(dated, receipt.text).not.toBeNull();
        expect(hindiMonthsByLetters).toContain(lettersOf(dated?.[1] ?? ""));
        expect(receipt.text).toContain("Razorpay पेमेंट ID");
        expect(receipt.text).not.toContain("Receipt number");
        expect(receipt.info.Language).toBe("hi-IN");
        expect(receipt.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
        expect(certificate.text).toContain("जारी करने की तारीख");
        expect(certificate.text).toContain("सरा"); // दूसरा: 2nd
        expect(certificate.text).toContain("थान पाया"); // स्थान पाया: was placed
        expect(certificate.text).toContain("नाम ₹10,000"); // इनाम: Prize
        // The link's target, as the PDF stores it (text extraction of a URL drawn in the Devanagari font may read "." as another glyph).
        expect(certificate.raw).toContain(`/URI (${PUBLIC_URL}/hi/certificate/`);
        expect(certificate.text).not.toContain("Certificate of Achievement");
        expect(certificate.info.Title).toBe("उपलब्धि का सर्टिफ़िकेट: प्रिया शर्मा");
        expect(certificate.info.Language).toBe("hi-IN");
        expect(certificate.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
      } else {
        expect(receipt.text).toContain("Receipt number");
        expect(receipt.text).toContain("Received from Priya Nair");
        expect(receipt.text).toContain("Amount paid ₹499");
        expect(receipt.info.Language).toBe("en-IN");
        expect(certificate.text).toContain("Certificate of Achievement");
        expect(certificate.text).toContain("was placed 2nd in");
        expect(certificate.text).toContain("Runner-up · Prize ₹10,000");
        expect(certificate.raw).toContain(`/URI (${PUBLIC_URL}/certificate/`);
        expect(certificate.info.Title).toBe("Certificate of Achievement: Priya Nair");
      }
    }
  });
});

describe("[LANG] the organiser's Hindi titles in a Hindi creator's mails, PDFs and pages", () => {
  const pdfSubject = async (url: string, cookie: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
    // The PDF's Subject is the contest's title as drawn on it, kept as text (drawn Devanagari does not extract reliably).
    return ((await document.getMetadata()).info as Record<string, unknown>).Subject;
  };
  const myList = async (cookie: string, language: Lang) => {
    const response = await t.app.inject({ method: "GET", url: "/api/me/registrations", headers: { cookie, ...pageLanguage(language) } });
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json() as {
        data: Array<{ _id: string; contest: { _id: string; title: string }; winner: { prizeTitle: string | null } | null }>;
      }
    ).data;
  };

  it("each title in Hindi where the organiser gave one, in English where not; an English creator's all in English", async () => {
    const [company] = await db().select().from(companyDetails);
    await db().update(companyDetails).set({ nameHi: "क्रिएटरकप", addressHi: "स्टेशन रोड, भोपाल" });
    try {
      const hindi = await createUser(db(), { firstName: "अनु", lastName: "वर्मा", language: "hi" });
      const english = await createUser(db(), { firstName: "Anu", lastName: "Verma" });
      const declared = await createContest(db(), { title: "Rang Manch", titleHi: "रंग मंच", winnersDeclared: true });
      await createPrize(db(), { contestId: declared.id, rank: 2, title: "Runner-up", titleHi: "उपविजेता" });
      for (const user of [hindi, english]) {
        const language: Lang = user === hindi ? "hi" : "en";
        const cookie = await signInOn(language, user.email);
        await deliver(user.email);
        const { contest } = await registerAndPayOn(language, user.id, cookie, "Monsoon Reels", "मानसून रील्स");
        const untranslated = await registerAndPayOn(language, user.id, cookie, "Chai Shorts");
        const won = await createWinningEntry(db(), { contestId: declared.id, userId: user.id, prizeRank: 2, prizeTitle: "Runner-up" });
        await db().transaction((tx) => enqueueResultsDeclaredMail(tx, declared.id));
        const mails = await deliver(user.email);
        const subjects = mails.map((mail) => mail.subject);
        const results = mails.find((mail) => mail.subject?.includes(language === "hi" ? "बधाई" : "Congratulations"));
        const mine = await myList(cookie, language);
        const entry = mine.find((r) => r.contest._id === contest.id);
        const plain = mine.find((r) => r.contest._id === untranslated.contest.id);
        const prize = mine.find((r) => r._id === won.id);
        if (!entry) throw new Error("no registration");
        const receipt = await findOwnReceipt(db(), { userId: user.id, registrationId: entry._id, language });
        const receiptSubject = await pdfSubject(`/api/me/registrations/${entry._id}/receipt.pdf`, cookie);
        const plainSubject = await pdfSubject(`/api/me/registrations/${plain?._id}/receipt.pdf`, cookie);
        const certificateSubject = await pdfSubject(`/api/me/registrations/${won.id}/certificate.pdf?kind=winner`, cookie);
        const certificate = certificateInLanguage(
          await issueCertificate(db(), { userId: user.id, registrationId: won.id, kind: "winner" }),
          language,
        );

        if (user === hindi) {
          expect(subjects).toContain("पेमेंट की रसीद: मानसून रील्स");
          expect(subjects).toContain("पेमेंट की रसीद: Chai Shorts");
          expect(results?.subject).toBe("बधाई हो! रंग मंच में आपकी रैंक #2 है");
          expect(results?.text).toContain("उपविजेता");
          expect(results?.text).not.toContain("Runner-up");
          expect(entry.contest.title).toBe("मानसून रील्स");
          expect(plain?.contest.title).toBe("Chai Shorts");
          expect(prize?.contest.title).toBe("रंग मंच");
          expect(prize?.winner?.prizeTitle).toBe("उपविजेता");
          expect(receipt.contestTitle).toBe("मानसून रील्स");
          expect(receipt.issuer).toMatchObject({ name: "क्रिएटरकप", address: "स्टेशन रोड, भोपाल", legalName: company?.legalName });
          expect(receiptSubject).toBe("मानसून रील्स");
          expect(plainSubject).toBe("Chai Shorts");
          expect(certificateSubject).toBe("रंग मंच");
          expect(certificate).toMatchObject({ contestTitle: "रंग मंच", prizeTitle: "उपविजेता" });
        } else {
          expect(subjects).toContain("Payment receipt: Monsoon Reels");
          expect(subjects).toContain("Payment receipt: Chai Shorts");
          expect(results?.subject).toBe("Congratulations! You placed #2 in Rang Manch");
          expect(results?.text).toContain("Runner-up");
          expect(mails.map((mail) => mail.text).join("\n")).not.toMatch(/[\u0900-\u097F]/);
          expect(entry.contest.title).toBe("Monsoon Reels");
          expect(prize?.winner?.prizeTitle).toBe("Runner-up");
          expect(receipt.contestTitle).toBe("Monsoon Reels");
          expect(receipt.issuer.name).toBe(company?.name);
          expect(receipt.issuer.address).toBe(company?.address || null);
          expect(receiptSubject).toBe("Monsoon Reels");
          expect(certificateSubject).toBe("Rang Manch");
          expect(certificate).toMatchObject({ contestTitle: "Rang Manch", prizeTitle: "Runner-up" });
        }
        // The Hindi site's list, whoever reads it: the page's language decides.
        const onHindiPage = await myList(cookie, "hi");
        expect(onHindiPage.find((r) => r.contest._id === contest.id)?.contest.title).toBe("मानसून रील्स");
      }
    } finally {
      await db().update(companyDetails).set({ nameHi: null, addressHi: null });
    }
  });

  it("the creator's own pages and a certificate's check in /hi/ show the Hindi titles, the English pages the English ones", async () => {
    const { loadMyRegistrationsPage } = await import("#app/routes/me.server.ts");
    const { loadReceiptPage } = await import("#app/routes/me-receipt.server.ts");
    const { loadMyDataPage } = await import("#app/routes/me-data.server.ts");
    const { loadCertificatePage } = await import("#app/routes/certificate.server.ts");
    const user = await createUser(db(), { firstName: "Neha", language: "en" });
    const cookie = await signInOn("en", user.email);
    const { contest } = await registerAndPayOn("en", user.id, cookie, "Monsoon Reels", "मानसून रील्स");
    const declared = await createContest(db(), { title: "Rang Manch", titleHi: "रंग मंच", winnersDeclared: true });
    await createPrize(db(), { contestId: declared.id, rank: 1, title: "First prize", titleHi: "पहला इनाम" });
    const won = await createWinningEntry(db(), { contestId: declared.id, userId: user.id, prizeRank: 1, prizeTitle: "First prize" });
    const load = <T>(loader: (args: never) => Promise<T>, path: string, params: Record<string, string> = {}) => {
      const context = new RouterContextProvider();
      context.set(appContext, t.app.ctx);
      return loader({ request: new Request(`http://127.0.0.1${path}`, { headers: { cookie } }), context, params } as never);
    };
    for (const [prefix, title, prize] of [
      ["/hi", "मानसून रील्स", "पहला इनाम"],
      ["", "Monsoon Reels", "First prize"],
    ] as const) {
      const page = await load(loadMyRegistrationsPage, `${prefix}/me`);
      const entry = page.registrations.find((r) => r.contest._id === contest.id);
      expect(entry?.contest.title).toBe(title);
      expect(page.registrations.find((r) => r._id === won.id)?.winner?.prizeTitle).toBe(prize);
      const receipt = await load(loadReceiptPage, `${prefix}/me/receipts/${entry?._id}`, { registrationId: entry?._id ?? "" });
      expect(receipt.signedIn && receipt.receipt.contestTitle).toBe(title);
      const certificate = await issueCertificate(db(), { userId: user.id, registrationId: won.id, kind: "winner" });
      const verification = await load(loadCertificatePage, `${prefix}/certificate/${certificate.id}`, { certificateId: certificate.id });
      expect(verification.certificate).toMatchObject({ contestTitle: prefix ? "रंग मंच" : "Rang Manch", prizeTitle: prize });
      const data = await load(loadMyDataPage, `${prefix}/me/data`);
      expect(data.state).toBe("open");
      if (data.state === "open") {
        expect(data.data.registrations.map((r) => r.contest)).toContain(title);
        expect(data.prizeDocuments?.wins).toContainEqual({ contest: prefix ? "रंग मंच" : "Rang Manch", prize });
      }
    }
  });

  it("a prize renamed after the results keeps its declared English title and no Hindi that may say something else", async () => {
    const user = await createUser(db(), { language: "hi" });
    const declared = await createContest(db(), { title: "Dance Duets", titleHi: "डांस ड्यूएट", winnersDeclared: true });
    await createPrize(db(), { contestId: declared.id, rank: 1, title: "Grand prize", titleHi: "सबसे बड़ा इनाम" });
    await createWinningEntry(db(), { contestId: declared.id, userId: user.id, prizeRank: 1, prizeTitle: "First prize" });
    const { listMyRegistrations } = await import("#server/services/my-registrations/list-my-registrations.ts");
    const [mine] = await listMyRegistrations(db(), { userId: user.id, language: "hi" });
    expect(mine?.contest.title).toBe("डांस ड्यूएट");
    expect(mine?.winner?.prizeTitle).toBe("First prize");
  });

  it("a mail queued before the Hindi titles existed still goes out, with the English title", async () => {
    const email = fresh("queued");
    await enqueueMail(db(), {
      template: "registration-complete",
      to: email,
      dedupeKey: `old-row:${email}`,
      creatorName: "Meera",
      contestId: "c1",
      contestTitle: "Monsoon Reels",
      language: "hi",
    });
    const [mail] = await deliver(email);
    expect(mail?.subject).toBe("Monsoon Reels के लिए आपका रजिस्ट्रेशन हो गया");
  });

  it("a Hindi judge's invitation and a guardian's consent request carry the Hindi title", async () => {
    const staff = await createStaffMember(t.app);
    const judge = await createJudge(db(), { firstName: "Kavita" });
    const email = fresh("judge-hi");
    const contest = await createContest(db(), { title: "Street Food Stories", titleHi: "स्ट्रीट फ़ूड की कहानियाँ", entryFeePaise: 0 });
    await db().insert(judgeAccounts).values({ judgeId: judge.id, email, emailKey: email.toLowerCase(), language: "hi" });
    await inviteJudge(db(), { staffId: staff.id, contestId: contest.id, judgeId: judge.id, email });
    const [invitation] = await deliver(email);
    expect(invitation?.subject).toBe("स्ट्रीट फ़ूड की कहानियाँ में जज बनने का न्योता");

    const child = fresh("child-hi");
    const guardian = fresh("parent-hi");
    const cookie = await signInOn("hi", child);
    await deliver(child);
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/privacy/guardian-request",
      payload: { guardianEmail: guardian, guardianMobile: "98765 43210", contestId: contest.id },
      headers: { cookie, ...pageLanguage("hi") },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await deliver(guardian);
    expect(request?.text).toContain('"स्ट्रीट फ़ूड की कहानियाँ" कॉन्टेस्ट');
    const token = new URL(request?.text.match(/देखें और फ़ैसला करें: (\S+)/)?.[1] ?? "http://x").searchParams.get("t") ?? "";
    const view = async (language: Lang) =>
      (
        (await t.app.inject({ method: "GET", url: `/api/guardian/request?token=${token}`, headers: pageLanguage(language) })).json() as {
          data: { contestTitle: string | null };
        }
      ).data.contestTitle;
    expect(await view("hi")).toBe("स्ट्रीट फ़ूड की कहानियाँ");
    expect(await view("en")).toBe("Street Food Stories");
  });
});
