import { isIP } from 'node:net';
import { BUSINESS } from '../../../config/business';
import type { RelyingParty } from '../../services/admin/passkeys';
import { readJson } from '../form';
import { allowedOrigins } from '../origins';
import { NO_STORE } from './session';

/**
 * The passkeys' relying party for a request: its Origin header when that is one of the admin's
 * configured origins (the site's, ALLOWED_ORIGINS, or this server's own address such as
 * http://localhost:4321), never one the request merely claims. A passkey is bound to the host
 * name, and browsers refuse IP addresses as one: open the admin by name.
 */
export function relyingParty(request: Request, url: URL): RelyingParty | undefined {
  const origin = request.headers.get('origin');
  if (!origin || !allowedOrigins(url.origin).includes(origin)) return undefined;
  const host = new URL(origin).hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return undefined;
  return { id: host, origin, name: BUSINESS.name };
}

/** A JSON answer of the passkey and invite routes, never cached. */
export const jsonAnswer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE } });

/**
 * What every passkey route reads first: a JSON body under the forms' checks (a configured Origin,
 * the type, the size: 403, 415, 413, 400 `{ error: 'refused' }`) and the relying party its Origin
 * names (403 `{ error: 'origin' }` for an IP address).
 */
export async function readPasskeyRequest(request: Request, url: URL): Promise<{ value: unknown; rp: RelyingParty } | Response> {
  const read = await readJson(request, allowedOrigins(url.origin));
  if (read.kind === 'refused') return jsonAnswer(read.status, { error: 'refused' });
  const rp = relyingParty(request, url);
  if (!rp) return jsonAnswer(403, { error: 'origin' });
  return { value: read.value, rp };
}
