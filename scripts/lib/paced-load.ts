// Open-loop load at a steady pace, for the benches that ask "at N requests a second, how long does
// each one take?" (bench:insights). Request i is due at start + i / rate, evenly spread, and its
// time is counted from when it was due, not from when a free connection took it: a server that
// falls behind shows it in the tail instead of silently slowing the load (coordinated omission).
// autocannon's overallRate sends each second's requests in one burst at the top of the second,
// which measures a queue of a whole second's work, not the server at that rate.
import http from 'node:http';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** requests sent (all that were due before the end) */
  sent: number;
  /** answered, by status code */
  statuses: Map<number, number>;
  /** failed without an answer (connection refused or reset) */
  errors: number;
  /** milliseconds from when each answered request was due to its last byte, sorted */
  latencies: number[];
  /** seconds the phase lasted */
  seconds: number;
}

export interface PacedLoad {
  /** e.g. http://127.0.0.1:4321 */
  url: string;
  /** requests a second */
  rate: number;
  seconds: number;
  /** most connections open at once (kept alive) */
  connections: number;
  /** what the i-th request is */
  request: (i: number) => PacedRequest;
  /** called with each answer's status and the request's index */
  onAnswer?: (status: number, i: number) => void;
}

export function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections });
  const target = new URL(load.url);
  const total = Math.round(load.rate * load.seconds);
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now();

  if (total === 0) throw new RangeError('pacedLoad: rate × seconds must be at least one request');
  return new Promise((resolve) => {
    const finish = () => {
      if (settled < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ sent, statuses, errors, latencies, seconds: (performance.now() - start) / 1000 });
    };
    const send = (i: number) => {
      const due = start + (i * 1000) / load.rate;
      const { method, path, headers = {}, body } = load.request(i);
      const req = http.request({ agent, host: target.hostname, port: target.port, method, path, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
          load.onAnswer?.(res.statusCode ?? 0, i);
          settled += 1;
          finish();
        });
      });
      req.on('error', () => {
        errors += 1;
        settled += 1;
        finish();
      });
      req.end(body);
    };
    // A timer a millisecond apart sends every request that has fallen due since the last one.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * load.rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
}

/** The q-quantile (0–1) of sorted numbers, rounded to 0.1 ms. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
  return Math.round(value * 10) / 10;
}
