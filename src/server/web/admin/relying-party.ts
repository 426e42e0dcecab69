import { isIP } from 'node:net';
import { BUSINESS } from '../../../config/business';
import type { RelyingParty } from '../../services/admin/passkeys';
import { allowedOrigins } from '../origins';

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
