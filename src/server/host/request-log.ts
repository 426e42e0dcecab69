// One JSON line per request on stdout: time, method, path, status, duration, bytes. Never the
// query string or any body: they can hold names, phone numbers or e-mail addresses. Never a
// booking's status token either: it opens the visitor's status page.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** @param startedMs performance.now() when the request arrived */
export function requestLogLine(req: IncomingMessage, res: ServerResponse, startedMs: number) {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  // Control characters could forge a second line in the log: matching them is the point.
  // oxlint-disable-next-line no-control-regex
  const path = redactTokens(rawPath.slice(0, 300)).replace(/[\u0000-\u001f\u007f]/g, '?');
  return JSON.stringify({
    t: new Date().toISOString(),
    method: req.method,
    path,
    status: res.statusCode,
    ms: Math.round((performance.now() - startedMs) * 10) / 10,
    bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
    aborted: res.writableFinished ? undefined : true,
  });
}

/** "/vi/booking/status/12-Ab…" → "/vi/booking/status/[token]"; the same for the calendar file. */
export function redactTokens(path: string): string {
  return path.replace(/(\/booking\/(?:status|calendar)\/)[^/]+/, '$1[token]');
}
