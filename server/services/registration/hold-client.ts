import { createHash } from "node:crypto";
import { clientNetwork } from "../client-key.ts";

/**
 * What a registration stores of its client: a digest, never the address (docs/security.md). None for
 * this machine itself (a local trial, tests, or a proxy missing from TRUST_PROXY, where every visitor
 * would look like one client): those holds are bounded by the contest's half rule only.
 */
export function holdClientOf(ip: string): string | null {
  const network = clientNetwork(ip);
  if (network.startsWith("127.") || network === "0:0:0:0::/64") return null;
  return createHash("sha256").update(`hold-client\n${network}`).digest("base64url").slice(0, 24);
}
