import type { APIRoute } from 'astro';
import { answerRemovePasskey } from '../../../server/web/admin/own-account';

export const prerender = false;

/** A form of the person's own profile (src/server/web/admin/own-account.ts). */
export const POST: APIRoute = (context) => answerRemovePasskey(context);
