import type { AstroCookies } from 'astro';
import { isKnownDevice, rememberDevice } from '../../services/admin/known-device';
import { checkPassword } from '../../services/admin/password';
import { serverSettings } from '../../settings/read-settings';
import { clientKey, requestClientAddress } from '../client';
import { MAX_BODY_BYTES, readLimited } from '../form';
import { recordTrail, SIGNED_OUT } from '../../services/admin/trail';
import { getDb } from '../runtime';
import { backToAdmin, loginLimiter, NO_STORE, startSession } from './session';

/**
 * A sign-in with the admin password: the body read with the forms' cap, the limiter's answer
 * (per client, and a pause for everyone but a known device), one log line per attempt (never the
 * password), then a session and back to the admin with the outcome.
 */
export async function answerLogin({ request, url, cookies, clientAddress }: { request: Request; url: URL; cookies: AstroCookies; clientAddress: string }): Promise<Response> {
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
  // And kept in the trail: a wrong password names no one (the shared password has no owner yet).
  const { db } = await getDb();
  if (outcome !== 'ok') {
    await recordTrail(db, { actor: SIGNED_OUT, kind: 'sign-in', subject: reason.reason, outcome: 'failed', client });
    return backToAdmin(url, outcome === 'locked' ? 'error=tooMany' : outcome === 'paused' ? 'error=paused' : 'error=loginFailed');
  }
  const label = await startSession(request, cookies);
  await recordTrail(db, { actor: label, kind: 'sign-in', outcome: 'ok', client });
  rememberDevice(request, cookies);
  return backToAdmin(url);
}
