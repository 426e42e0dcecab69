// @ts-check
// Debian's Chromium and the flags it needs here, for the end-to-end tests and the benchmark.
// npm cannot download Playwright's browsers; CHROMIUM_PATH overrides the binary. Plain JavaScript:
// the test-tools list reads it on the machine's own Node, before `npm ci`.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without these, Chromium's own background requests hit the closed network and stall or pollute runs. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
