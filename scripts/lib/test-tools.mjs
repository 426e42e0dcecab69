// @ts-check
// The programs the end-to-end tests drive, from Debian's packages: one list, read by
// `npm run test:e2e` (scripts/ensure-test-tools.mjs) and by CI (.ci/run), so adding a tool is one
// line here. npm cannot bring these: Chromium's own download is blocked, nginx is a system server.
// Plain JavaScript (with what it imports): CI runs it on the machine's own Node, before `npm ci`.
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { BROTLI_MODULE, NGINX_BIN } from './nginx-paths.mjs';

/** @typedef {{ name: string, path: string, debianPackage: string }} TestTool */

/** @type {TestTool[]} */
export const TEST_TOOLS = [
  { name: 'Chromium (browser tests)', path: CHROMIUM_PATH, debianPackage: 'chromium' },
  { name: 'nginx (deployment smoke tests)', path: NGINX_BIN, debianPackage: 'nginx' },
  { name: "nginx's Brotli module", path: BROTLI_MODULE, debianPackage: 'libnginx-mod-http-brotli-static' },
  { name: 'Java (the W3C Nu HTML checker, vnu-jar)', path: '/usr/bin/java', debianPackage: 'default-jre-headless' },
];

/** The tools not on this machine. */
export function missingTestTools() {
  return TEST_TOOLS.filter((tool) => !existsSync(tool.path));
}
