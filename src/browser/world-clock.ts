/**
 * Ticking clocks for the WorldClock block. The static HTML gives each city's UTC offset (a time
 * written at build would be stale, and wrong, to a visitor without JavaScript); this replaces it
 * with the current time, ticking. The pure helpers are shared with the block.
 */

// hourCycle 'h23' rather than hour12: false: with hour12: false some engines print midnight as
// "24:00:05" (the h24 cycle) in en-US.
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };
const DATE_TIME_OFFSET: Intl.DateTimeFormatOptions = {
  ...TIME_OF_DAY,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZoneName: 'longOffset',
};

const FORMATS = { time: TIME_OF_DAY, offset: DATE_TIME_OFFSET };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter made once per format, language and zone: the clocks ask for two every second. */
function formatterFor(format: keyof typeof FORMATS, lang: string, zone: string): Intl.DateTimeFormat {
  const cacheKey = `${format} ${lang} ${zone}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { ...FORMATS[format], timeZone: zone });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** "14:03:05": the time of day in `zone`, 24-hour, for the BCP 47 language tag `lang`. */
export function formatClock(date: Date, zone: string, lang: string): string {
  return formatterFor('time', lang, zone).format(date);
}

/** The instant as a local date-time with offset in `zone`, for `<time datetime>`: "2025-10-15T09:03:05+09:00". */
export function isoInZone(date: Date, zone: string): string {
  const parts = formatterFor('offset', 'en-CA', zone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset is "GMT+09:00", or plain "GMT" for a zero offset.
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** "UTC+09:00", "UTC-03:30" or "UTC": the offset of `zone` at `date`, what the no-JavaScript page shows. */
export function utcOffsetLabel(date: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')?.value;
  // Zero is "GMT" or "GMT+00:00" depending on the engine: one spelling here.
  return (name ?? 'GMT').replace(/^GMT(?:[+-]00:00)?$/, 'GMT').replace(/^GMT/, 'UTC');
}

/**
 * Starts every WorldClock on the page ticking, once a second, from the moment one comes into
 * view: each `[data-clock-zone]` placeholder (the offset) becomes a `<time>` with the current
 * time in its zone. Not before: a page's first time-zone formatting loads the engine's zone data,
 * 44 ms of a news page's load in a Chromium trace, for clocks that sit below the first screen.
 */
export function startWorldClocks(doc: Document): void {
  const placeholders = [...doc.querySelectorAll<HTMLElement>('[data-clock-zone]')];
  const view = doc.defaultView;
  if (placeholders.length === 0 || !view) return;
  const observer = new view.IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    tickClocks(doc, placeholders);
  });
  for (const placeholder of placeholders) observer.observe(placeholder);
}

function tickClocks(doc: Document, placeholders: HTMLElement[]): void {
  const view = doc.defaultView;
  if (!view) return;
  const clocks = placeholders.map((placeholder) => {
    if (placeholder instanceof HTMLTimeElement) return placeholder;
    const time = doc.createElement('time');
    for (const { name, value } of placeholder.attributes) time.setAttribute(name, value);
    placeholder.replaceWith(time);
    return time;
  });
  const lang = doc.documentElement.lang || 'en';
  const tick = () => {
    const now = new Date();
    for (const clock of clocks) {
      const zone = clock.dataset.clockZone;
      if (!zone) continue;
      clock.textContent = formatClock(now, zone, clock.dataset.clockLang ?? lang);
      clock.dateTime = isoInZone(now, zone);
    }
  };
  tick();
  // Start the interval on a second boundary so the clocks change together with the system clock.
  view.setTimeout(() => {
    tick();
    view.setInterval(tick, 1000);
  }, 1000 - (Date.now() % 1000));
}
