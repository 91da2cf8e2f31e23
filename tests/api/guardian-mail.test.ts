import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "#db/schema/mail.ts";
import { guardianRequests } from "#db/schema/privacy.ts";
import { manageConsentToken } from "#server/services/consent/manage-consent-link.ts";
import { enqueueMail } from "#server/services/mail/outbox.ts";
import { enqueueRegistrationReminders } from "#server/services/mail/registration-reminders.ts";
import { enqueueResultsDeclaredMail } from "#server/services/mail/results-declared.ts";
import { sendDueMail } from "#server/services/mail/send-outbox.ts";
import { smtpTransport } from "#server/services/mail/transport.ts";
import { erasePersonalData } from "#server/services/my-data/erase-personal-data.ts";
import { startOfIstDay } from "#shared/ist.ts";
import { latestSignInCode, signInCreator, testClientAddress, testDeviceCookie } from "../support/creator-session.ts";
import { type ContestRow, createContest, createPrize, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * Mail to a minor's parent or guardian (docs/privacy.md#guardian-mail), through the real consent flow,
 * the real outbox and a real SMTP server: the child's reminder and results go to a guardian who agreed
 * to `guardian-reminders`, in the guardian's language, once each; a winner's guardian is always told.
 */
let sink: SmtpSink;
let t: TestApp;
let editor: string;
let owner: string;
const PUBLIC_URL = "http://contests.example.in";
const MINUTE = 60_000;
const db = () => t.database.db;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL });
  editor = await signInStaff(t.app, "editor");
  owner = await signInStaff(t.app, "owner");
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

let seq = 0;
const fresh = (tag: string) => `${tag}.${++seq}.${Date.now()}@example.in`;
type Lang = "en" | "hi";
const pageLanguage = (language: Lang) => ({ "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9" });
const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-15`;

/** Sends everything queued and answers what the SMTP server received, by recipient. */
async function deliver(): Promise<(to: string) => ReceivedMail[]> {
  sink.received.length = 0;
  const transport = smtpTransport(sink.url);
  try {
    while ((await sendDueMail(db(), t.app.ctx.config, transport, { workerId: `guardian-mail-${++seq}` })) > 0);
  } finally {
    transport.close();
  }
  const received = [...sink.received];
  return (to) => received.filter((mail) => mail.envelopeTo.includes(to));
}

const outboxTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

type Family = { child: string; guardian: string; userId: string; subjectId: string };

/**
 * A child asks on a page in `childLanguage`; the guardian proves the address and consents on a page in
 * `guardianLanguage`, with reminders ticked or not; the child then enters their details (first name Riya).
 */
async function familyWithConsent(options: { reminders: boolean; childLanguage?: Lang; guardianLanguage?: Lang; firstName?: string }) {
  const { reminders, childLanguage = "en", guardianLanguage = "en", firstName = "Riya" } = options;
  const child = fresh("child");
  const guardian = fresh("parent");
  const cookie = await signInCreator(t.app, child);
  const asked = await postJson(
    t.app,
    "/api/privacy/guardian-request",
    { guardianEmail: guardian },
    { cookie, ...pageLanguage(childLanguage) },
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const [request] = await db().select().from(guardianRequests).where(eq(guardianRequests.guardianEmailKey, guardian.toLowerCase()));
  const [first] = await outboxTo(guardian);
  const token = new URL(String(first?.payload.consentUrl)).searchParams.get("t") ?? "";

  const remoteAddress = testClientAddress();
  const headers = { cookie: testDeviceCookie(token), ...pageLanguage(guardianLanguage) };
  const codeAsked = await t.app.inject({ method: "POST", url: "/api/guardian/email-code", payload: { token }, remoteAddress, headers });
  expect(codeAsked.statusCode, codeAsked.body).toBe(200);
  const code = await latestSignInCode(db(), guardian);
  const signedIn = await t.app.inject({ method: "POST", url: "/api/guardian/sign-in", payload: { token, code }, remoteAddress, headers });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const guardianCookie = `guardian_session=${signedIn.cookies.find((c) => c.name === "guardian_session")?.value}`;
  const decided = await postJson(
    t.app,
    "/api/guardian/decision",
    {
      decision: "consent",
      token,
      guardianName: "Sunita Sharma",
      relationship: "Mother",
      dateOfBirth: bornYearsAgo(40),
      registration: true,
      publicListing: false,
      guardianReminders: reminders,
    },
    { cookie: guardianCookie, ...pageLanguage(guardianLanguage) },
  );
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  const user = await createUser(db(), {
    email: child,
    firstName,
    lastName: "Sharma",
    dateOfBirth: bornYearsAgo(15),
    language: childLanguage,
  });
  // What the consent flow sent (codes, the request, 'Continue registration') is not under test here.
  await deliver();
  return { child, guardian, userId: user.id, subjectId: request?.subjectId ?? "" } satisfies Family;
}

/** Noon IST today and a paid contest whose registration closes tonight: its unpaid registrations are due a reminder. */
async function closingContest(title: string) {
  const now = new Date(startOfIstDay(new Date()).getTime() + 12 * 60 * MINUTE);
  const contest = await createContest(db(), { now, title, titleHi: `${title} (हिंदी)`, registrationEndDate: now });
  const startPaying = (userId: string) =>
    createSubscriber(db(), {
      contestId: contest.id,
      userId,
      status: "pending",
      createdAt: new Date(now.getTime() - 60 * MINUTE),
      holdExpiresAt: new Date(now.getTime() - 60 * MINUTE),
    });
  return { contest, now, startPaying };
}

/** An ended contest with a first prize; winners are saved and declared through the console, as organisers do. */
async function endedContest(title: string) {
  const contest = await createContest(db(), {
    title,
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  const prize = await createPrize(db(), { contestId: contest.id, rank: 1, title: "Winner", titleHi: "विजेता", amountPaise: 1_000_000 });
  return { contest, prize };
}

async function declare(contest: ContestRow, prizeId: string, winnerSubscriberId: string) {
  const saved = await postOrPut("PUT", `/api/admin/contests/${contest.id}/winners`, editor, {
    winners: [{ subscriberId: winnerSubscriberId, prizeId, rank: 1 }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const declared = await postOrPut("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true });
  expect(declared.statusCode, declared.body).toBe(200);
}

const postOrPut = (method: "PUT" | "POST", url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

const withdrawFromManageConsent = async (family: Family, purpose: string) => {
  const token = manageConsentToken(t.app.ctx.config, family.guardian);
  const withdrawn = await postJson(t.app, "/api/privacy/consent/withdraw", { token, subjectId: family.subjectId, purpose });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
};

describe("[GUARDIAN MAIL] a guardian who agreed to reminders and results", () => {
  it("gets the child's reminder and results in their own language, about the child, once each however often the jobs run", async () => {
    // The child uses the English site; the parent answered on the Hindi one.
    const family = await familyWithConsent({ reminders: true, childLanguage: "en", guardianLanguage: "hi" });
    const { contest, now, startPaying } = await closingContest("Monsoon Reels");
    await startPaying(family.userId);

    expect(await enqueueRegistrationReminders(db(), now)).toBe(2);
    expect(await enqueueRegistrationReminders(db(), new Date(now.getTime() + MINUTE))).toBe(0);
    let to = await deliver();
    const [reminder, ...more] = to(family.guardian);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe("Monsoon Reels (हिंदी) के लिए Riya का रजिस्ट्रेशन जल्द बंद हो रहा है");
    expect(reminder?.html).toContain('<html lang="hi">');
    for (const body of [reminder?.text ?? "", reminder?.html ?? ""]) {
      expect(body).toContain("Riya ने Monsoon Reels (हिंदी) के लिए रजिस्टर करना शुरू किया था");
      expect(body).toContain("₹499");
      expect(body).toContain(`${PUBLIC_URL}/hi/contest/${contest.id}`);
      // The same foot as every mail: privacy notice, the guardian's own Manage consent link, unsubscribe.
      expect(body).toContain(`${PUBLIC_URL}/hi/privacy`);
      expect(body).toContain(`${PUBLIC_URL}/hi/privacy/consent?t=`);
      expect(body).not.toContain("Sharma");
      expect(body).not.toContain(family.child);
    }
    expect(reminder?.text).toMatch(/आगे से रिमाइंडर नहीं चाहिए: http:\/\/contests\.example\.in\/api\/mail\/unsubscribe\?token=/);
    // One-click unsubscribe in the headers too (RFC 8058); long headers are folded, so unfold first.
    const head = (reminder?.raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe: <http:\/\/contests\.example\.in\/api\/mail\/unsubscribe\?token=[\w-]{32}>$/im);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    // The child's own reminder is unchanged: English, to the child.
    expect(to(family.child).map((mail) => mail.subject)).toEqual(["Registration for Monsoon Reels closes soon"]);

    // The results (the child did not win), declared once; a repeated declaration changes nothing.
    const { contest: ended, prize } = await endedContest("Chai Shorts");
    await createSubscriber(db(), { contestId: ended.id, userId: family.userId });
    const winner = await createSubscriber(db(), { contestId: ended.id, userId: (await createUser(db())).id });
    await declare(ended, prize.id, winner.id);
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, ended.id));
    to = await deliver();
    const [results, ...moreResults] = to(family.guardian);
    expect(moreResults).toEqual([]);
    expect(results?.subject).toBe("Chai Shorts के नतीजे आ गए");
    expect(results?.text).toContain("इस बार Riya का नाम विजेताओं में नहीं है");
    expect(results?.text).toContain(`विजेता देखें: ${PUBLIC_URL}/hi/contest/${ended.id}`);
    expect(results?.text).not.toContain("सहमति दें");
    expect(to(family.child).map((mail) => mail.subject)).toEqual(["Results are out: Chai Shorts"]);

    // Nothing more however often the jobs run again.
    await enqueueRegistrationReminders(db(), new Date(now.getTime() + 5 * MINUTE));
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, ended.id));
    to = await deliver();
    expect(to(family.guardian)).toEqual([]);
    expect(
      (await outboxTo(family.guardian)).filter(
        (row) => row.template.startsWith("guardian-") && row.template !== "guardian-consent-request",
      ),
    ).toHaveLength(2);
  });

  it("a run that died after the child's reminder was written: the next run writes the guardian's, and doubles nothing", async () => {
    const family = await familyWithConsent({ reminders: true });
    const { contest, now, startPaying } = await closingContest("Half Done");
    const registration = await startPaying(family.userId);
    // What the dead run had committed: the child's reminder only.
    await enqueueMail(db(), {
      template: "registration-reminder",
      to: family.child,
      dedupeKey: `registration-reminder:${registration.id}`,
      creatorName: "Riya Sharma",
      contestId: contest.id,
      contestTitle: contest.title,
      closesAt: now.toISOString(),
      amountPaise: 49_900,
    });
    expect(await enqueueRegistrationReminders(db(), now)).toBe(1);
    const to = await deliver();
    expect(to(family.child)).toHaveLength(1);
    const [reminder, ...more] = to(family.guardian);
    expect(more).toEqual([]);
    expect(reminder?.subject).toBe("Riya's registration for Half Done closes soon");
    expect(reminder?.text).toContain("Riya started registering for Half Done, but the entry fee has not been paid.");
    expect(reminder?.text).toContain("you may pay the entry fee with them at the last step of their registration");
  });

  it("the guardian's unsubscribe link stops the guardian's reminders only; the child's go on", async () => {
    const family = await familyWithConsent({ reminders: true });
    const first = await closingContest("First Call");
    await first.startPaying(family.userId);
    await enqueueRegistrationReminders(db(), first.now);
    const [row] = (await outboxTo(family.guardian)).filter((r) => r.template === "guardian-registration-reminder");
    expect(row?.unsubscribeToken).toMatch(/^[\w-]{32}$/);
    await deliver();
    const stopped = await t.app.inject({ method: "POST", url: `/api/mail/unsubscribe?token=${row?.unsubscribeToken}` });
    expect(stopped.statusCode).toBe(200);

    const second = await closingContest("Second Call");
    await second.startPaying(family.userId);
    expect(await enqueueRegistrationReminders(db(), second.now)).toBe(1);
    const to = await deliver();
    expect(to(family.guardian)).toEqual([]);
    expect(to(family.child).map((mail) => mail.subject)).toEqual(["Registration for Second Call closes soon"]);
  });
});

describe("[GUARDIAN MAIL] without that consent", () => {
  it("a guardian who did not agree, or withdrew it from Manage consent, gets neither the reminder nor the results", async () => {
    const refused = await familyWithConsent({ reminders: false });
    const withdrawn = await familyWithConsent({ reminders: true, guardianLanguage: "hi" });
    await withdrawFromManageConsent(withdrawn, "guardian-reminders");

    const { now, startPaying } = await closingContest("Quiet Reels");
    for (const family of [refused, withdrawn]) await startPaying(family.userId);
    expect(await enqueueRegistrationReminders(db(), now)).toBe(2);
    const { contest, prize } = await endedContest("Quiet Results");
    const winner = await createSubscriber(db(), { contestId: contest.id, userId: (await createUser(db())).id });
    for (const family of [refused, withdrawn]) await createSubscriber(db(), { contestId: contest.id, userId: family.userId });
    await declare(contest, prize.id, winner.id);

    const to = await deliver();
    for (const family of [refused, withdrawn]) {
      expect(to(family.guardian)).toEqual([]);
      expect(to(family.child).map((mail) => mail.subject)).toEqual([
        "Registration for Quiet Reels closes soon",
        "Results are out: Quiet Results",
      ]);
    }
  });
});

describe("[GUARDIAN MAIL] a minor winner's guardian", () => {
  it("is told without having agreed to reminders: the prize, and Agree for documents from Manage consent; a correction reaches them too", async () => {
    const family = await familyWithConsent({ reminders: false });
    const other = await familyWithConsent({ reminders: false, guardianLanguage: "hi", firstName: "Kabir" });
    const adult = await createUser(db(), { firstName: "Meera", dateOfBirth: bornYearsAgo(25) });
    const { contest, prize } = await endedContest("Rang Manch");
    const won = await createSubscriber(db(), { contestId: contest.id, userId: family.userId });
    const lost = await createSubscriber(db(), { contestId: contest.id, userId: other.userId });
    const adults = await createSubscriber(db(), { contestId: contest.id, userId: adult.id });
    await declare(contest, prize.id, won.id);

    let to = await deliver();
    const [mail, ...more] = to(family.guardian);
    expect(more).toEqual([]);
    expect(to(other.guardian)).toEqual([]);
    expect(mail?.subject).toBe("Congratulations! Riya placed #1 in Rang Manch");
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("The judges placed Riya #1 in Rang Manch.");
      expect(body).toContain("Winner, ₹10,000");
    }
    expect(mail?.text).toContain("As Riya's parent or guardian, you agree to this first: open 'Manage consent'");
    // The mail's button is this address's Manage consent page, which now offers Agree for the prize documents.
    const link = mail?.text.match(/Open Manage consent: (\S+)/)?.[1] ?? "";
    expect(link).toContain(`${PUBLIC_URL}/privacy/consent?t=`);
    const token = new URL(link).searchParams.get("t") ?? "";
    const managed = await getJson<{ data: Array<{ whose: string; purposes: Array<{ purpose: string; granted: boolean }> }> }>(
      t.app,
      `/api/privacy/consent?token=${encodeURIComponent(token)}`,
    );
    expect(managed.body.data.find((s) => s.whose === "Riya")?.purposes).toContainEqual({
      purpose: "prize-documents",
      granted: false,
      askAgain: false,
      withdrawn: false,
    });
    // Replies about the prize reach support, as the child's results do.
    expect(to(family.child).map((m) => m.subject)).toEqual(["Congratulations! You placed #1 in Rang Manch"]);

    // Corrected: Kabir wins instead. Both guardians hear: Riya's because they were told Riya won.
    const withdrawn = await postOrPut("POST", `/api/admin/contests/${contest.id}/winners/withdraw`, owner, {
      reason: "A judge's score was entered twice.",
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await declare(contest, prize.id, lost.id);
    to = await deliver();
    const [toRiya, ...moreRiya] = to(family.guardian);
    const [toKabir, ...moreKabir] = to(other.guardian);
    expect([...moreRiya, ...moreKabir]).toEqual([]);
    expect(toRiya?.subject).toBe("Corrected results: Rang Manch");
    expect(toRiya?.text).toContain("These are the corrected results; please disregard the earlier e-mail.");
    expect(toRiya?.text).toContain("Riya is not among the winners this time");
    expect(toKabir?.subject).toBe("सुधरे हुए नतीजे: Rang Manch");
    expect(toKabir?.text).toContain("जजों ने Rang Manch में Kabir को #1 रैंक दी है।");
    expect(toKabir?.text).toContain("'सहमति दें' चुनें");
    expect(toKabir?.text).toContain("विजेता, ₹10,000");
    // The adult's registration sends nothing to anyone else: one mail each time, to the adult.
    const toAdult = await outboxTo(adult.email);
    expect(toAdult.map((row) => row.dedupeKey).sort()).toEqual(
      [`results-declared:${contest.id}:${adults.id}`, `results-corrected:${contest.id}:1:${adults.id}`].sort(),
    );
    const guardianRows = await db()
      .select({ key: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `guardian-results-%:${contest.id}:%`));
    expect(guardianRows).toHaveLength(3);
    expect(guardianRows.some((row) => row.key.includes(adults.id))).toBe(false);
  });

  it("a guardian who agreed to reminders gets one mail, the winner's; once they agreed to the documents, nothing is left to agree to", async () => {
    const family = await familyWithConsent({ reminders: true });
    const { contest, prize } = await endedContest("Dance Duets");
    const won = await createSubscriber(db(), { contestId: contest.id, userId: family.userId });
    await declare(contest, prize.id, won.id);
    let to = await deliver();
    const [mail, ...more] = to(family.guardian);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Congratulations! Riya placed #1 in Dance Duets");
    expect(mail?.text).toContain("Open Manage consent");

    // The guardian agrees from Manage consent; the results are then corrected (same winner).
    const token = manageConsentToken(t.app.ctx.config, family.guardian);
    const given = await postJson(t.app, "/api/privacy/consent/give", { token, subjectId: family.subjectId, purpose: "prize-documents" });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const withdrawn = await postOrPut("POST", `/api/admin/contests/${contest.id}/winners/withdraw`, owner, {
      reason: "The prize's amount was entered wrongly.",
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await declare(contest, prize.id, won.id);
    to = await deliver();
    const [corrected, ...moreCorrected] = to(family.guardian);
    expect(moreCorrected).toEqual([]);
    expect(corrected?.subject).toBe("Corrected results: Dance Duets");
    expect(corrected?.text).toContain("You have already agreed to identity documents and bank details for a prize");
    expect(corrected?.text).not.toContain("Open Manage consent");
  });
});

describe("[GUARDIAN MAIL] an adult creator", () => {
  it("a reminder and results to the adult alone: nothing extra is written or sent", async () => {
    const adult = await createUser(db(), { firstName: "Meera", dateOfBirth: bornYearsAgo(22) });
    const { now, startPaying } = await closingContest("Grown Ups");
    await startPaying(adult.id);
    expect(await enqueueRegistrationReminders(db(), now)).toBe(1);
    const { contest, prize } = await endedContest("Grown Up Results");
    const won = await createSubscriber(db(), { contestId: contest.id, userId: adult.id });
    await declare(contest, prize.id, won.id);
    const to = await deliver();
    expect(sink.received.flatMap((mail) => mail.envelopeTo)).toEqual([adult.email.toLowerCase(), adult.email.toLowerCase()]);
    expect(to(adult.email).map((mail) => mail.subject)).toEqual([
      "Registration for Grown Ups closes soon",
      "Congratulations! You placed #1 in Grown Up Results",
    ]);
  });
});

describe("[GUARDIAN MAIL] erasure", () => {
  it("the child's erasure deletes the guardian's mails about the child, sent or not", async () => {
    const family = await familyWithConsent({ reminders: true });
    const { now, startPaying } = await closingContest("Gone Soon");
    await startPaying(family.userId);
    await enqueueRegistrationReminders(db(), now);
    expect((await outboxTo(family.guardian)).some((row) => row.template === "guardian-registration-reminder")).toBe(true);
    await db().transaction((tx) => erasePersonalData(tx, { email: family.child }));
    const left = await db()
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, family.guardian), like(mailOutbox.template, "guardian-%")));
    expect(left).toEqual([]);
  });
});
