import type { APIRoute } from 'astro';
import { checkPassword } from '../../backend/admin/password';
import { backToAdmin, isAdminEnabled, loginLimiter, NO_STORE, startSession } from '../../backend/admin/guard';
import { clientKey, requestClientAddress } from '../../backend/client';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, cookies, clientAddress }) => {
  if (!isAdminEnabled()) return new Response(null, { status: 404, headers: NO_STORE });
  const client = clientKey(requestClientAddress((n) => request.headers.get(n), clientAddress));
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  const outcome = await loginLimiter.attempt(client, () => checkPassword(password, process.env));
  // Every attempt is logged, never the password itself.
  console.log(JSON.stringify({ event: 'admin.login', ok: outcome === 'ok', ...(outcome === 'locked' ? { reason: 'rate-limited' } : {}), client }));
  if (outcome === 'locked') return backToAdmin(url, 'error=tooMany');
  if (outcome === 'failed') return backToAdmin(url, 'error=loginFailed');
  await startSession(request, cookies);
  return backToAdmin(url);
};
