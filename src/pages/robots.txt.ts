import type { APIRoute } from 'astro';
import { SITE } from '../config/site';

/** Crawlers may read everything public; the owner's admin is not for them. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${SITE.url}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
