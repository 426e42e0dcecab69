import type { APIRoute } from 'astro';
import { answerPasskeyOptions } from '../../../../server/web/admin/sign-in';

export const prerender = false;

/** A passkey sign-in's challenge (src/server/web/admin/sign-in.ts). */
export const POST: APIRoute = (context) => answerPasskeyOptions(context);
