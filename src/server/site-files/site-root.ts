import path from 'node:path';
import { readBridgeValue } from '../http/host-bridge';

/**
 * The site's source folder, where the studio reads and writes the data files. The host sets
 * it (readBridgeValue('siteRoot')) when the server runs from a source checkout (npm start); a server started
 * from a bare build has none, and the studio answers 503.
 */
export function studioSiteRoot(): string | undefined {
  const root = readBridgeValue('siteRoot');
  return root ? path.resolve(root) : undefined;
}
