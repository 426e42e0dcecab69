/**
 * A document id as the URL names it: once URI-encoded ("service%3Athai-massage", the only spelling
 * our host passes on) or raw ("service:thai-massage", as `astro dev` may pass it). A broken escape
 * names nothing.
 */
export function documentIdParam(param: string | undefined): string {
  if (!param?.includes('%')) return param ?? '';
  try {
    return decodeURIComponent(param);
  } catch {
    return '';
  }
}
