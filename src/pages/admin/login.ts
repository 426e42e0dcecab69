import type { APIRoute } from 'astro';
import { checkPassword } from '../../server/admin/password';
import { backToAdmin, isAdminEnabled, loginLimiter, NO_STORE } from '../../server/admin/guard';
import { createSession, SESSION_HOURS, sessionCookie } from '../../server/admin/session';
import { clientKey } from '../../server/runtime';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, cookies, clientAddress }) => {
  if (!isAdminEnabled()) return new Response(null, { status: 404, headers: NO_STORE });
  const client = clientKey(clientAddress);
  try {
    await loginLimiter.consume(client);
  } catch {
    console.log(JSON.stringify({ event: 'admin.login', ok: false, reason: 'rate-limited', client }));
    return backToAdmin(url, 'error=tooMany');
  }
  const form = await request.formData();
  const ok = checkPassword(String(form.get('password') ?? ''), process.env);
  // Every attempt is logged, never the password itself.
  console.log(JSON.stringify({ event: 'admin.login', ok, client }));
  if (!ok) return backToAdmin(url, 'error=loginFailed');
  const { name, secure } = sessionCookie(request);
  cookies.set(name, createSession(), { httpOnly: true, sameSite: 'strict', secure, path: '/', maxAge: SESSION_HOURS * 3600 });
  return backToAdmin(url);
};
