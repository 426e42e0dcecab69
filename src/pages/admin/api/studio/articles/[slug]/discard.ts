import type { APIRoute } from 'astro';
import { discardContent } from '../../../../../../server/web/studio/content-discard';

export const prerender = false;

/** Throws away an article's saved, unpublished changes: its folder goes back to what is live (DiscardResponse). */
export const POST: APIRoute = (context) => discardContent(context, { kind: 'article', slug: context.params['slug'] ?? '' });
