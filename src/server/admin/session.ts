import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Sessions are signed tokens "<expiry>.<hmac>"; the key is per process unless ADMIN_SESSION_SECRET is set. */
const KEY = process.env['ADMIN_SESSION_SECRET'] ?? randomBytes(32).toString('hex');
export const SESSION_HOURS = 12;

const sign = (payload: string) => createHmac('sha256', KEY).update(payload).digest('base64url');

export function createSession(now: Date = new Date()): string {
  const expires = String(now.getTime() + SESSION_HOURS * 3600_000);
  return `${expires}.${sign(expires)}`;
}

export function validSession(token: string | undefined, now: Date = new Date()): boolean {
  if (!token) return false;
  const [expires = '', signature = ''] = token.split('.');
  const expected = sign(expires);
  if (signature.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) && Number(expires) > now.getTime();
}

/** Over HTTPS the cookie is Secure and takes the __Host- prefix (bound to this host, path /). */
export function sessionCookie(request: Request): { name: string; secure: boolean } {
  const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { name: secure ? '__Host-kingstone_admin' : 'kingstone_admin', secure };
}
