import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a request comes from, as holds are bounded by it: an IPv4 address as is, an IPv6
 * address by its /64 (one subscriber line or home gets a whole /64, so its addresses count as one).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

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
