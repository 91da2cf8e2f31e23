import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appContext } from "#app/router-context.ts";
import { loadApplicantsPage } from "#app/routes/applicants.server.ts";
import { loadCertificatePage } from "#app/routes/certificate.server.ts";
import { loadContestPage } from "#app/routes/contest.server.ts";
import { certificates } from "#db/schema/certificates.ts";
import { mailOutbox } from "#db/schema/mail.ts";
import { enqueueResultsDeclaredMail } from "#server/services/mail/results-declared.ts";
import type { Applicant } from "#shared/api-types.ts";
import { signInCreator } from "../support/creator-session.ts";
import { createContest, createSubscriber, createUser, createWinningEntry, daysFromNow } from "../support/factories.ts";
import { getJson, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * A winner who erases their account (docs/privacy.md#erasure): the public pages name nobody, and
 * never show the placeholder left in `users` ('Erased') as if it were a name; the certificate check
 * stops confirming a certificate it can no longer tie to a name, and the PDF is not given again.
 */

let t: TestApp;
const db = () => t.database.db;
let contestId: string;
let winnerRegistrationId: string;
let pendingContestId: string;
let certificateId: string;
let cookie: string;

const NAME_REMOVED = { en: "Name removed", hi: "नाम हटा दिया गया" } as const;

function pageArgs(path: string, params: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(appContext, t.app.ctx);
  return { request: new Request(`http://contests.example.in${path}`), context, params } as never;
}

const shownName = (applicant: Applicant) => `${applicant.userId.firstName} ${applicant.userId.lastName}`.trim();

beforeAll(async () => {
  t = await createTestApp();
  const contest = await createContest(db(), {
    title: "Chai & Comedy",
    registrationStartDate: daysFromNow(-60),
    registrationEndDate: daysFromNow(-40),
    contestStartDate: daysFromNow(-38),
    contestEndDate: daysFromNow(-25),
    isCompleted: true,
    winnersDeclared: true,
  });
  contestId = contest.id;
  const email = `noor.${Date.now()}@example.in`;
  const noor = await createUser(db(), { firstName: "Noorjahan", lastName: "Qadri", email });
  const other = await createUser(db(), { firstName: "Sahil", lastName: "Khan" });
  const registration = await createWinningEntry(db(), {
    contestId,
    userId: noor.id,
    prizeRank: 1,
    prizeTitle: "Winner",
    prizeAmountPaise: 1_500_000,
  });
  winnerRegistrationId = registration.id;
  await createWinningEntry(db(), { contestId, userId: other.id, prizeRank: 2, prizeTitle: "Runner-up" });
  // A contest whose results come after the erasure.
  const pending = await createContest(db(), { isCompleted: true, winnersDeclared: false });
  pendingContestId = pending.id;
  await createSubscriber(db(), { contestId: pending.id, userId: noor.id });

  cookie = await signInCreator(t.app, email);
  const download = await t.app.inject({
    method: "GET",
    url: `/api/me/registrations/${registration.id}/certificate.pdf`,
    headers: { cookie },
  });
  expect(download.statusCode).toBe(200);
  const [row] = await db().select().from(certificates).where(eq(certificates.subscriberId, registration.id));
  certificateId = row?.id ?? "";
  // The pages are read once before the erasure, so their cached lists must be dropped by it.
  expect((await loadCertificatePage(pageArgs(`/certificate/${certificateId}`, { certificateId }))).certificate?.name).toBe(
    "Noorjahan Qadri",
  );
  const before = await loadContestPage(pageArgs(`/contest/${contestId}`, { contestId }));
  expect(before.winners.map((w) => shownName(w.applicant))).toEqual(["Noorjahan Qadri", "Sahil Khan"]);
  await loadContestPage(pageArgs(`/hi/contest/${contestId}`, { contestId }));

  const erased = await postJson(t.app, "/api/privacy/my-data/erase", { confirm: "ERASE" }, { cookie });
  expect(erased.status, JSON.stringify(erased.body)).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe("[PRIVACY] a winner who erased their account", () => {
  it("shows on the contest page as 'name removed' in the page's language, never as a person called 'Erased'", async () => {
    for (const language of ["en", "hi"] as const) {
      const path = `${language === "hi" ? "/hi" : ""}/contest/${contestId}`;
      const page = await loadContestPage(pageArgs(path, { contestId }));
      const [first, second] = page.winners;
      expect(first?.rank).toBe(1);
      expect(shownName(first?.applicant as Applicant)).toBe(NAME_REMOVED[language]);
      expect(first?.applicant.userId.profileImage).toBeNull();
      expect(first?.applicant.link).toBe("");
      expect(shownName(second?.applicant as Applicant)).toBe("Sahil Khan");
      expect(JSON.stringify(page.winners)).not.toContain("Erased");
    }
  });

  it("shows likewise on the applicants page and in the public applicants API", async () => {
    for (const language of ["en", "hi"] as const) {
      const path = `${language === "hi" ? "/hi" : ""}/contest/${contestId}/applicants`;
      const page = await loadApplicantsPage(pageArgs(path, { contestId }));
      expect(page.applicants.data.map(shownName).sort()).toEqual([NAME_REMOVED[language], "Sahil Khan"].sort());
      const api = await getJson<{ data: Applicant[] }>(t.app, `/api/subscriber/list/${contestId}`, {
        "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9",
      });
      expect(api.status).toBe(200);
      expect(api.body.data.map(shownName)).toContain(NAME_REMOVED[language]);
      expect(JSON.stringify(api.body)).not.toContain("Erased");
    }
  });

  it("no longer confirms the certificate (no name can be vouched for), in either language, and gives no PDF", async () => {
    for (const path of [`/certificate/${certificateId}`, `/hi/certificate/${certificateId}`]) {
      const page = await loadCertificatePage(pageArgs(path, { certificateId }));
      expect(page.certificate, path).toBeNull();
      expect(page.messages.contest.certificate.notFoundText).toMatch(path.startsWith("/hi") ? /डेटा मिटवाने/ : /data erased/);
    }
    const download = await t.app.inject({
      method: "GET",
      url: `/api/me/registrations/${winnerRegistrationId}/certificate.pdf`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(401);
  });

  it("gets no results mail (its address is no address) when a contest declares its results later", async () => {
    await db().transaction((tx) => enqueueResultsDeclaredMail(tx, pendingContestId));
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.template, "results-declared"));
    expect(queued.filter((row) => row.dedupeKey.includes(pendingContestId))).toEqual([]);
  });
});
