import type { APIRoute } from 'astro';
import { answerRemoveBlock } from '../../../server/web/admin/room-blocks';

export const prerender = false;

/** Removes one room block, then back to /admin/rooms (src/server/web/admin/room-blocks.ts). */
export const POST: APIRoute = ({ request, url, locals }) => answerRemoveBlock({ request, url, locals });
