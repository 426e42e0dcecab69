// @ts-check
// Before the end-to-end tests and the browser benches: installs the Debian packages they need when
// they are missing and this process may (root with apt-get), otherwise stops with the one command
// that would. Plain JavaScript on purpose: CI runs it with the machine's own Node before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { missingTestTools } from './lib/test-tools.mjs';

const missing = missingTestTools();
if (missing.length > 0) {
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  const command = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`The end-to-end tests and benches need ${missing.map((tool) => tool.name).join(', ')}. Install with:\n  sudo apt-get update && sudo ${command}`);
    process.exit(1);
  }
  console.log(`Installing what the end-to-end tests and benches need: ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...packages]]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args[0]} failed (exit ${run.status}); run it yourself:\n  apt-get update && ${command}`);
      process.exit(1);
    }
  }
  const still = missingTestTools();
  if (still.length > 0) {
    console.error(`Still missing after installing: ${still.map((tool) => `${tool.name} at ${tool.path}`).join(', ')}`);
    process.exit(1);
  }
}
