import { describe, expect, it } from 'vitest';
import { launchOptions, OFF_FEATURES } from '../../scripts/lib/chromium-launch.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

// Chromium reads only the last --disable-features it is given (checked on Chromium 156: with
// WebUSB off in one switch and WebHID in a second, navigator.usb was back). So the tests' launch
// must replace Playwright's switch with one naming both lists, never add a second.
const PLAYWRIGHT = '--disable-features=PaintHolding,HttpsUpgrades,MediaRouter';

describe("the tests' Chromium launch", () => {
  it("gives one --disable-features switch with Playwright's features and ours, and leaves Playwright's out", () => {
    const options = launchOptions(PLAYWRIGHT, ['--lang=ko-KR']);
    const switches = (options.args ?? []).filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toEqual([`--disable-features=PaintHolding,HttpsUpgrades,MediaRouter,${OFF_FEATURES.join(',')}`]);
    expect(options.ignoreDefaultArgs).toEqual([PLAYWRIGHT]);
    expect(options.args).toEqual([...CHROMIUM_ARGS, '--lang=ko-KR', switches[0]]);
    expect(options.executablePath).toBe(CHROMIUM_PATH);
  });

  it('names a feature once when Playwright already turns it off', () => {
    const options = launchOptions(`--disable-features=${OFF_FEATURES[0]},PaintHolding`);
    expect(options.args?.at(-1)).toBe(`--disable-features=${OFF_FEATURES[0]},PaintHolding,${OFF_FEATURES.slice(1).join(',')}`);
  });

  it('refuses anything but a --disable-features switch', () => {
    expect(() => launchOptions('--enable-features=PaintHolding')).toThrow(/Not a --disable-features= switch/);
  });
});
