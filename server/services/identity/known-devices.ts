import type { Db } from "#db/client.ts";
import { LONG_LIVED_LABEL, type RateLimitRead, rememberRateLimitKeysAndCount } from "../rate-limit.ts";
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

/**
 * The reads (for countRateLimitHits, alongside a count) that tell at once whether this device signed
 * in to this address (for this purpose) in the last 30 days, "known", and whether it signed in to any
 * address then, "proven"; deviceStandingOf turns their answers into the two.
 */
export function deviceStandingReads(purpose: EmailCodePurpose, emailKey: string, deviceKey: string, now: Date): RateLimitRead[] {
  const after = new Date(now.getTime() - REMEMBERED_MS);
  return [
    { key: addressDeviceKey(purpose, emailKey, deviceKey), after },
    { key: provenDeviceKey(deviceKey), after },
  ];
}

/** A device known to the address is proven too. */
export function deviceStandingOf(answers: (number | null)[]): { known: boolean; proven: boolean } {
  const known = answers[0] != null;
  return { known, proven: known || answers[1] != null };
}

/**
 * Records a successful proof: the device is known to the address, proven, and counted once a day for
 * its network (unless it was already, on this network, in the last day). One statement.
 */
export async function rememberProvenDevice(
  db: Db,
  input: { purpose: EmailCodePurpose; emailKey: string; client: RequestingClient; now: Date },
): Promise<void> {
  const { purpose, emailKey, client, now } = input;
  const onNetwork = networkDeviceKey(client.address, client.deviceKey);
  await rememberRateLimitKeysAndCount(
    db,
    [addressDeviceKey(purpose, emailKey, client.deviceKey), provenDeviceKey(client.deviceKey), onNetwork],
    {
      key: provenOnNetworkKey(client.address),
      windowMs: DAY_MS,
      unlessRemembered: { key: onNetwork, after: new Date(now.getTime() - DAY_MS) },
    },
    now,
  );
}

/** The read (for countRateLimitHits) of the devices proven from the network today; newDeviceAllowanceOf turns it into the allowance. */
export function newDeviceAllowanceRead(network: string, now: Date): RateLimitRead {
  return { key: provenOnNetworkKey(network), windowStart: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS) };
}

/** This hour's allowance of codes for the network's new devices: the base, plus some for each device proven there today. */
export function newDeviceAllowanceOf(provenToday: number | null): number {
  const { base, perProvenDevice, max } = NEW_DEVICE_CODES_PER_NETWORK;
  return Math.min(max, base + perProvenDevice * (provenToday ?? 0));
}
