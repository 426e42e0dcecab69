import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startProductionServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The e2e server's admin password (tests/e2e/admin.test.ts logs in with it). */
export const ADMIN_PASSWORD_FOR_TESTS = 'e2e-owner-password';

/** One production build and one production server (own process, free port) for the whole e2e run. */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  // A fresh data folder per run; many bookings come from one test client, so no rate limit here
  // (the limiter has its own unit tests).
  const server = await startProductionServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-e2e-data-')),
    BOOKING_RATE_LIMIT: '0',
    ADMIN_PASSWORD: ADMIN_PASSWORD_FOR_TESTS,
  });
  project.provide('baseURL', server.url);
  return server.stop;
}
