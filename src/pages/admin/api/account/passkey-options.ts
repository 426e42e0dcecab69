import type { APIRoute } from 'astro';
import { answerAddPasskeyOptions } from '../../../../server/web/admin/own-account';

export const prerender = false;

/** A new passkey for the signed-in person, first step (src/server/web/admin/own-account.ts). */
export const POST: APIRoute = (context) => answerAddPasskeyOptions(context);
