import path from 'node:path';

/**
 * The site's source folder, where the studio reads and writes the data files. The host sets
 * KINGSTONE_SITE_ROOT when the server runs from a source checkout (npm start); a server started
 * from a bare build has none, and the studio answers 503.
 */
export function studioSiteRoot(env: Record<string, string | undefined> = process.env): string | undefined {
  const root = env['KINGSTONE_SITE_ROOT'];
  return root ? path.resolve(root) : undefined;
}
