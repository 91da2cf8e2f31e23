import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCreator } from "../support/creator-session.ts";
import { type ContestRow, createContest, createPrize, createSubscriber, createUser, daysFromNow } from "../support/factories.ts";
import { signInStaff } from "../support/staff-session.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * Who won is read from the winners rows alone, declared by the contest: every place that says whether
 * a registration won (the public applicants list, the console's list, its winner filter, its detail
 * and CSV, a creator's My data and My registrations) agrees while the winners are a draft, once they
 * are declared, and after the results are withdrawn.
 */

let t: TestApp;
let owner: string;
let editor: string;
let contest: ContestRow;
const ids = { winner: "", other: "", third: "" };
const creators = { winner: "", other: "" };
const emails = { winner: `wren.${Date.now()}@example.in`, other: `otto.${Date.now()}@example.in` };

async function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  const raw = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(raw.statusCode, raw.body).toBe(200);
  return raw;
}

/** What each place says about each registration: won or not. */
async function whoWon() {
  const applicants = (await call("GET", `/api/subscriber/list/${contest.id}`)).json() as { data: { _id: string; isWinner: boolean }[] };
  const listed = (await call("GET", `/api/admin/registrations?contest=${contest.id}`, owner)).json() as {
    data: { registrations: { _id: string; isWinner: boolean }[] };
  };
  const filtered = async (winner: "yes" | "no") =>
    (
      (await call("GET", `/api/admin/registrations?contest=${contest.id}&winner=${winner}`, owner)).json() as {
        data: { registrations: { _id: string }[]; total: number };
      }
    ).data;
  const [yes, no] = [await filtered("yes"), await filtered("no")];
  const csv: Record<string, string>[] = parse(
    (await call("GET", `/api/admin/registrations/export.csv?contest=${contest.id}`, owner)).rawPayload,
    {
      bom: true,
      columns: true,
    },
  );
  const detail = async (id: string) =>
    ((await call("GET", `/api/admin/registrations/${id}`, owner)).json() as { data: { winner: { declared: boolean } | null } }).data.winner
      ?.declared ?? false;
  const myData = async (creator: keyof typeof creators) => {
    const exported = (await call("GET", "/api/privacy/my-data/export", creators[creator])).json() as {
      data: { registrations: { id: string; isWinner: boolean }[] };
    };
    return exported.data.registrations.map((r) => [r.id, r.isWinner]);
  };
  const myRegistrations = async (creator: keyof typeof creators) =>
    ((await call("GET", "/api/me/registrations", creators[creator])).json() as { data: { _id: string; winner: unknown }[] }).data.map(
      (r) => [r._id, r.winner !== null],
    );
  const byId = <T extends { _id: string }>(rows: T[], value: (row: T) => boolean) =>
    Object.fromEntries(rows.map((row) => [row._id, value(row)]));
  return {
    applicants: byId(applicants.data, (a) => a.isWinner),
    consoleList: byId(listed.data.registrations, (r) => r.isWinner),
    filterYes: yes.registrations.map((r) => r._id).sort(),
    filterNo: no.registrations.map((r) => r._id).sort(),
    counts: [yes.total, no.total],
    csv: Object.fromEntries(csv.map((row) => [row["Registration ID"], [row.Winner, row.Prize]])),
    detail: { [ids.winner]: await detail(ids.winner), [ids.other]: await detail(ids.other) },
    myData: [...(await myData("winner")), ...(await myData("other"))],
    myRegistrations: [...(await myRegistrations("winner")), ...(await myRegistrations("other"))],
  };
}

/** Everything saying nobody won. */
function nobodyWon() {
  const all = [ids.winner, ids.other, ids.third];
  const no = Object.fromEntries(all.map((id) => [id, false]));
  return {
    applicants: no,
    consoleList: no,
    filterYes: [],
    filterNo: [...all].sort(),
    counts: [0, 3],
    csv: Object.fromEntries(all.map((id) => [id, ["No", ""]])),
    detail: { [ids.winner]: false, [ids.other]: false },
    myData: [
      [ids.winner, false],
      [ids.other, false],
    ],
    myRegistrations: [
      [ids.winner, false],
      [ids.other, false],
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await signInStaff(t.app, "owner");
  editor = await signInStaff(t.app, "editor");
  contest = await createContest(db, {
    registrationStartDate: daysFromNow(-30),
    registrationEndDate: daysFromNow(-20),
    contestStartDate: daysFromNow(-15),
    contestEndDate: daysFromNow(-1),
  });
  const prize = await createPrize(db, { contestId: contest.id, rank: 1, title: "Winner", amountPaise: 1_000_000 });
  const winner = await createUser(db, { email: emails.winner });
  const other = await createUser(db, { email: emails.other });
  ids.winner = (await createSubscriber(db, { contestId: contest.id, userId: winner.id })).id;
  ids.other = (await createSubscriber(db, { contestId: contest.id, userId: other.id })).id;
  ids.third = (await createSubscriber(db, { contestId: contest.id, userId: (await createUser(db)).id })).id;
  creators.winner = await signInCreator(t.app, emails.winner);
  creators.other = await signInCreator(t.app, emails.other);
  await call("PUT", `/api/admin/contests/${contest.id}/winners`, editor, {
    winners: [{ subscriberId: ids.winner, rank: 1, prizeId: prize.id }],
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("[WINNERS] one store: every place says the same about who won", () => {
  it("saved winners are a draft: nobody has won anywhere", async () => {
    expect(await whoWon()).toEqual(nobodyWon());
  });

  it("declared: the winner is a winner in every place, the others in none", async () => {
    await call("POST", `/api/admin/contests/${contest.id}/winners/declare`, editor, { confirm: true });
    const nobody = nobodyWon();
    expect(await whoWon()).toEqual({
      applicants: { ...nobody.applicants, [ids.winner]: true },
      consoleList: { ...nobody.consoleList, [ids.winner]: true },
      filterYes: [ids.winner],
      filterNo: [ids.other, ids.third].sort(),
      counts: [1, 2],
      csv: { ...nobody.csv, [ids.winner]: ["Yes", "Winner (₹10,000.00)"] },
      detail: { [ids.winner]: true, [ids.other]: false },
      myData: [
        [ids.winner, true],
        [ids.other, false],
      ],
      myRegistrations: [
        [ids.winner, true],
        [ids.other, false],
      ],
    });
  });

  it("withdrawn: nobody has won anywhere again, though the winners rows stay as the draft", async () => {
    await call("POST", `/api/admin/contests/${contest.id}/winners/withdraw`, owner, { reason: "A judge's score was entered twice." });
    expect(await whoWon()).toEqual(nobodyWon());
    const board = (await call("GET", `/api/admin/contests/${contest.id}/winners`, owner)).json() as {
      data: { winners: { subscriberId: string }[] };
    };
    expect(board.data.winners.map((w) => w.subscriberId)).toEqual([ids.winner]);
  });
});
