/** Whether the runtime knows `zone` as an IANA time zone ("Asia/Seoul"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
