// Decides whether dist/ is missing or older than the sources it was built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'integrations', 'astro.config.mjs', 'package.json', 'package-lock.json'];
export const BUILD_MARKER = 'dist/server/entry.mjs';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

export function isBuildStale(root: string): boolean {
  const marker = path.join(root, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
