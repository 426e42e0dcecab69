import type { APIRoute } from 'astro';
import { checkPassword } from '../../server/services/admin/password';
import { serverSettings } from '../../server/settings/read-settings';
import { backToAdmin, loginLimiter, NO_STORE, startSession } from '../../server/web/admin/session';
import { isKnownDevice, rememberDevice } from '../../server/services/admin/known-device';
import { clientKey, requestClientAddress } from '../../server/web/client';
import { MAX_BODY_BYTES, readLimited } from '../../server/web/form';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, cookies, clientAddress }) => {
  const client = clientKey(requestClientAddress((n) => request.headers.get(n), clientAddress));
  // Read with the forms' cap: the adapter's own limit is sized for the studio's photo uploads.
  const raw = await readLimited(request.body, MAX_BODY_BYTES);
  if (raw === undefined) return new Response(null, { status: 413, headers: NO_STORE });
  let form: FormData;
  try {
    form = await new Response(raw as Uint8Array<ArrayBuffer>, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const password = String(form.get('password') ?? '');
  const knownDevice = isKnownDevice(request, cookies);
  const outcome = await loginLimiter.attempt(client, () => checkPassword(password, serverSettings()), { knownDevice });
  // Every attempt is logged, never the password itself.
  const reason = outcome === 'locked' ? { reason: 'rate-limited' } : outcome === 'paused' ? { reason: 'paused-for-everyone' } : {};
  console.log(JSON.stringify({ event: 'admin.login', ok: outcome === 'ok', ...reason, knownDevice, client }));
  if (outcome === 'locked') return backToAdmin(url, 'error=tooMany');
  if (outcome === 'paused') return backToAdmin(url, 'error=paused');
  if (outcome === 'failed') return backToAdmin(url, 'error=loginFailed');
  await startSession(request, cookies);
  rememberDevice(request, cookies);
  return backToAdmin(url);
};
