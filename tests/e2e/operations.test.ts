import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionServer, type RunningServer } from '../support/server-process';
import { dayAhead } from '../support/site';

/** A server of its own: these tests read its log and stop it. */
let server: RunningServer;
beforeAll(async () => {
  server = await startProductionServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kingstone-ops-')), BOOKING_RATE_LIMIT: '0' });
});
afterAll(async () => {
  await server?.stop();
});

const bookingBody = (name: string, phone: string) =>
  new URLSearchParams({ name, phone, service: 'thai-90', date: dayAhead(4), time: '16:00', notes: 'Please call +84 912 888 111', consent: 'on' }).toString();
const FORM = 'application/x-www-form-urlencoded';

describe('request log', () => {
  it('writes one JSON line per request with method, path, status and duration, and nothing personal', async () => {
    const before = server.logLines().length;
    await fetch(`${server.url}/en/services`);
    await fetch(`${server.url}/no-such-page?phone=0912888111`);
    const res = await fetch(`${server.url}/api/booking?locale=en`, {
      method: 'POST',
      headers: { 'content-type': FORM, origin: server.url },
      body: bookingBody('Log Privacy Test', '0912 888 111'),
    });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const lines = server.logLines().slice(before).filter((l) => l.startsWith('{'));
    const entries = lines.map((l) => JSON.parse(l) as { t: string; method: string; path: string; status: number; ms: number });
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'GET', path: '/en/services', status: 200 }),
        expect.objectContaining({ method: 'GET', path: '/no-such-page', status: 404 }),
        expect.objectContaining({ method: 'POST', path: '/api/booking', status: 200 }),
      ]),
    );
    for (const e of entries) {
      expect(typeof e.ms).toBe('number');
      expect(Number.isNaN(Date.parse(e.t))).toBe(false);
    }
    const text = server.logLines().join('\n');
    for (const secret of ['Log Privacy Test', '0912888111', '912888111', '888 111', 'Please call']) expect(text).not.toContain(secret);
  });
});

describe('shutdown on SIGTERM', () => {
  it('finishes a request in flight, then exits 0', async () => {
    const { hostname, port } = new URL(server.url);
    const body = bookingBody('Drain Test', '0912 777 333');
    // Headers now, body later: the request is in flight when the signal arrives.
    const socket = net.connect(Number(port), hostname);
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/booking?locale=en HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.url}\r\nContent-Type: ${FORM}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    );
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    const closed = new Promise((r) => socket.once('close', r));
    await new Promise((r) => setTimeout(r, 150));
    const exited = new Promise<number | null>((r) => server.process.once('exit', (code) => r(code)));
    server.process.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    // Still running: it waits for our request.
    expect(server.process.exitCode).toBeNull();
    // New connections are refused while it drains.
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    socket.write(body);
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exited).toBe(0);
    expect(server.logLines().join('\n')).toContain('SIGTERM: draining requests and stopping');
  });
});
