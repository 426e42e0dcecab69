// Reading a client's Accept-Encoding: one parser for the prerendered files the host sends
// (src/server/host/static-files.ts) and the pages rendered on request (html-encoding.ts).

/** Only this much of an Accept-Encoding header is read: real ones are a few dozen characters. */
const MAX_ACCEPT_ENCODING = 1024;

/**
 * Whether an Accept-Encoding header allows `coding`: listed without q=0, or not listed and "*"
 * is (without q=0). Split and trimmed rather than matched with a pattern, so hostile headers cost
 * linear time.
 */
export function accepts(acceptEncoding: string, coding: string): boolean {
  let wildcard = false;
  for (const item of acceptEncoding.slice(0, MAX_ACCEPT_ENCODING).split(',')) {
    const [name = '', ...params] = item.split(';');
    const listed = name.trim().toLowerCase();
    if (listed !== coding && listed !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q=') || p.startsWith('Q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (listed === coding) return allowed;
    wildcard = allowed;
  }
  return wildcard;
}
