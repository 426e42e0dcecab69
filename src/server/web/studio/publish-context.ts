import { HOST_BRIDGE, readBridgeValue, readFromBridge, type ReleaseSwitch } from '../../http/host-bridge';
import type { PublishContext } from '../../services/publish/publisher';
import { STUDIO_CHANGES } from '../../services/studio/changes';
import { mostViewed } from '../../services/insights/most-viewed';
import { spaClock } from '../../../booking/schema';
import { siteNow } from '../../../config/clock';
import { getDb } from '../runtime';

/**
 * What publishing needs from this process: the site's source folder, the host's release
 * switch and the studio's way of telling changes. Undefined when the server was started without a site folder (tests, a bare dist/), where
 * the studio can edit nothing and says so.
 * @param by who acts: an admin session's label, "server" or "schedule"
 */
export function publishContext(by: string): PublishContext | undefined {
  const root = readBridgeValue('siteRoot');
  const releases = readFromBridge(HOST_BRIDGE.RELEASES) as ReleaseSwitch | undefined;
  const ranking = async () => {
    const now = siteNow();
    return mostViewed((await getDb()).db, spaClock(now).today, now);
  };
  return root && releases ? { root, releases, by, describe: STUDIO_CHANGES, mostViewed: ranking } : undefined;
}
