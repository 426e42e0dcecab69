// How the tests and `npm run bench:trace` launch Debian's Chromium through Playwright. Debian's is
// the full browser (its headless mode is the browser with its window hidden), and it gives every
// new window, so every new browser context, the omnibox's popup as a web page of its own
// (chrome://omnibox-popup.top-chrome, and the AI-mode one beside it) in a renderer of its own.
// Measured here: 0.8–1.4 s of CPU for each context the tests open, 0.4–0.5 s of it that popup's,
// and a context and its first page ready in 340–540 ms with it off against 450–770 ms with it on.
// No test or bench uses the address bar, so its popup is turned off.
import { type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** Chromium features off for every launch, besides those Playwright turns off itself. */
export const OFF_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

const SWITCH = '--disable-features=';

/**
 * Launch options with `args` and OFF_FEATURES. Chromium reads only the last `--disable-features`
 * it is given, so a second one would switch Playwright's back on (PaintHolding, HTTPS upgrades, …):
 * Playwright's own switch (`playwrightSwitch`, as it passes it) is left out and one that names
 * both lists is given instead.
 */
export function launchOptions(playwrightSwitch: string, args: readonly string[] = []): LaunchOptions {
  if (!playwrightSwitch.startsWith(SWITCH)) throw new Error(`Not a ${SWITCH} switch: ${JSON.stringify(playwrightSwitch)}`);
  const theirs = playwrightSwitch.slice(SWITCH.length).split(',').filter(Boolean);
  const features = [...new Set([...theirs, ...OFF_FEATURES])];
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...args, `${SWITCH}${features.join(',')}`], ignoreDefaultArgs: [playwrightSwitch] };
}

/**
 * Playwright's `--disable-features` switch, read from the command line it gives Chromium (it is
 * not exported, and changes with Playwright's versions): one launch, closed at once. The e2e run
 * reads it once for every file (tests/support/global-setup.ts).
 */
export async function playwrightFeatureSwitch(): Promise<string> {
  let server: BrowserServer | undefined;
  try {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const found = server.process().spawnargs.find((arg) => arg.startsWith(SWITCH));
    if (!found) throw new Error(`Playwright launched Chromium without ${SWITCH}: launchOptions() has nothing to keep`);
    return found;
  } finally {
    await server?.close();
  }
}
