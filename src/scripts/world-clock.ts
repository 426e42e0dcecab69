/**
 * Ticking clocks for the WorldClock block. The block renders the build-time time in each zone;
 * this keeps it current. The pure helpers are shared with the block so that server and browser
 * format the time identically (same text, same width: no layout shift when the script starts).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function clockFormatter(zone: string, lang: string): Intl.DateTimeFormat {
  const cacheKey = `${lang} ${zone}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    // hourCycle 'h23' rather than hour12: false: with hour12: false some engines print
    // midnight as "24:00:05" (the h24 cycle) in en-US.
    formatter = new Intl.DateTimeFormat(lang, {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** "14:03:05": the time of day in `zone`, 24-hour, for the BCP 47 language tag `lang`. */
export function formatClock(date: Date, zone: string, lang: string): string {
  return clockFormatter(zone, lang).format(date);
}

/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Seoul"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant as a local date-time with offset in `zone`, for `<time datetime>`: "2025-10-15T09:03:05+09:00". */
export function isoInZone(date: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset is "GMT+09:00", or plain "GMT" for a zero offset.
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** Starts every WorldClock `<time data-clock-zone>` on the page ticking, once a second. */
export function startWorldClocks(doc: Document): void {
  const clocks = [...doc.querySelectorAll<HTMLTimeElement>('time[data-clock-zone]')];
  const view = doc.defaultView;
  if (clocks.length === 0 || !view) return;
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
