import type { APIRoute } from 'astro';
import { discardContent } from '../../../../../server/web/studio/content-discard';

export const prerender = false;

/** Throws away a new home page poster not published yet: the live one comes back (DiscardResponse). */
export const POST: APIRoute = (context) => discardContent(context, { kind: 'poster' });
