/**
 * A session's device as a person recognises it ("Chrome on Android"), from the User-Agent header.
 * Only fixed names come out: nothing the header says is shown back as it is.
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bZalo\b/i, 'Zalo'],
  [/\bKAKAOTALK\b/i, 'KakaoTalk'],
  [/\bNAVER\b/, 'Naver'],
  [/\bcoc_coc_browser\//, 'Cốc Cốc'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];
/** Longer headers are cut before matching: every pattern above is a fixed word, so the match is linear. */
const MAX_LENGTH = 512;

export function describeDevice(userAgent: string | null): string {
  const ua = (userAgent ?? '').slice(0, MAX_LENGTH);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? '?';
}
