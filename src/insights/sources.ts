/**
 * Where a visit came from (issue 39), from the referrer's host and the browser's own name: a
 * KakaoTalk or Zalo share usually opens in that app's browser with no referrer at all, so its user
 * agent tells what the referrer cannot. Plain code with no imports beyond the model: the server
 * classifies, the browser only sends `document.referrer`'s host.
 */

/** The groups an owner reads, in the admin's order. */
export const SOURCES = ['google', 'naver', 'bing', 'kakaotalk', 'zalo', 'facebook', 'other', 'direct'] as const;
export type Source = (typeof SOURCES)[number];

/** Apps whose built-in browser opens shared links; the admin shows them as "in-app". */
export const IN_APP_BROWSERS = ['kakaotalk', 'zalo', 'facebook', 'instagram', 'naver', 'line'] as const;
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number];

// Each app names itself in its browser's user agent; tested against one agent of each in the unit tests.
const IN_APP_MARKS: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['kakaotalk', /KAKAOTALK/i],
  ['zalo', /Zalo/i],
  ['facebook', /FBAN|FBAV|FB_IAB|FBIOS/],
  ['instagram', /Instagram/],
  ['naver', /NAVER\(inapp/i],
  ['line', /\bLine\//],
];

/** Longer than any user agent a real browser sends; the rest is not read (linear, bounded). */
const AGENT_MAX = 512;

/** The app whose built-in browser this is, or undefined for a browser of its own. */
export function inAppBrowser(userAgent: string): InAppBrowser | undefined {
  const agent = userAgent.slice(0, AGENT_MAX);
  return IN_APP_MARKS.find(([, mark]) => mark.test(agent))?.[0];
}

/** Whether the browser is a phone's (or a tablet's): the admin's "phone or desktop". */
export function isPhone(userAgent: string, clientHintMobile?: string): boolean {
  if (clientHintMobile === '?1') return true;
  if (clientHintMobile === '?0') return false;
  return /Mobi|Android|iPhone|iPad|iPod/.test(userAgent.slice(0, AGENT_MAX));
}

// Search engines and apps by the last labels of the referrer's host: "www.google.com.vn" and
// "m.search.naver.com" both count. Checked label by label, never by substring ("notgoogle.com").
const HOST_GROUPS: readonly (readonly [Source, readonly string[]])[] = [
  ['google', ['google']],
  ['naver', ['naver']],
  ['bing', ['bing']],
  ['kakaotalk', ['kakao']],
  ['zalo', ['zalo', 'zaloapp']],
  ['facebook', ['facebook', 'fb', 'messenger']],
];

/** The second-level name of a host: "google" of "www.google.com.vn", "naver" of "m.naver.com". */
function siteName(host: string): string | undefined {
  const labels = host.split('.').filter(Boolean);
  if (labels.length < 2) return labels[0];
  // A country's own second level ("com.vn", "co.kr") puts the name one label further left.
  const secondLevel = labels.at(-2)!;
  const countrySecondLevel = labels.at(-1)!.length === 2 && ['com', 'co', 'net', 'org', 'ac', 'or', 'edu', 'gov'].includes(secondLevel);
  return countrySecondLevel ? labels.at(-3) : secondLevel;
}

export interface SourceInput {
  /** The referrer's host, lower case, as the browser reported it ("" for none). */
  referrerHost: string;
  /** The site's own host: a view referred by our own pages continues a visit that came earlier. */
  siteHost: string;
  userAgent: string;
}

/**
 * The group a visit came from, for a view that starts one; undefined for a view reached from
 * another of our pages (it continues a visit already counted by its first view).
 */
export function sourceOf({ referrerHost, siteHost, userAgent }: SourceInput): Source | undefined {
  const host = referrerHost.slice(0, 253).toLowerCase();
  if (host && host === siteHost.toLowerCase()) return undefined;
  if (host) {
    const name = siteName(host);
    const group = HOST_GROUPS.find(([, names]) => name !== undefined && names.includes(name));
    if (group) return group[0];
    // android-app://com.kakao.talk/ and the like arrive as the app's package name.
    if (/(^|\.)kakao\.talk$/.test(host)) return 'kakaotalk';
    if (/(^|\.)zing\.zalo$/.test(host)) return 'zalo';
    return 'other';
  }
  const app = inAppBrowser(userAgent);
  if (app === 'kakaotalk' || app === 'zalo' || app === 'facebook') return app;
  if (app === 'naver') return 'naver';
  return 'direct';
}
