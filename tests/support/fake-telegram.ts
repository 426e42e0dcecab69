import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Bot API call as the fake received it. */
export interface TelegramCall {
  token: string;
  method: string;
  params: Record<string, unknown>;
}

export interface FakeTelegram {
  /** What TELEGRAM_API_BASE points at. */
  url: string;
  calls: TelegramCall[];
  /** The calls of one method, oldest first. */
  called: (method: string) => TelegramCall[];
  /** Resolves with the first call of `method` that `match` accepts, made before or after this call. */
  waitFor: (method: string, match?: (call: TelegramCall) => boolean, timeoutMs?: number) => Promise<TelegramCall>;
  /** Makes the next `count` calls of `method` fail as Telegram does (400 with a description). */
  failNext: (method: string, description: string, count?: number) => void;
  close: () => Promise<void>;
}

/**
 * A local stand-in for the Telegram Bot API on a free loopback port: records every
 * `/bot<token>/<method>` call and answers `{ ok: true, result }` like Telegram (a sent or edited
 * message for sendMessage/editMessage*, `true` otherwise). No test reaches the real Telegram.
 */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  const failures = new Map<string, { description: string; count: number }>();
  const waiters = new Set<() => void>();
  let messageId = 100;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      const reply = (status: number, json: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      if (!match?.[1] || !match[2]) {
        reply(404, { ok: false, error_code: 404, description: 'Not Found' });
        return;
      }
      let params: Record<string, unknown>;
      try {
        params = JSON.parse(body) as Record<string, unknown>;
      } catch {
        reply(400, { ok: false, error_code: 400, description: 'Bad Request: invalid JSON' });
        return;
      }
      const call = { token: decodeURIComponent(match[1]), method: match[2], params };
      calls.push(call);
      for (const wake of waiters) wake();
      const failure = failures.get(call.method);
      if (failure && failure.count > 0) {
        failure.count -= 1;
        reply(400, { ok: false, error_code: 400, description: failure.description });
        return;
      }
      const message = { message_id: (messageId += 1), date: Math.floor(Date.now() / 1000), chat: { id: Number(params['chat_id']) || 0, type: 'private' }, text: params['text'] };
      reply(200, { ok: true, result: call.method === 'sendMessage' || call.method.startsWith('editMessage') ? message : true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const called = (method: string) => calls.filter((c) => c.method === method);
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    called,
    failNext: (method, description, count = 1) => failures.set(method, { description, count }),
    waitFor: (method, match = () => true, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = called(method).find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the fake Telegram got no matching ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
