import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies a build folder as hard links (no second copy of 60 MB of images): used once, to keep the
 * build a site started with as its first release. Builds are never written to after they finish.
 */
export function linkCopy(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, e.name);
    const target = path.join(to, e.name);
    if (e.isDirectory()) linkCopy(source, target);
    else if (e.isFile()) linkOrCopy(source, target);
  }
}

/** A hard link of the file `from` at `to` (its folder made), or a copy where links cannot cross (another file system). */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

