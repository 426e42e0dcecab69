/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Seoul"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds since the epoch of a wall-clock date and time in `timeZone`. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at that moment: format the UTC guess in the zone and see how far it lands.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(asUtc);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const shown = Date.parse(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`);
  return asUtc - (shown - asUtc);
}
