import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startProductionServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One production build and one production server (own process, free port) for the whole e2e run. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  const server = await startProductionServer();
  project.provide('baseURL', server.url);
  return server.stop;
}
