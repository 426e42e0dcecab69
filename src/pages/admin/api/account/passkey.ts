import type { APIRoute } from 'astro';
import { answerAddPasskey } from '../../../../server/web/admin/own-account';

export const prerender = false;

/** A new passkey for the signed-in person, stored (src/server/web/admin/own-account.ts). */
export const POST: APIRoute = (context) => answerAddPasskey(context);
