import type { APIRoute } from 'astro';
import { backToAdmin } from '../../server/admin/guard';
import { sessionCookie } from '../../server/admin/session';

export const prerender = false;

export const POST: APIRoute = ({ request, url, cookies }) => {
  const { name, secure } = sessionCookie(request);
  cookies.delete(name, { path: '/', secure, httpOnly: true, sameSite: 'strict' });
  return backToAdmin(url);
};
