// Who counts as one client for limits: one IPv4 address, or one IPv6 /64. An IPv6 user is given
// a /64 (often a /56) and can pick any of its 2^64 addresses, so counting per address let one
// person make endless fresh clients (issue 34). Plain code with no imports: the host and the
// backend both use it.

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/;
/** Longer than any IPv6 address with a zone; a longer one is not parsed. */
const MAX_LENGTH = 64;

/** The groups of an IPv6 address, 8 numbers of 16 bits, or undefined when it is not one. */
function hextets(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  // A dotted IPv4 end ("::ffff:1.2.3.4") stands for the last two groups.
  const end = halves.length === 2 ? tail : head;
  if (end.length > 0 && IPV4.test(end.at(-1)!)) end.splice(-1, 1, '0', '0');
  const groups = head.length + tail.length;
  if (halves.length === 1 ? groups !== 8 : groups > 7) return undefined;
  const all = [...head, ...(halves.length === 2 ? Array<string>(8 - groups).fill('0') : []), ...tail];
  return all.every((group) => HEXTET.test(group)) ? all : undefined;
}

/**
 * The part of a client's address that limits count by: an IPv4 address as it is (also when
 * written IPv4-mapped, "::ffff:1.2.3.4"), an IPv6 address's /64 ("2001:db8:0:1::/64"), anything
 * else as it is. Linear in the address, which is bounded.
 */
export function limitAddress(address: string): string {
  if (address.length > MAX_LENGTH) return address.slice(0, MAX_LENGTH);
  const bare = address.split('%')[0]!.toLowerCase();
  if (!bare.includes(':')) return bare;
  const mapped = /^::ffff:((?:\d{1,3}\.){3}\d{1,3})$/.exec(bare);
  if (mapped) return mapped[1]!;
  const groups = hextets(bare);
  if (!groups) return bare;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
