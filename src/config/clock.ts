// The site's clock: what "now" is for the pages a build makes (a notice's window, an article's
// publication day) and for the publish schedule that rebuilds them. It is the machine's clock,
// moved by SITE_CLOCK_OFFSET_MS where a test needs tomorrow to come in seconds. The variable is
// declared (and checked at start) in src/server/settings/variables.ts; it is read here, below the
// settings layer, because the views and the blog model ask for the time too and may not import
// server code (tests/unit/tree-rules.test.ts). Never set by an operator.

const OFFSET = /^-?\d{1,13}$/;

/** Milliseconds the site's clock runs ahead of (or, negative, behind) the machine's. */
export function clockOffsetMs(): number {
  const raw = process.env['SITE_CLOCK_OFFSET_MS'];
  return raw !== undefined && OFFSET.test(raw) ? Number(raw) : 0;
}

/** The site's current time, in milliseconds since the epoch. */
export const siteNowMs = (): number => Date.now() + clockOffsetMs();

export const siteNow = (): Date => new Date(siteNowMs());
