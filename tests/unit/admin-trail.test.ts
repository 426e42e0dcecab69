import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site';
import { POST as login } from '../../src/pages/admin/login';
import { POST as logout } from '../../src/pages/admin/logout';
import { POST as ownerMove } from '../../src/pages/admin/status';
import { GET as bookingsCsv } from '../../src/pages/admin/bookings.csv';
import { GET as trailCsvRoute } from '../../src/pages/admin/trail.csv';
import { recordTrail } from '../../src/server/services/admin/trail';
import { listTrail, parseTrailFilter } from '../../src/server/services/admin/trail-read';
import { answerCreateInvite } from '../../src/server/web/admin/people';
import { getDb } from '../../src/server/web/runtime';
import { sessionToken, throughGate, useStudioSession } from '../support/studio-routes';

// The trail (issue 36): who did what in the back office, one row per action, recorded by the gate
// for every route that declares what it does, and by the sign-in itself.

useStudioSession({ ADMIN_PASSWORD: 'owner-password' });

const rows = async () => (await listTrail((await getDb()).db, {}, 50)).reverse();

function call(route: (context: APIContext) => Response | Promise<Response>, path: string, init: { method?: string; body?: string; session?: boolean; contentType?: string } = {}) {
  const { method = 'GET', body, session = true, contentType = 'application/x-www-form-urlencoded' } = init;
  const url = new URL(path, SITE.url);
  const request = new Request(url, { method, headers: method === 'POST' ? { origin: SITE.url, 'content-type': contentType } : {}, ...(body === undefined ? {} : { body }) });
  // The session's cookie, whatever its name (a Secure one on https); a sign-in's new one is kept apart.
  const cookies = { get: () => (session ? { value: sessionToken() } : undefined), set: () => undefined, delete: () => undefined };
  return throughGate(route, { request, url, cookies, params: {}, clientAddress: '203.0.113.7' } as unknown as APIContext);
}

describe('the trail', () => {
  it('records a failed sign-in with no one’s name and a good one with the session’s, never the password', async () => {
    const before = (await rows()).length;
    expect((await call(login, '/admin/login', { method: 'POST', body: 'password=wrong-password-1', session: false })).status).toBe(303);
    expect((await call(login, '/admin/login', { method: 'POST', body: 'password=owner-password', session: false })).status).toBe(303);
    const added = (await rows()).slice(before);
    expect(added.map((r) => [r.actor.replace(/[0-9a-f]{6}$/, 'x'), r.kind, r.outcome])).toEqual([
      ['—', 'sign-in', 'failed'],
      ['admin x', 'sign-in', 'ok'],
    ]);
    expect(added.every((r) => /^[0-9a-f]{8}$/.test(r.client ?? ''))).toBe(true);
    expect(JSON.stringify(added)).not.toContain('owner-password');
    expect(JSON.stringify(added)).not.toContain('wrong-password-1');
  });

  it('records what a route declares it does, by whom, to what and how it ended; a plain read leaves no row', async () => {
    const before = (await rows()).length;
    // A move on a booking that does not exist: refused, and named by its reference.
    expect((await call(ownerMove, '/admin/status', { method: 'POST', body: 'id=999999&action=confirm' })).status).toBe(404);
    expect((await call(bookingsCsv, '/admin/bookings.csv')).status).toBe(200);
    const added = (await rows()).slice(before);
    expect(added.map((r) => [r.kind, r.subject, r.outcome])).toEqual([
      ['booking.move', 'KS-999999 confirm', 'refused'],
      ['booking.export', null, 'ok'],
    ]);
    expect(new Set(added.map((r) => r.actor))).toEqual(new Set([expect.stringMatching(/^admin [0-9a-f]{6}$/)]));
  });

  it('records an invite made on the people page once (the invite service writes it), and a refused one', async () => {
    // The people page's post, answered as its page does: the link, or 422 with the field that was wrong.
    const invitePage = async (context: APIContext) => {
      const result = await answerCreateInvite(context);
      return result instanceof Response ? result : new Response(null, { status: 'error' in result ? 422 : 200 });
    };
    const before = (await rows()).length;
    expect((await call(invitePage, '/admin/people/invite', { method: 'POST', body: 'name=Thu&role=editor&locale=en' })).status).toBe(200);
    expect((await call(invitePage, '/admin/people/invite', { method: 'POST', body: 'name=&role=editor&locale=en' })).status).toBe(422);
    const added = (await rows()).slice(before);
    expect(added.map((r) => [r.actor.replace(/[0-9a-f]{6}$/, 'x'), r.kind, r.subject, r.outcome])).toEqual([
      ['admin x', 'invite.create', 'Thu (editor)', 'ok'],
      ['admin x', 'invite.create', null, 'refused'],
    ]);
    expect(added[0]?.client).toMatch(/^[0-9a-f]{8}$/);
  });

  it('records nothing for a request the gate turned away', async () => {
    const before = (await rows()).length;
    expect((await call(bookingsCsv, '/admin/bookings.csv', { session: false })).status).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it('exports the filtered rows as CSV, cells a spreadsheet would run as a formula made harmless', async () => {
    const db = (await getDb()).db;
    await recordTrail(db, { actor: '=HYPERLINK("x")', kind: 'publish', outcome: 'ok' });
    const csv = await (await call(trailCsvRoute, '/admin/trail.csv?kind=publish')).text();
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toContain('sign-in');
  });

  it('reads hostile filters as none', () => {
    expect(parseTrailFilter(new URL('https://x/admin/trail?kind=drop%20table&actor=' + 'a'.repeat(500)))).toEqual({ actor: undefined, kind: undefined });
    expect(parseTrailFilter(new URL('https://x/admin/trail?kind=restore&actor=admin%203fa2c1'))).toEqual({ actor: 'admin 3fa2c1', kind: 'restore' });
  });

  it('records the sign-out', async () => {
    const before = (await rows()).length;
    expect((await call(logout, '/admin/logout', { method: 'POST', body: '' })).status).toBe(303);
    expect((await rows()).slice(before).map((r) => [r.kind, r.outcome])).toEqual([['sign-out', 'ok']]);
  });
});
