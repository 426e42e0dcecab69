import type { APIRoute } from 'astro';
import { answerPasswordSignIn } from '../../server/web/admin/sign-in';

export const prerender = false;

/** A sign-in with a password (src/server/web/admin/sign-in.ts). */
export const POST: APIRoute = (context) => answerPasswordSignIn(context);
