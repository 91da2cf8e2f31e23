import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_DEVICE_CODES_PER_NETWORK } from "#server/services/identity/known-devices.ts";
import { clearOfWindowEnd } from "../support/rate-limit-window.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * An IPv6 client may pick any address in its /64: every per-client limit counts the /64. The audit
 * sent 12 code requests from 12 addresses of one /64 and all 12 passed where the limit was 5.
 */
let t: TestApp;
beforeAll(async () => {
  // Mail really sent (the worker does not run in tests): the per-client code limits apply.
  t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2" });
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
const askCode = async (remoteAddress: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/creator/email-code",
      payload: { email: `slash64.${++sequence}@example.in` },
      remoteAddress,
    })
  ).statusCode;

/** New browsers (no device cookie) share their network's allowance of codes an hour (docs/security.md). */
const allowance = NEW_DEVICE_CODES_PER_NETWORK.base;

describe("[ABUSE] an IPv6 client is counted by its /64", () => {
  it(`meets the network's allowance of ${allowance} codes an hour for new browsers with ${allowance + 7} addresses of one /64`, async () => {
    await clearOfWindowEnd(NEW_DEVICE_CODES_PER_NETWORK.windowMs, 15_000);
    const statuses: number[] = [];
    for (let i = 1; i <= allowance + 7; i++) statuses.push(await askCode(`2001:db8:77:12:${i.toString(16)}:${(i * 7).toString(16)}::${i}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(allowance);
    expect(statuses.slice(allowance)).toEqual(Array(7).fill(429));
    // The neighbouring /64 is another client.
    expect(await askCode("2001:db8:77:13::1")).toBe(200);
  });

  it("counts an IPv4 client arriving as an IPv4-mapped IPv6 address as that IPv4 address", async () => {
    await clearOfWindowEnd(NEW_DEVICE_CODES_PER_NETWORK.windowMs, 15_000);
    for (let i = 0; i < allowance; i++) expect(await askCode(i % 2 ? "198.51.100.44" : "::ffff:198.51.100.44")).toBe(200);
    expect(await askCode("::ffff:198.51.100.44")).toBe(429);
  });
});
