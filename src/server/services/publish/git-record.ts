// Where the site folder is a git checkout, every publish and restore is also a commit of the
// studio's files (and only of them), so the history outlives the releases folder and a developer
// sees the owner's changes in `git log`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 15_000;
/** The commits' author: the studio, not whoever configured git on the server. */
const AUTHOR = ['-c', 'user.name=Kingstone Studio', '-c', 'user.email=studio@kingstonespa.invalid'];

async function git(root: string, args: string[]) {
  return run('git', ['-C', root, ...AUTHOR, ...args], { timeout: GIT_TIMEOUT_MS, maxBuffer: 1024 * 1024 });
}

/**
 * Commits `files` (paths relative to `root`) with `message` when `root` is a git work tree and
 * they changed. Returns the new commit's hash, or undefined when there was nothing to commit or no
 * git; a git failure is reported, never thrown: the release is already live.
 */
export async function commitStudioFiles(root: string, files: string[], message: string): Promise<string | undefined> {
  try {
    const inside = await git(root, ['rev-parse', '--is-inside-work-tree']);
    if (inside.stdout.trim() !== 'true') return undefined;
  } catch {
    return undefined;
  }
  try {
    await git(root, ['add', '--', ...files]);
    const staged = await git(root, ['diff', '--cached', '--name-only', '--', ...files]);
    if (!staged.stdout.trim()) return undefined;
    // Only these paths: whatever else a developer staged stays staged and uncommitted.
    await git(root, ['commit', '--quiet', '--no-verify', '-m', message, '--', ...files]);
    return (await git(root, ['rev-parse', 'HEAD'])).stdout.trim();
  } catch (error) {
    console.error(`studio: the publish is live, but git did not record it: ${(error as Error).message.split('\n')[0]}`);
    return undefined;
  }
}
