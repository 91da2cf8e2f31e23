import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { states, subscribers, users } from "#db/schema.ts";
import { cookieForUser, signInCreator } from "../support/creator-session.ts";
import {
  type CategoryRow,
  type CityRow,
  type ContestRow,
  createCategory,
  createCity,
  createContest,
  createUser,
  type UserRow,
} from "../support/factories.ts";
import { allKeys, expectErrorShape, getJson, type JsonResponse, postJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/*
 * Every registration call acts only for the creator whose e-mail the session proved: each route is
 * called with no session (401), with another creator's session (403) and with the right one (200),
 * and no answer to another creator carries the victim's e-mail, mobile or address.
 */

let t: TestApp;
let city: CityRow;
let countryId: string;
let category: CategoryRow;
let victim: UserRow;
let attacker: UserRow;
let paid: ContestRow;
let free: ContestRow;
const victimSecrets = { mobileNo: "9811122233", address: "7 Residency Road, Indore" };

beforeAll(async () => {
  t = await createTestApp();
  city = await createCity(db());
  const [state] = await db().select().from(states).where(eq(states.id, city.stateId));
  countryId = state?.countryId ?? "";
  category = await createCategory(db());
  victim = await createUser(db(), {
    firstName: "Kavya",
    lastName: "Iyer",
    ...victimSecrets,
    cityId: city.id,
    stateId: city.stateId,
    countryId,
  });
  attacker = await createUser(db(), { firstName: "Mallory", lastName: "Rao" });
  paid = await createContest(db(), { entryFeePaise: 19_900 });
  free = await createContest(db(), { entryFeePaise: 0 });
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;
const as = async (user: UserRow) => ({ cookie: await cookieForUser(t.app, user.id) });
const link = "https://instagram.com/reel/attack";

/** Nothing of the victim's contact details in an answer given to someone else. */
function expectNoVictimData(response: JsonResponse<unknown>) {
  const text = response.raw.body;
  for (const secret of [victim.email, victim.email.toLowerCase(), victimSecrets.mobileNo, victimSecrets.mobileNo.slice(-4), "Residency"]) {
    expect(text).not.toContain(secret);
  }
}

function multipart(fields: Record<string, string>) {
  const boundary = `----auth${Math.random().toString(16).slice(2)}`;
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  return { payload: `${body}--${boundary}--\r\n`, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const form = (email: string) => ({
  firstName: "Neha",
  lastName: "Gupta",
  mobileNo: "9000011111",
  email,
  countryId,
  stateId: city.stateId,
  cityId: city.id,
  address: "3 Park Street",
  dateOfBirth: "2003-04-05",
  gender: "Female",
  socialMedia: JSON.stringify({ instagram: "https://instagram.com/neha" }),
  categories: JSON.stringify([category.id]),
});
const createUserCall = (fields: Record<string, string>, cookie?: string) => {
  const body = multipart(fields);
  return t.app.inject({
    method: "POST",
    url: "/api/user/create",
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
};

describe("[REGISTRATION AUTHORISATION] GET /api/user/getByEmail", () => {
  const url = () => `/api/user/getByEmail/${victim.email}?contestId=${paid.id}`;

  it("needs a session (401), refuses another creator's (403) and answers the creator's own, masked", async () => {
    const none = expectErrorShape(await getJson(t.app, url()), 401);
    expect(none.message).toBe("Please confirm your e-mail to continue.");
    const other = await getJson(t.app, url(), await as(attacker));
    expect(expectErrorShape(other, 403).message).toBe("You can only register with the e-mail you confirmed.");
    expectNoVictimData(other);

    const own = await getJson<{ data: Record<string, unknown> }>(
      t.app,
      `/api/user/getByEmail/${victim.email.toUpperCase()}`,
      await as(victim),
    );
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ _id: victim.id, firstName: "Kavya", mobileNo: "******2233" });
    expect(own.body.data.address).not.toContain("Residency");
  });

  it("answers 403 for an address nobody has, just as for one that exists (no enumeration)", async () => {
    const cookie = await as(attacker);
    const known = expectErrorShape(await getJson(t.app, `/api/user/getByEmail/${victim.email}`, cookie), 403);
    const unknown = expectErrorShape(await getJson(t.app, "/api/user/getByEmail/nobody.here@example.in", cookie), 403);
    expect(known).toEqual(unknown);
  });
});

describe("[REGISTRATION AUTHORISATION] POST /api/user/create", () => {
  it("needs a session for the form's e-mail: 401 without, 403 with another creator's, 200 with its own", async () => {
    const email = `neha.${Date.now()}@example.in`;
    const none = await createUserCall(form(email));
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe("Please confirm your e-mail to continue.");
    const other = await createUserCall(form(email), await cookieForUser(t.app, attacker.id));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("You can only register with the e-mail you confirmed.");
    expect(await db().select().from(users).where(eq(users.emailKey, email))).toHaveLength(0);

    const own = await createUserCall(form(email.toUpperCase()), await signInCreator(t.app, email));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.email).toBe(email.toUpperCase());
  });

  it("refuses a session whose creator tries to create a user for someone else's new address", async () => {
    const cookie = await signInCreator(t.app, `first.${Date.now()}@example.in`);
    const res = await createUserCall(form(`second.${Date.now()}@example.in`), cookie);
    expect(res.statusCode).toBe(403);
  });
});

describe("[REGISTRATION AUTHORISATION] POST /api/subscriber/create-order", () => {
  const order = async (contestId: string, userId: string, headers?: Record<string, string>, videoLink = link) =>
    postJson<{ data: { user?: { email: string; contact: string } } }>(
      t.app,
      "/api/subscriber/create-order",
      { contestId, userId, link: videoLink },
      headers,
    );

  it("the impersonation is refused: another creator's id registers nobody and reveals nothing", async () => {
    expect(expectErrorShape(await order(free.id, victim.id), 401).code).toBe("UNAUTHORIZED");
    const res = await order(free.id, victim.id, await as(attacker));
    expect(expectErrorShape(res, 403).message).toBe("You can only register with the e-mail you confirmed.");
    expectNoVictimData(res);
    const paidTry = await order(paid.id, victim.id, await as(attacker));
    expect(paidTry.status).toBe(403);
    expectNoVictimData(paidTry);
    expect(await db().select().from(subscribers).where(eq(subscribers.userId, victim.id))).toHaveLength(0);
    // The public list, where the audit found the ids, has none to give.
    const list = await getJson(t.app, `/api/subscriber/list/${free.id}`);
    expect(list.raw.body).not.toContain(victim.id);
  });

  it("never rewrites another creator's pending registration", async () => {
    const contest = await createContest(db(), { entryFeePaise: 29_900 });
    const mine = await order(contest.id, victim.id, await as(victim), "https://instagram.com/reel/kavya-original");
    expect(mine.status).toBe(200);
    expect(mine.body.data.user).toMatchObject({ email: victim.email, contact: victimSecrets.mobileNo });
    const hijack = await order(contest.id, victim.id, await as(attacker), "https://instagram.com/reel/hijacked");
    expect(hijack.status).toBe(403);
    const [row] = await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id));
    expect(row).toMatchObject({ userId: victim.id, status: "pending", link: "https://instagram.com/reel/kavya-original" });
  });

  it("registers the creator of the session for their own id", async () => {
    const res = await order(free.id, attacker.id, await as(attacker));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Registration successful for free contest!" });
  });

  it("refuses a cookie request that another site's page sent", async () => {
    const cookie = await as(attacker);
    const res = await postJson(
      t.app,
      "/api/subscriber/create-order",
      { contestId: paid.id, userId: attacker.id, link },
      {
        ...cookie,
        origin: "https://evil.example",
      },
    );
    expect(expectErrorShape(res, 403).message).toBe("Cross-site request refused.");
  });
});

describe("[REGISTRATION AUTHORISATION] checkout and confirm-order", () => {
  type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

  it("the test-mode checkout and confirm-order act only for the order's own creator", async () => {
    const contest = await createContest(db(), { entryFeePaise: 9_900 });
    const created = await postJson<{ data: { order: { id: string } } }>(
      t.app,
      "/api/subscriber/create-order",
      { contestId: contest.id, userId: victim.id, link },
      await as(victim),
    );
    const orderId = created.body.data.order.id;
    const checkoutUrl = `/api/subscriber/simulated-checkout/${orderId}`;
    expect((await postJson(t.app, checkoutUrl, { outcome: "failure" })).status).toBe(401);
    expect((await postJson(t.app, checkoutUrl, { outcome: "success" }, await as(attacker))).status).toBe(403);
    const checkout = (await postJson<Checkout>(t.app, checkoutUrl, { outcome: "success" }, await as(victim))).body;

    const confirm = (userId: string, headers?: Record<string, string>) =>
      postJson(t.app, "/api/subscriber/confirm-order", { ...checkout, contestId: contest.id, userId }, headers);
    expect(expectErrorShape(await confirm(victim.id), 401).code).toBe("UNAUTHORIZED");
    const other = await confirm(victim.id, await as(attacker));
    expect(expectErrorShape(other, 403).code).toBe("FORBIDDEN");
    // The attacker's own id does not fit the victim's order either.
    expect(expectErrorShape(await confirm(attacker.id, await as(attacker)), 400).message).toBe("Payment verification failed on server.");
    expect((await db().select().from(subscribers).where(eq(subscribers.contestId, contest.id)))[0]?.status).toBe("pending");

    const own = await confirm(victim.id, await as(victim));
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ isOk: true, message: "Payment successful and registration complete!" });
  });
});

describe("[REGISTRATION AUTHORISATION] the public applicants list", () => {
  it("carries no user id, e-mail, mobile or address", async () => {
    const contest = await createContest(db(), { entryFeePaise: 0 });
    await postJson(t.app, "/api/subscriber/create-order", { contestId: contest.id, userId: victim.id, link }, await as(victim));
    const list = await getJson<{ data: { userId: Record<string, unknown> }[] }>(t.app, `/api/subscriber/list/${contest.id}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]?.userId).toEqual({ firstName: "Kavya", lastName: "Iyer", profileImage: victim.profileImage });
    expect(list.raw.body).not.toContain(victim.id);
    expectNoVictimData(list);
    const keys = allKeys(list.body);
    for (const hidden of ["email", "mobileNo", "address", "pincode"]) expect(keys.has(hidden)).toBe(false);
  });
});
