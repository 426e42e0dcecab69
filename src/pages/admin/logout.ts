import type { APIRoute } from 'astro';
import { backToAdmin, endSession } from '../../server/web/admin/session';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, cookies }) => {
  await endSession(request, cookies);
  return backToAdmin(url);
};
