import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address that limits are counted on: an IPv4 address as is (also when
 * written IPv4-mapped, `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one home or
 * server is handed a whole /64 and could otherwise change address at every request.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return bare;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address;
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded[1].split(".").map(Number);
    text = `${text.slice(0, -embedded[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array(missing).fill("0"), ...right];
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}
