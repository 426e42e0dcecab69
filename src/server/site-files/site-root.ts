import path from 'node:path';
import { HOST_BRIDGE } from '../http/host-bridge';

/**
 * The site's source folder, where the studio reads and writes the data files. The host sets
 * it (HOST_BRIDGE.SITE_ROOT_ENV) when the server runs from a source checkout (npm start); a server started
 * from a bare build has none, and the studio answers 503.
 */
export function studioSiteRoot(env: Record<string, string | undefined> = process.env): string | undefined {
  const root = env[HOST_BRIDGE.SITE_ROOT_ENV];
  return root ? path.resolve(root) : undefined;
}
