// A throwaway copy of the site's source for anything that publishes (the studio's end-to-end
// tests, `npm run bench:publish`): publishing writes the data files, builds into releases/ and
// may commit, none of which may touch the checkout under test. The copy holds the tracked files
// as they are in the working tree; node_modules and the build caches (.cache: images, Brotli) are
// linked, so its builds are as warm as the checkout's.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SiteWorkspace {
  dir: string;
  remove: () => void;
}

/**
 * @param root the checkout to copy
 * @param git make the copy a git repository with one commit, as a deployed checkout would be
 */
export function createSiteWorkspace(root: string, { git = false }: { git?: boolean } = {}): SiteWorkspace {
  const dir = mkdtempSync(path.join(tmpdir(), 'kingstone-site-'));
  // Open like a checkout: its publishes build as another user when run as root
  // (src/server/services/publish/build-sandbox.ts), who must be able to read the site.
  chmodSync(dir, 0o755);
  const tracked = execFileSync('git', ['-C', root, 'ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(root, file);
    // A file deleted in the working tree but not yet in git is not part of the site.
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  symlinkSync(path.join(root, '.cache'), path.join(dir, '.cache'), 'dir');
  if (git) {
    const run = (...args: string[]) => execFileSync('git', ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { stdio: 'ignore' });
    run('init', '--quiet', '--initial-branch=main');
    run('add', '--all');
    run('commit', '--quiet', '--no-verify', '-m', 'Site as deployed');
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 }) };
}
