// The Chromium the end-to-end files drive (tests/support/browser.ts): Debian's full browser gives
// every new context the address bar's popup as a page in a renderer of its own, which no test uses
// and which cost each context 0.4–0.5 s of CPU here (scripts/lib/chromium-launch.ts).
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const { browser, open } = useBrowser();

describe("the tests' browser", () => {
  it('opens a context and its page with no address-bar popup beside them', async () => {
    const page = await open('/privacy');
    const session = await browser().newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { type: string; url: string }[] };
    await session.detach();
    // The page itself is there (so the list is the browser's whole), and nothing of its own UI.
    expect(targetInfos.some((t) => t.type === 'page' && t.url.endsWith('/privacy'))).toBe(true);
    expect(targetInfos.filter((t) => t.url.includes('omnibox') || t.type === 'browser_ui')).toEqual([]);
    await page.context().close();
  });
});
