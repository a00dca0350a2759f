import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/** The IPv6 address as eight 16-bit groups, "::" and an embedded IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  // The URL parser writes an IPv6 host canonically, an embedded IPv4 tail as two hex groups ("::ffff:102:304").
  const host = new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
  const [head, tail] = host.includes("::") ? host.split("::") : [host, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network an address belongs to, for telling shoppers apart (decision 040): its /24 for IPv4 (an IPv4-mapped
 * IPv6 address counts as its IPv4), its /48 for IPv6: providers hand a household or a server a /56 or a /48
 * (RFC 6177), so its /64s are one customer's. Kept as an HMAC under the server's secret, so no address, not even the prefix, is stored in plain
 * sight: the 2^24 IPv4 prefixes could be tried one by one against a bare hash.
 */
export function reporterNetwork(address: string, secret: string): string {
  let prefix: string;
  if (isIPv4(address)) prefix = `v4:${address.split(".").slice(0, 3).join(".")}`;
  else if (isIPv6(address)) {
    const groups = ipv6Groups(address);
    const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
    prefix = mapped
      ? `v4:${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}`
      : `v6:${groups
          .slice(0, 3)
          .map((group) => group.toString(16))
          .join(":")}`;
  } else prefix = `other:${address}`;
  return createHmac("sha256", secret).update(`reporter-network:${prefix}`).digest("base64url").slice(0, 22);
}
