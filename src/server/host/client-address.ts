// Who is asking: the address per-client limits and log keys are about. It is the socket's peer,
// unless that peer is a proxy the deployer said to trust (TRUST_PROXY); then the proxy's
// X-Forwarded-For says who came before it. Anything else a client sends about itself is ignored.
import { BlockList, isIP } from 'node:net';
import { HOST_BRIDGE } from '../http/host-bridge.ts';

/**
 * The one header on-demand code reads the client's address from. Our entry overwrites it on every
 * request it hands on, so a value a client sends never survives (src/server/web/client.ts reads it).
 */
const CLIENT_ADDRESS_HEADER = HOST_BRIDGE.CLIENT_ADDRESS_HEADER;

/** Forwarding headers only a trusted proxy may set; removed from every other request. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'];

/** A chain longer than this is not a real deployment; only its last entries are read. */
const MAX_HOPS = 16;

/** Whether the `hop`-th address from our side (0 = the socket's peer) is a proxy we trust. */
export type TrustRule = (address: string, hop: number) => boolean;

/** IPv4 addresses written as IPv6 (::ffff:1.2.3.4, as dual-stack sockets report them) as IPv4. */
export function plainAddress(address: string) {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/**
 * Reads TRUST_PROXY: unset, "", "0" or "false" trusts nothing (the default: the socket's peer is
 * the client); a whole number N trusts the N nearest hops (N = 1: one reverse proxy in front);
 * otherwise a comma-separated list of addresses and CIDR ranges ("127.0.0.1, 10.0.0.0/8", or
 * "loopback" for 127.0.0.0/8 and ::1). Throws on anything else, so a typo stops the server.
 */
export function parseTrustProxy(value: string | undefined): TrustRule {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return () => false;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix ?? '')))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range, "loopback" or a number of hops`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address: walking from the socket's peer back along X-Forwarded-For (right to
 * left), the first address that is not a trusted proxy. A trusted proxy that sends something that
 * is not an address ends the walk at that proxy.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustRule) {
  let current = plainAddress(socketAddress ?? 'unknown');
  if (!trusted(current, 0) || forwardedFor === undefined) return current;
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // split, not a regex: linear whatever the header holds; only the nearest hops are read.
  const chain = joined.split(',').slice(-MAX_HOPS);
  for (let hop = 1; chain.length > 0; hop += 1) {
    const claimed = plainAddress((chain.pop() ?? '').trim());
    if (isIP(claimed) === 0) return current;
    current = claimed;
    if (!trusted(current, hop)) return current;
  }
  return current;
}

/**
 * Makes a request's headers say only what we trust before any route sees it: the client's address
 * in CLIENT_ADDRESS_HEADER, and the forwarding headers kept only when a trusted proxy sent them.
 */
export function settleClientHeaders(req: import('node:http').IncomingMessage, trusted: TrustRule) {
  const peer = plainAddress(req.socket.remoteAddress ?? 'unknown');
  const address = clientAddress(peer, req.headers['x-forwarded-for'], trusted);
  if (!trusted(peer, 0)) {
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
  } else if (req.headers['x-forwarded-for'] !== undefined) {
    // Astro's own clientAddress reads the first entry: make that the one we settled on.
    req.headers['x-forwarded-for'] = address;
  }
  req.headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
