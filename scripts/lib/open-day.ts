// The benches' booking day: one the spa is open in the evening, as the server itself judges (a run
// that fell on a closure had every booking refused), found by booking its last slot day after day.

/** "YYYY-MM-DD" `offset` days from now in Ho Chi Minh City. */
export const dayAt = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(Date.now() + offset * 86_400_000));

/** The first day from `firstOffset` on that accepts a 21:45 booking; `phoneBase` keeps the probes' phones apart per bench. */
export async function openDay(url: string, firstOffset: number, phoneBase: number): Promise<string> {
  for (let offset = firstOffset; offset < 90; offset += 1) {
    const res = await fetch(`${url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Bench probe', phone: `+8490${String(phoneBase + offset)}`, date: dayAt(offset), time: '21:45', consent: 'on', idempotency_key: `probe-${offset}-${process.pid}` }).toString(),
    });
    await res.arrayBuffer();
    if (res.status === 200) return dayAt(offset);
  }
  throw new Error('no open day in the booking window');
}
