import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { rateLimitHits } from "#db/schema.ts";
import { consumeRateLimit, LONG_LIVED_LABEL, rememberedSince, rememberRateLimitKeys, storedRateLimitKey } from "../rate-limit.ts";
import type { EmailCodePurpose } from "./email-code-purposes.ts";
import type { RequestingClient } from "./requesting-client.ts";
import { DAY_MS } from "#shared/ist.ts";

/**
 * Devices that proved an address with a code (docs/security.md, "Creator sign-in"). A device that
 * signed in to an address is that address's known device: strangers' requests for the address do
 * not count against it. A device that signed in to anything is proven, and every device proven from
 * a network raises that network's allowance of codes for new devices: a crowd behind one address (a
 * campus, a carrier's NAT) signs in and the allowance grows with it, while a script that never signs
 * in stays at the base. All of it lives in rate_limit_hits under the long-lived label (30 days),
 * keys digested like every other key there.
 */
const REMEMBERED_MS = 30 * DAY_MS;

/** Codes an hour a network's new (unproven) devices may be sent between them. */
export const NEW_DEVICE_CODES_PER_NETWORK = { base: 30, perProvenDevice: 2, max: 500, windowMs: 60 * 60 * 1000 } as const;

const addressDeviceKey = (purpose: EmailCodePurpose, emailKey: string, deviceKey: string) =>
  `${LONG_LIVED_LABEL}:address-device\n${purpose}\n${emailKey}\n${deviceKey}`;
const provenDeviceKey = (deviceKey: string) => `${LONG_LIVED_LABEL}:proven-device\n${deviceKey}`;
const networkDeviceKey = (network: string, deviceKey: string) => `${LONG_LIVED_LABEL}:network-device\n${network}\n${deviceKey}`;
/** Distinct devices proven from a network in the current day (UTC), a counter in a daily window. */
const provenOnNetworkKey = (network: string) => `email-code-proven:${network}`;

/** True when this device signed in to this address (for this purpose) in the last 30 days. */
export function isKnownDevice(db: Db, purpose: EmailCodePurpose, emailKey: string, deviceKey: string, now: Date): Promise<boolean> {
  return rememberedSince(db, addressDeviceKey(purpose, emailKey, deviceKey), new Date(now.getTime() - REMEMBERED_MS));
}

/** True when this device signed in to any address in the last 30 days. */
export function isProvenDevice(db: Db, deviceKey: string, now: Date): Promise<boolean> {
  return rememberedSince(db, provenDeviceKey(deviceKey), new Date(now.getTime() - REMEMBERED_MS));
}

/** Records a successful proof: the device is known to the address, proven, and counted once a day for its network. */
export async function rememberProvenDevice(
  db: Db,
  input: { purpose: EmailCodePurpose; emailKey: string; client: RequestingClient; now: Date },
): Promise<void> {
  const { purpose, emailKey, client, now } = input;
  const onNetwork = networkDeviceKey(client.address, client.deviceKey);
  if (!(await rememberedSince(db, onNetwork, new Date(now.getTime() - DAY_MS)))) {
    await consumeRateLimit(db, provenOnNetworkKey(client.address), { limit: Number.MAX_SAFE_INTEGER, windowMs: DAY_MS }, now);
  }
  await rememberRateLimitKeys(
    db,
    [addressDeviceKey(purpose, emailKey, client.deviceKey), provenDeviceKey(client.deviceKey), onNetwork],
    now,
  );
}

/** This hour's allowance of codes for the network's new devices: the base, plus some for each device proven there today. */
export async function newDeviceAllowance(db: Db, network: string, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, storedRateLimitKey(provenOnNetworkKey(network))), eq(rateLimitHits.windowStart, windowStart)));
  const { base, perProvenDevice, max } = NEW_DEVICE_CODES_PER_NETWORK;
  return Math.min(max, base + perProvenDevice * (row?.hits ?? 0));
}
