import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { playwrightFeatureSwitch } from '../../scripts/lib/chromium-launch.ts';
import { startNginx } from '../../scripts/lib/nginx.ts';
import { ROOT } from './paths';
import { startProductionServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The same server behind nginx with deploy/nginx's config (static files from nginx itself). */
    nginxURL: string;
    /** Playwright's `--disable-features` switch, for launchBrowser (scripts/lib/chromium-launch.ts). */
    playwrightFeatureSwitch: string;
  }
}

/** The e2e server's admin password (the admin tests log in with it). */
export const ADMIN_PASSWORD_FOR_TESTS = 'e2e-owner-password';

/**
 * One production build and one production server (own process, free port) for the whole e2e run,
 * and nginx in front of it with the deployment config, as in production.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: ROOT, stdio: 'inherit' });
  // A fresh data folder per run; many bookings come from one test client, so no rate limit here
  // (the limiter has its own unit tests).
  const server = await startProductionServer({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-e2e-data-')),
    BOOKING_RATE_LIMIT: '0',
    // As in production behind nginx (on this machine's loopback).
    TRUST_PROXY: 'loopback',
    ADMIN_PASSWORD: ADMIN_PASSWORD_FOR_TESTS,
  });
  project.provide('baseURL', server.url);
  const nginx = await startNginx({
    dist: path.join(ROOT, 'dist'),
    upstreams: [new URL(server.url).host],
    prefix: mkdtempSync(path.join(tmpdir(), 'kingstone-e2e-nginx-')),
    workers: 1,
  });
  project.provide('nginxURL', nginx.url);
  // Read once here rather than by a launch in every file.
  project.provide('playwrightFeatureSwitch', await playwrightFeatureSwitch());
  return async () => {
    await nginx.stop();
    await server.stop();
  };
}
