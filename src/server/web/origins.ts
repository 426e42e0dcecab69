import { SITE } from '../../config/site';
import { readBridgeValue } from '../http/host-bridge';
import { serverSettings } from '../settings/read-settings';

/**
 * Origins a public form may be posted from: the configured site origin, the addresses our server
 * entry listens on (it writes them to KINGSTONE_SERVER_ORIGINS once listening), and any listed in
 * ALLOWED_ORIGINS (space- or comma-separated, e.g. a staging host). Never the request's own Host:
 * a foreign DNS name pointed at this server (DNS rebinding) would name itself there. Under
 * `astro dev` the dev server's own origin is added.
 */
export function allowedOrigins(devOrigin?: string): readonly string[] {
  const listed = `${readBridgeValue('serverOrigins') ?? ''} ${serverSettings().ALLOWED_ORIGINS ?? ''}`;
  if (cached?.listed !== listed) cached = { listed, origins: [SITE.url, ...listed.split(/[\s,]+/).filter(Boolean)] };
  return import.meta.env.DEV && devOrigin ? [...cached.origins, devOrigin] : cached.origins;
}

/** The list for the settings last seen (they are set once, at start). */
let cached: { listed: string; origins: readonly string[] } | undefined;
