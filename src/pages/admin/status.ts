import type { APIRoute } from 'astro';
import { answerOwnerMove } from '../../server/web/admin/owner-move';

export const prerender = false;

/** One of the owner's moves on a booking, then back to the same view (src/server/web/admin/owner-move.ts). */
export const POST: APIRoute = ({ request, url, locals }) => answerOwnerMove(request, url, locals);
