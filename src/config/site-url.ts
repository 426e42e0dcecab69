/**
 * The site's public origin when SITE_URL is not set: the build writes it into canonical URLs,
 * and the server accepts forms from it. Plain, with no import: the settings read it under plain
 * Node (src/server/settings/variables.ts), the build through src/config/site.ts.
 */
export const DEFAULT_SITE_URL = 'https://kingstonespa.vn';
