import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createSiteWorkspace, type SiteWorkspace } from '../../scripts/lib/site-workspace.ts';
import { DICTIONARIES } from '../../src/i18n/t';
import { startServer, type KingstoneServer } from '../../src/server/host/index.ts';
import { ROOT } from './paths.ts';

export interface StudioServer {
  /** The copy of the site the studio writes to. */
  workspace: SiteWorkspace;
  server: KingstoneServer;
  /** The server's URL, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The server's data folder (its sessions and bookings). */
  dataDir: string;
  /** Closes the server, then removes the copy and the data folder. */
  stop: () => Promise<void>;
}

/**
 * A copy of the site (scripts/lib/site-workspace.ts; a git repository with `git`) served by this
 * process like `npm start` serves it, with `password` as the admin password and a fresh data
 * folder named after `dataPrefix`, both set in `process.env`.
 */
export async function startStudioServer(dataPrefix: string, password: string, { git = false }: { git?: boolean } = {}): Promise<StudioServer> {
  const workspace = createSiteWorkspace(ROOT, { git });
  const dataDir = mkdtempSync(path.join(tmpdir(), dataPrefix));
  const remove = () => {
    workspace.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.env['ADMIN_PASSWORD'] = password;
  process.env['DATA_DIR'] = dataDir;
  let server: KingstoneServer;
  try {
    server = await startServer({ distDir: path.join(ROOT, 'dist'), port: 0, host: '127.0.0.1', siteRoot: workspace.dir, logRequests: false });
  } catch (error) {
    remove();
    throw error;
  }
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const stop = async () => {
    server.closeAllConnections();
    await server.shutdown();
    remove();
  };
  return { workspace, server, origin, dataDir, stop };
}

/**
 * The owner, in Vietnamese, on `page`: logs in through the admin's form at `origin` with
 * `password`, then opens the studio from the admin's link and waits for its heading.
 */
export async function ownerOpensStudio(page: Page, origin: string, password: string): Promise<void> {
  const vi = DICTIONARIES.vi;
  await page.goto(`${origin}/admin?lang=vi`);
  await page.getByLabel(vi['admin.password']).fill(password);
  await page.getByRole('button', { name: vi['admin.login'] }).click();
  await page.getByRole('link', { name: vi['studio.navLink'], exact: true }).click();
  await page.getByRole('heading', { level: 1, name: vi['studio.title'] }).waitFor();
}
