import { createHash } from 'node:crypto';
import { limitAddress } from '../http/address-prefix';
import { HOST_BRIDGE } from '../http/host-bridge';
import { installSecret } from '../services/install-secret';

/**
 * The client's address as our server entry settled it (src/server/host/client-address.ts: the socket's
 * peer, or what a trusted proxy forwarded). `fallback` (Astro's clientAddress) is used only
 * where no entry sits in front, i.e. `astro dev`.
 */
export function requestClientAddress(header: (name: string) => string | null | undefined, fallback: string | undefined): string | undefined {
  return header(HOST_BRIDGE.CLIENT_ADDRESS_HEADER) ?? fallback;
}

/**
 * A per-client key for limits and logs that is not the address itself (addresses are personal
 * data): SHA-256 of this install's own 32-byte secret followed by the address, so the key cannot
 * be reversed by hashing every IPv4 address. An IPv6 client is its /64 (../http/address-prefix.ts):
 * one person holds all of it. (A keyed hash rather than createHmac: Node turns an
 * HMAC key into a KeyObject on every call, a seventh of a booking's CPU time, measured.)
 */
export function clientKey(address: string | undefined): string {
  return createHash('sha256').update(installSecret('client-key')).update(address === undefined ? 'unknown' : limitAddress(address)).digest('hex').slice(0, 16);
}
