import type { APIRoute } from 'astro';
import { timingSafeEqual } from 'node:crypto';
import { registerBookingApi } from '../../../server/web/booking/node-api';
import { registerBeacon } from '../../../server/web/insights/node-beacon';
import { publishContext } from '../../../server/web/studio/publish-context';
import { ensureInitialRelease, scheduleNext } from '../../../server/services/publish/publisher';
import { adoptOutboxWorker, getDb } from '../../../server/web/runtime';
import { startProblem } from '../../../server/web/start-checks';
import { allowedUsersNote, telegramPressers } from '../../../server/web/telegram/callback';
import { adminAccountsNote } from '../../../server/web/admin/start-note';
import { HOST_BRIDGE, readBridgeValue } from '../../../server/http/host-bridge';
import { serverSettings } from '../../../server/settings/read-settings';

export const prerender = false;

/**
 * Called by the host right after it starts listening, and for every release it switches to (steps
 * 2 and 4 of src/server/http/host-bridge.ts):
 * starts the notification worker inside the Astro server and hands the direct routes (the booking
 * API, the counter's beacons) to the host. Settings that cannot work are answered with a 500 whose one-line text the
 * host exits with.
 */
export const POST: APIRoute = async ({ request }) => {
  const expected = readBridgeValue('startToken') ?? '';
  const given = request.headers.get(HOST_BRIDGE.START_TOKEN_HEADER) ?? '';
  const ok = expected.length > 0 && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  if (!ok) return new Response(null, { status: 404 });
  const problem = startProblem();
  if (problem) return new Response(problem, { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  // Who may press depends on the accounts: a database that is down at start leaves the line out.
  const pressers = await getDb()
    .then(({ db }) => telegramPressers(db))
    .catch(() => undefined);
  const telegramNote = allowedUsersNote(serverSettings(), pressers);
  if (telegramNote) console.warn(telegramNote);
  const accountsNote = await adminAccountsNote().catch(() => undefined);
  if (accountsNote) console.warn(accountsNote);
  registerBookingApi();
  registerBeacon();
  // A database that is down at start must not stop the server: /healthz says so, and the worker
  // starts with the first request that reaches the database.
  await adoptOutboxWorker().catch((error: unknown) => console.error(`notification worker not started yet: ${(error as Error).message}`));
  // With a site folder: keep the first build as a release, and rebuild when a dated change is due.
  const publishing = publishContext('server');
  if (publishing) {
    void ensureInitialRelease(publishing)
      .then(() => scheduleNext(publishing))
      .catch((error: unknown) => console.error(`studio: releases not set up: ${(error as Error).message}`));
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
};
