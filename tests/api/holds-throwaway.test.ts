import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscribers } from "#db/schema.ts";
import { CLIENT_HOLDS } from "#server/services/registration/capacity.ts";
import { clientNetwork } from "#server/services/client-key.ts";
import { holdClientOf } from "#server/services/registration/hold-client.ts";
import { cookieForUser } from "../support/creator-session.ts";
import { createContest, createUser } from "../support/factories.ts";
import { getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Throw-away identities (docs/payments-and-capacity.md): a script with a new address for every
 * attempt (a catch-all domain, Gmail +tags) cannot keep real creators out. Sign-in codes have limits
 * of their own; here every identity is already signed in, the worst case for holds.
 */
let t: TestApp;
const link = "https://instagram.com/reel/throwaway";
type Checkout = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;

async function post<T>(url: string, payload: Record<string, unknown>, userId: string, remoteAddress: string) {
  const raw = await t.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress,
    headers: { cookie: await cookieForUser(t.app, userId) },
  });
  return { status: raw.statusCode, body: raw.json() as T };
}
const createOrderAs = (contestId: string, userId: string, from: string) =>
  post<{ data: { order: { id: string } } }>("/api/subscriber/create-order", { contestId, userId, link }, userId, from);

/** Live holds in these contests, by whose client asked for them. */
async function holds(contestIds: string[]) {
  return db()
    .select({ contestId: subscribers.contestId, holdClient: subscribers.holdClient })
    .from(subscribers)
    .where(and(inArray(subscribers.contestId, contestIds), eq(subscribers.status, "pending"), isNotNull(subscribers.holdExpiresAt)));
}

describe("[REGISTRATION] throw-away identities from one client", () => {
  it("hold at most two places across every contest, never a small contest's last places; a real creator still pays and gets in", async () => {
    const small = await createContest(db(), { maxParticipants: 3 });
    const others = await Promise.all([createContest(db(), { maxParticipants: 20 }), createContest(db(), { maxParticipants: 400 })]);
    const contestIds = [small.id, ...others.map((c) => c.id)];
    const attacker = "203.0.113.7";
    const identities = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(db(), { email: `x+${i}@catch-all.example` })));
    // Every identity asks for a place in every contest, one after another and then all at once.
    for (const identity of identities.slice(0, 6)) for (const id of contestIds) await createOrderAs(id, identity.id, attacker);
    await Promise.all(identities.slice(6).flatMap((identity) => contestIds.map((id) => createOrderAs(id, identity.id, attacker))));

    const held = await holds(contestIds);
    const byAttacker = held.filter((h) => h.holdClient === holdClientOf(attacker));
    console.info(`places one client holds with 12 throw-away identities in 3 open contests: ${byAttacker.length}`);
    expect(byAttacker.length).toBeLessThanOrEqual(CLIENT_HOLDS);
    expect(held.filter((h) => h.contestId === small.id).length).toBeLessThanOrEqual(1);
    const page = await getJson<{ data: { isFull: boolean; placesLeft: number } }>(t.app, `/api/contest/get/${small.id}`);
    expect(page.body.data.isFull).toBe(false);

    // A real creator from another address: an order, and the payment completes the registration.
    const creator = await createUser(db());
    const ordered = await createOrderAs(small.id, creator.id, "198.51.100.20");
    expect(ordered.status).toBe(200);
    const checkout = await post<Checkout>(
      `/api/subscriber/simulated-checkout/${ordered.body.data.order.id}`,
      { outcome: "success" },
      creator.id,
      "198.51.100.20",
    );
    const confirmed = await post<{ message: string }>(
      "/api/subscriber/confirm-order",
      { ...checkout.body, contestId: small.id, userId: creator.id },
      creator.id,
      "198.51.100.20",
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe("Payment successful and registration complete!");
  });

  it("counts an IPv6 /64 as one client: new addresses in it add no holds", async () => {
    const contests = await Promise.all([1, 2, 3].map(() => createContest(db(), { maxParticipants: 50 })));
    const contestIds = contests.map((c) => c.id);
    const identities = await Promise.all(Array.from({ length: 6 }, () => createUser(db())));
    for (const [i, identity] of identities.entries()) {
      for (const id of contestIds) await createOrderAs(id, identity.id, `2001:db8:7:9:${i + 1}::${i + 10}`);
    }
    const network = holdClientOf("2001:db8:7:9::1");
    const held = (await holds(contestIds)).filter((h) => h.holdClient === network);
    console.info(`places one IPv6 /64 holds with 6 addresses and 6 identities in 3 contests: ${held.length}`);
    expect(held).toHaveLength(CLIENT_HOLDS);
    // Another /64 is another client.
    const neighbour = await createUser(db());
    await createOrderAs(contestIds[0] ?? "", neighbour.id, "2001:db8:7:a::1");
    expect((await holds(contestIds)).filter((h) => h.holdClient === holdClientOf("2001:db8:7:a::1"))).toHaveLength(1);
  });
});

describe("clientNetwork", () => {
  it("keeps an IPv4 address, takes an IPv6 address's /64, and unwraps IPv4-mapped addresses", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:7:9:1::a")).toBe("2001:db8:7:9::/64");
    expect(clientNetwork("2001:0db8:0007:0009:ffff:0:0:1")).toBe("2001:db8:7:9::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(holdClientOf("127.0.0.1")).toBeNull();
    expect(holdClientOf("::1")).toBeNull();
  });
});
