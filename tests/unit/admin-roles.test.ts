import type { AstroCookies } from 'astro';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../src/config/site';
import { roleMay, ROLES, type Role } from '../../src/people/roles';
import { changeAccount, createAccount } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { createAccountSession } from '../../src/server/services/admin/session';
import { ADMIN_ROUTES } from '../../src/server/web/admin/admin-routes';
import { adminGate } from '../../src/server/web/admin/gate';
import { getDb } from '../../src/server/web/runtime';
import { sessionToken, useStudioSession } from '../support/studio-routes';

// Roles per route, through the one gate: each person's session against every declared admin route.

useStudioSession();

const tokens = new Map<Role, string>();
const ids = new Map<Role, string>();
let sharedToken = '';

beforeAll(async () => {
  sharedToken = sessionToken();
  const { db } = await getDb();
  for (const role of ROLES) {
    const invite = await findInvite(db, await createInvite(db, { role, name: `Person ${role}`, locale: 'vi', by: 'test' }));
    if (typeof invite === 'string') throw new Error(invite);
    const account = await createAccount(db, invite, { login: `person.${role}`, name: `Person ${role}`, locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
    if (typeof account === 'string') throw new Error(account);
    ids.set(role, account.id);
    tokens.set(role, await createAccountSession(db, account.id, { device: 'test', client: 'abcdef12' }));
  }
});

function gate(pattern: string, token: string | undefined) {
  const url = new URL(pattern.replace(/\[\w+\]/g, 'x'), SITE.url);
  const cookies = { get: () => (token ? { value: token } : undefined) } as unknown as AstroCookies;
  return adminGate({ request: new Request(url), url, cookies, routePattern: pattern });
}

describe('roles per admin route', () => {
  it.each(ROLES)('lets the %s through exactly the routes the role allows, and answers 403 to the rest', async (role) => {
    for (const [pattern, route] of Object.entries(ADMIN_ROUTES)) {
      const verdict = await gate(pattern, tokens.get(role));
      const allowed = roleMay(role, route.access);
      if (allowed) {
        expect(verdict instanceof Response ? `${pattern} ${verdict.status}` : `${pattern} ${verdict.admin?.label}`).toBe(`${pattern} Person ${role} (${role})`);
      } else {
        expect(verdict instanceof Response && verdict.status, `${role} on ${pattern}`).toBe(403);
      }
    }
  });

  it('gives the studio and the insights to the editor only among non-owners, the bookings to the front desk only, people and the trail to the owner only', () => {
    const open = (role: Role) => Object.entries(ADMIN_ROUTES).filter(([, r]) => r.access !== 'anyone' && roleMay(role, r.access)).map(([p]) => p);
    const insights = ['/admin/api/insights', '/admin/insights', '/admin/insights.csv'];
    expect(open('editor').filter((p) => !insights.includes(p)).every((p) => p.startsWith('/admin/studio') || p.startsWith('/admin/api/studio'))).toBe(true);
    expect(open('editor').filter((p) => insights.includes(p)).sort()).toEqual(insights);
    expect(open('front-desk').filter((p) => insights.includes(p))).toEqual([]);
    expect(open('front-desk').sort()).toEqual(['/admin/bookings.csv', '/admin/new-booking', '/admin/newsletter.csv', '/admin/rooms', '/admin/rooms/remove', '/admin/status']);
    expect(open('owner').filter((p) => ADMIN_ROUTES[p]?.access === 'accounts' || ADMIN_ROUTES[p]?.access === 'trail').length).toBeGreaterThanOrEqual(6);
  });

  it('tells a refused person why on a page, in their language, and keeps the refusal in the trail', async () => {
    const verdict = await gate('/admin/studio', tokens.get('front-desk'));
    expect(verdict).toBeInstanceOf(Response);
    const page = verdict as Response;
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('<a href="/admin">');
    const { db } = await getDb();
    const rows = await db.selectFrom('admin_trail').select(['actor', 'kind', 'subject', 'outcome']).where('kind', '=', 'access.denied').execute();
    expect(rows).toContainEqual({ actor: 'Person front-desk (front-desk)', kind: 'access.denied', subject: 'GET /admin/studio', outcome: 'refused' });
  });

  it('refuses the shared password once an account exists, and a disabled account from its next request, which the trail names', async () => {
    expect(await gate('/admin/bookings.csv', sharedToken)).toMatchObject({ status: 401 });
    const { db } = await getDb();
    const refusedRows = () => db.selectFrom('admin_trail').select(['actor', 'kind', 'subject', 'outcome', 'client']).where('kind', '=', 'session.refused').execute();
    // A session without an account behind it any more (the shared password's) is refused namelessly: no row.
    expect(await refusedRows()).toEqual([]);
    expect(await changeAccount(db, ids.get('front-desk')!, { disabled: true })).toMatchObject({ disabledAt: expect.any(String) });
    expect(await gate('/admin/bookings.csv', tokens.get('front-desk'))).toMatchObject({ status: 401 });
    expect(await refusedRows()).toEqual([
      { actor: 'Person front-desk (front-desk)', kind: 'session.refused', subject: 'account disabled: GET /admin/bookings.csv', outcome: 'refused', client: expect.stringMatching(/^[0-9a-f]{8}$/) },
    ]);
    // The session is over: its cookie is nobody's now, and adds no second row.
    expect(await gate('/admin/bookings.csv', tokens.get('front-desk'))).toMatchObject({ status: 401 });
    expect(await refusedRows()).toHaveLength(1);
    // The last owner cannot be demoted.
    expect(await changeAccount(db, ids.get('owner')!, { role: 'editor' })).toBe('last-owner');
  });
});
