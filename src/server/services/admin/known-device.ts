// A browser that logged in to the admin before: it carries a signed, random id for a year, and
// may still log in while wrong passwords from everywhere pause logins for everyone else
// (./login-limit.ts). It proves nothing by itself: the password is checked as always.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';
import { installSecret } from '../install-secret';
import { adminCookie } from './session';

const MAX_AGE_SECONDS = 365 * 24 * 3600;
const VALUE = /^([0-9a-f]{32})\.([0-9a-f]{64})$/;

const cookieName = (request: Request) => adminCookie(request, 'kingstone_device');

const signature = (id: string) => createHmac('sha256', installSecret('known-device')).update(id).digest();

/** Whether the request comes from a browser this admin gave a device cookie. */
export function isKnownDevice(request: Request, cookies: AstroCookies): boolean {
  const match = VALUE.exec(cookies.get(cookieName(request).name)?.value ?? '');
  if (!match) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), signature(match[1]!));
}

/** After a login: marks the browser as known (kept when it is already). */
export function rememberDevice(request: Request, cookies: AstroCookies): void {
  if (isKnownDevice(request, cookies)) return;
  const id = randomBytes(16).toString('hex');
  const { name, secure } = cookieName(request);
  cookies.set(name, `${id}.${signature(id).toString('hex')}`, { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: MAX_AGE_SECONDS });
}
