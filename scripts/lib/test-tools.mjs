// @ts-check
// The programs (and the font) the end-to-end tests and the browser benches use, from Debian's
// packages: one list, read by scripts/ensure-test-tools.mjs (`npm run test:e2e`, the benches, CI's
// .ci/run), so adding a tool is one line here. npm cannot bring these: Chromium's own download is
// blocked, nginx is a system server. Plain JavaScript (with what it imports): CI runs it on the
// machine's own Node, before `npm ci`.
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
  // Without a Hangul font Chromium draws Korean as empty boxes, narrower than the glyphs a phone
  // shows (the phone-fit tests would measure the wrong widths), and looks for a fallback font on
  // every run of Korean text (the benches would count hundreds of failed lookups no phone makes).
  // Android's own Korean font is Noto Sans CJK.
  { name: 'a Korean font (Noto Sans CJK, as on Android phones)', path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', debianPackage: 'fonts-noto-cjk' },
];

/** The tools not on this machine. */
export function missingTestTools() {
  return TEST_TOOLS.filter((tool) => !existsSync(tool.path));
}
