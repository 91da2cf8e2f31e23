import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Applicant } from "#shared/api-types.ts";
import {
  type ContestRow,
  createContest,
  createSubscriber,
  createUser,
  createWinner,
  daysFromNow,
  type SubscriberRow,
  type UserRow,
} from "../support/factories.ts";
import { allKeys, expectErrorShape, getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

type ApplicantList = { isOk: true; data: Applicant[]; winnersDeclared: boolean };

/** Fields of a user that must never leave the server in the public list. */
const personalKeys = [
  "email",
  "emailKey",
  "mobileNo",
  "address",
  "pincode",
  "dateOfBirth",
  "gender",
  "bio",
  "bankDetails",
  "bankDetailsEncrypted",
  "bankAccountLast4",
  "socialMedia",
  "aadharCard",
  "aadharCardKey",
  "panCard",
  "panCardKey",
  "cancelledCheck",
  "cancelledChequeKey",
  "affiliateCode",
  "passwordHash",
  "referredByUserId",
  "countryId",
  "stateId",
  "cityId",
  "categoryIds",
];

let t: TestApp;
let contest: ContestRow;
let declared: ContestRow;
let free: ContestRow;
let emptyContest: ContestRow;
let inactive: ContestRow;
let riya: UserRow;
let sahil: UserRow;
let tara: UserRow;
let uday: UserRow;
let early: SubscriberRow;
let late: SubscriberRow;
let pending: SubscriberRow;
let cancelled: SubscriberRow;
let otherContestEntry: SubscriberRow;
let winner: SubscriberRow;
let loser: SubscriberRow;
let freeEntry: SubscriberRow;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const now = new Date();
  contest = await createContest(db, { title: "Open contest" });
  declared = await createContest(db, { title: "Decided contest", isCompleted: true, winnersDeclared: true });
  free = await createContest(db, { title: "Free contest", entryFeePaise: 0 });
  emptyContest = await createContest(db, { title: "Nobody yet" });
  inactive = await createContest(db, { title: "Withdrawn", isActive: false });

  riya = await createUser(db, {
    firstName: "Riya",
    lastName: "Sen",
    email: "Riya.Sen@Example.in",
    mobileNo: "9123456780",
    address: "4 Lake View Colony",
    pincode: "781001",
    dateOfBirth: "2006-02-11",
    affiliateCode: "RIYA2026",
  });
  sahil = await createUser(db, {
    firstName: "Sahil",
    lastName: "Khan",
    email: "sahil.khan@example.in",
    mobileNo: "9988776655",
    profileImage: null,
  });
  tara = await createUser(db, { firstName: "Tara", email: "tara@example.in", mobileNo: "9000000001" });
  uday = await createUser(db, { firstName: "Uday", email: "uday@example.in", mobileNo: "9000000002" });

  // Listed in completion order, whatever the insertion order.
  late = await createSubscriber(db, {
    contestId: contest.id,
    userId: sahil.id,
    link: "https://youtu.be/late",
    completedAt: daysFromNow(-1, now),
  });
  early = await createSubscriber(db, {
    contestId: contest.id,
    userId: riya.id,
    link: "https://youtu.be/early",
    completedAt: daysFromNow(-2, now),
  });
  pending = await createSubscriber(db, { contestId: contest.id, userId: tara.id, status: "pending" });
  cancelled = await createSubscriber(db, { contestId: contest.id, userId: uday.id, status: "cancelled", isPaid: false });
  otherContestEntry = await createSubscriber(db, { contestId: emptyContest.id, userId: tara.id, status: "pending" });

  winner = await createSubscriber(db, { contestId: declared.id, userId: riya.id, completedAt: daysFromNow(-3, now) });
  await createWinner(db, { contestId: declared.id, subscriberId: winner.id });
  loser = await createSubscriber(db, { contestId: declared.id, userId: sahil.id, completedAt: daysFromNow(-2, now) });

  // A free contest completes without payment.
  freeEntry = await createSubscriber(db, { contestId: free.id, userId: tara.id, isPaid: false });
  await createSubscriber(db, { contestId: inactive.id, userId: uday.id });
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/subscriber/list/:contestId", () => {
  it("lists only completed registrations, earliest first, with name, photo, video link and date", async () => {
    const res = await getJson<ApplicantList>(t.app, `/api/subscriber/list/${contest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      winnersDeclared: false,
      data: [
        {
          _id: early.id,
          userId: { firstName: "Riya", lastName: "Sen", profileImage: riya.profileImage },
          isPaid: true,
          isWinner: false,
          link: "https://youtu.be/early",
          createdAt: early.completedAt?.toISOString(),
        },
        {
          _id: late.id,
          userId: { firstName: "Sahil", lastName: "Khan", profileImage: null },
          isPaid: true,
          isWinner: false,
          link: "https://youtu.be/late",
          createdAt: late.completedAt?.toISOString(),
        },
      ],
    });
    for (const hidden of [pending, cancelled, otherContestEntry]) expect(res.raw.body).not.toContain(hidden.id);
  });

  it("carries no e-mail, mobile number or other personal field anywhere in the body", async () => {
    const res = await getJson<ApplicantList>(t.app, `/api/subscriber/list/${contest.id}`);
    const json = res.raw.body;
    const keys = allKeys(res.body);
    for (const key of personalKeys) expect(keys.has(key), `key ${key}`).toBe(false);
    for (const value of [
      riya.email,
      riya.email.toLowerCase(),
      sahil.email,
      "9123456780",
      "9988776655",
      "Lake View",
      "781001",
      "2006-02-11",
      "RIYA2026",
    ]) {
      expect(json).not.toContain(value);
    }
    expect(json).not.toContain("@");
    expect(json.toLowerCase()).not.toContain("email");
    expect(json.toLowerCase()).not.toContain("mobile");
  });

  it("carries winnersDeclared and the isWinner flags once the winners are declared", async () => {
    const res = await getJson<ApplicantList>(t.app, `/api/subscriber/list/${declared.id}`);
    expect(res.body.winnersDeclared).toBe(true);
    expect(res.body.data.map((a) => [a._id, a.isWinner])).toEqual([
      [winner.id, true],
      [loser.id, false],
    ]);
    expect(res.raw.body).not.toContain("@");
  });

  it("lists a free contest's completed registrations although they are unpaid", async () => {
    const res = await getJson<ApplicantList>(t.app, `/api/subscriber/list/${free.id}`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ _id: freeEntry.id, isPaid: false });
  });

  it("answers an empty list for a contest whose only registration is pending", async () => {
    const res = await getJson<ApplicantList>(t.app, `/api/subscriber/list/${emptyContest.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isOk: true, data: [], winnersDeclared: false });
  });

  it("answers 404 with a message for an inactive or unknown contest", async () => {
    expect(expectErrorShape(await getJson(t.app, `/api/subscriber/list/${inactive.id}`), 404).message).toBe("Contest not found.");
    expectErrorShape(await getJson(t.app, `/api/subscriber/list/${"1".repeat(24)}`), 404);
  });

  it.each(["abc", "riya@example.in", "0".repeat(30)])("refuses the malformed contest id %j with 400", async (id) => {
    expectErrorShape(await getJson(t.app, `/api/subscriber/list/${encodeURIComponent(id)}`), 400);
  });
});
