import type { APIRoute } from 'astro';
import { answerLogin } from '../../server/web/admin/login';

export const prerender = false;

/** A sign-in with the admin password (src/server/web/admin/login.ts). */
export const POST: APIRoute = (context) => answerLogin(context);
