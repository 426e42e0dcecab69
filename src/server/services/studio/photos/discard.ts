import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import type { SourceSide } from '../../../site-files/change-describer';
import { withStudioLock } from '../../../site-files/lock';
import { GALLERY_DIR, HOME_POSTER_FILE, listServicePageIds, servicePageDataFile } from '../../../site-files/photo-files';
import { isOwnedSourcePath } from '../../../site-files/source-tree';
import { ownedFiles, putBackPart, readLive, type DiscardOutcome, type LiveFiles } from '../live-part';
import { updateYaml } from '../yaml-update';
import { galleryIn, readGallery } from './gallery-data';

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The live snapshot's side, or the outcome when there is none to go back to. */
function liveSide(live: LiveFiles): SourceSide | DiscardOutcome {
  const found = live();
  if (found === 'none') return { kind: 'unchanged' };
  if (found === 'no-snapshot') return { kind: 'not-live' };
  return { dir: found.dir, files: ownedFiles(found) };
}

/**
 * The page's data.yaml with its gallery as live: only the gallery's dataset is put back (the rest
 * of the page, such as links an article's rename rewrote, stays); the live file itself when that
 * makes it the live data, or when the gallery's dataset is no longer the live one's.
 */
function dataBack(current: { text: string; data: Record<string, unknown>; dataset: string }, liveText: string): string {
  let liveData: unknown;
  try {
    liveData = parse(liveText);
  } catch {
    return liveText;
  }
  const liveGallery = galleryIn(liveData);
  if (!liveGallery || liveGallery.dataset !== current.dataset || !isRecord(liveData) || !isRecord(liveData['blocks'])) return liveText;
  const blocks = current.data['blocks'] as Record<string, unknown>;
  const next = { ...current.data, blocks: { ...blocks, [current.dataset]: liveData['blocks'][current.dataset] } };
  return isDeepStrictEqual(next, liveData) ? liveText : updateYaml(current.text, next);
}

/**
 * Puts a service page's gallery back as the live release has it (issue 40), under the studio's
 * lock: the order and alt texts in the page's data.yaml, and the photos' files (those the live
 * gallery or the current one names; a photo another gallery also shows is left to that one). The
 * service id is checked against the service pages the site has; anything else is 'missing', as is
 * a page without a gallery.
 */
export async function discardGallery(root: string, service: string, live: LiveFiles): Promise<DiscardOutcome> {
  const services = listServicePageIds(root);
  if (!services.includes(service)) return { kind: 'missing' };
  return withStudioLock(root, async () => {
    const current = await readGallery(root, service);
    if (!current) return { kind: 'missing' };
    const side = liveSide(live);
    if (!('dir' in side)) return side;
    const file = servicePageDataFile(service);
    const liveText = readLive(side, file)?.toString('utf8');
    if (liveText === undefined) return { kind: 'not-live' };
    const liveNames = galleryIn(parse(liveText))?.entries.map((entry) => entry.name) ?? [];
    const others = new Set<string>();
    for (const other of services.filter((id) => id !== service)) for (const entry of (await readGallery(root, other))?.entries ?? []) others.add(entry.name);
    const photos = new Set(
      [...liveNames, ...current.entries.map((entry) => entry.name)]
        .filter((name) => !others.has(name))
        .map((name) => `${GALLERY_DIR}/${name}`)
        .filter((relative) => isOwnedSourcePath(relative)),
    );
    const text = dataBack(current, liveText);
    return putBackPart(root, side, { within: (relative) => photos.has(relative), also: text === current.text ? [] : [{ relative: file, text }] });
  });
}

/** Puts the home page's poster back as the live release has it (issue 40), under the studio's lock. */
export async function discardPoster(root: string, live: LiveFiles): Promise<DiscardOutcome> {
  return withStudioLock(root, async () => {
    const side = liveSide(live);
    if (!('dir' in side)) return side;
    if (!Object.hasOwn(side.files, HOME_POSTER_FILE)) return { kind: 'not-live' };
    return putBackPart(root, side, { within: (relative) => relative === HOME_POSTER_FILE });
  });
}
