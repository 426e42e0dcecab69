import type { APIRoute } from 'astro';
import { answerPasskeySignIn } from '../../../../server/web/admin/sign-in';

export const prerender = false;

/** A passkey's signed answer: the person signs in (src/server/web/admin/sign-in.ts). */
export const POST: APIRoute = (context) => answerPasskeySignIn(context);
