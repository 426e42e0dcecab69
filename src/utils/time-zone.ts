/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Seoul"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone, made once: building an Intl formatter costs more than the whole rest of
// a booking check.
const clocks = new Map<string, Intl.DateTimeFormat>();
// Each zone's last reading, by whole second: the counter asks for today's date with every beacon,
// and formatToParts was a fifth of a beacon's own time at 2,000 a second (issue 39). Zone offsets
// are whole seconds, so a wall clock's date and minute change only on a whole second.
const lastReadings = new Map<string, { second: number; date: string; minutes: number }>();

/** The wall clock in `timeZone` at `ms`: its date (YYYY-MM-DD) and the minutes since its midnight. */
export function wallClock(ms: number, timeZone: string): { date: string; minutes: number } {
  const second = Math.floor(ms / 1000);
  const last = lastReadings.get(timeZone);
  if (last?.second === second) return { date: last.date, minutes: last.minutes };
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const reading = { date: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
  lastReadings.set(timeZone, { second, ...reading });
  return reading;
}

/** Milliseconds since the epoch of a wall-clock date and time in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at that moment: read the UTC guess on the zone's clock and see how far it lands.
  const shown = wallClock(asUtc, timeZone);
  return asUtc - (Date.parse(`${shown.date}T00:00:00Z`) + shown.minutes * 60_000 - asUtc);
}

/** "HH:MM" for minutes since midnight (0–1440; 1440 is "24:00", the end of the day). */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
