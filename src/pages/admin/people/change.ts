import type { APIRoute } from 'astro';
import { answerChangeAccount } from '../../../server/web/admin/people';

export const prerender = false;

/** A form of the owner's people page (src/server/web/admin/people.ts). */
export const POST: APIRoute = (context) => answerChangeAccount(context);
