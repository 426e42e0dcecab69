// The site's clock: what "now" is for the pages a build makes (a notice's window, an article's
// publication day) and for the publish schedule that rebuilds them. It is the machine's clock,
// moved by SITE_CLOCK_OFFSET_MS where a test needs tomorrow to come in seconds (declared in
// src/server/settings/variables.ts; never set by an operator).
// Plain Node, imports named with `.ts`: the build and the host load it unbundled.
import { buildSettings } from '../server/settings/read-settings.ts';

/** Milliseconds the site's clock runs ahead of (or, negative, behind) the machine's. */
export const clockOffsetMs = (): number => Number(buildSettings().SITE_CLOCK_OFFSET_MS ?? 0);

/** The site's current time, in milliseconds since the epoch. */
export const siteNowMs = (): number => Date.now() + clockOffsetMs();

export const siteNow = (): Date => new Date(siteNowMs());
