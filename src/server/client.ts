import { createHmac } from 'node:crypto';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs';
import { installSecret } from './install-secret';

/**
 * The client's address as our server entry settled it (server/client-address.mjs: the socket's
 * peer, or what a trusted proxy forwarded). `fallback` (Astro's clientAddress) is used only
 * where no entry sits in front, i.e. `astro dev`.
 */
export function requestClientAddress(header: (name: string) => string | null | undefined, fallback: string | undefined): string | undefined {
  return header(CLIENT_ADDRESS_HEADER) ?? fallback;
}

/**
 * A per-client key for limits and logs that is not the address itself (addresses are personal
 * data): an HMAC with this install's own secret, so the key cannot be reversed by hashing every
 * IPv4 address.
 */
export function clientKey(address: string | undefined): string {
  return createHmac('sha256', installSecret('client-key')).update(address ?? 'unknown').digest('hex').slice(0, 16);
}
