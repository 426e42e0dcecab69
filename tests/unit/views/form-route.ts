import { SITE } from '../../../src/config/site';
import type { FormPageRoute } from '../../../src/server/web/forms/form-page';

/**
 * Astro's side of a form page request as the views read it: `lang` is the route's parameter
 * (undefined for Korean, at the root); a GET, or a form POST from `origin` (the site's own unless told).
 */
export function formRoute(lang: string | undefined, path: string, post?: { fields: Record<string, string>; origin?: string }) {
  const url = new URL(path, SITE.url);
  const request = post
    ? new Request(url, {
        method: 'POST',
        headers: { origin: post.origin ?? SITE.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(post.fields).toString(),
      })
    : new Request(url);
  const route: FormPageRoute = { params: { lang }, request, url, clientAddress: '203.0.113.7', response: { headers: new Headers() } };
  return route;
}
