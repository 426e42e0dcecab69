import type { APIRoute } from 'astro';
import { discardContent } from '../../../../../../server/web/studio/content-discard';

export const prerender = false;

/** Throws away a service page gallery's saved, unpublished changes: its order, alt texts and photos go back to what is live (DiscardResponse). */
export const POST: APIRoute = (context) => discardContent(context, { kind: 'gallery', service: context.params['id'] ?? '' });
