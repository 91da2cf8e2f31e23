import { isIPv6 } from "node:net";
import type { FastifyRequest } from "fastify";

/**
 * The client a per-client limit counts: an IPv4 address as it is, an IPv6 address by its /64. One
 * home line, phone or server gets a whole /64 and may pick any address in it, so counting full IPv6
 * addresses let one client pass every limit (12 of 12 code requests where the limit is 5). An
 * IPv4-mapped address (::ffff:203.0.113.9) is its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each as 1-4 lower-case hex digits without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted quad (::1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

/** The key of the request's client for every per-client limit, upload turn and sign-in streak. */
export const clientKey = (request: Pick<FastifyRequest, "ip">): string => clientNetwork(request.ip);
