import { randomUUID } from 'node:crypto';
import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseNotice } from '../../src/booking/admin-address';
import { noticeText } from '../../src/components/admin/admin-view';
import { SITE } from '../../src/config/site';
import { createT } from '../../src/i18n/t';
import type { Role } from '../../src/people/roles';
import { POST as statusPost } from '../../src/pages/admin/status';
import { POST as removePost } from '../../src/pages/admin/rooms/remove';
import type { Database } from '../../src/server/data/schema';
import { createAccount } from '../../src/server/services/admin/accounts';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { createAccountSession } from '../../src/server/services/admin/session';
import { answerNewBooking } from '../../src/server/web/admin/owner-booking';
import { answerRoomsPage } from '../../src/server/web/admin/room-blocks';
import { getDb } from '../../src/server/web/runtime';
import { dayAhead } from '../support/site';
import { throughGate, useStudioSession, type StudioRoute } from '../support/studio-routes';

// The owner's own bookings, room blocks and the proposal's room check through their routes and the
// admin gate, as the middleware runs them: who may, what is stored, what the trail keeps.
useStudioSession(Object.fromEntries(['SMTP_URL', 'NOTIFY_EMAIL_TO', 'NOTIFY_WEBHOOK_URL', 'TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'].map((name) => [name, ''])));

const tokens = new Map<Role, string>();
let db: Kysely<Database>;
beforeAll(async () => {
  db = (await getDb()).db;
  for (const role of ['owner', 'editor', 'front-desk'] as const) {
    const invite = await findInvite(db, await createInvite(db, { role, name: `Staff ${role}`, locale: 'en', by: 'test' }));
    if (typeof invite === 'string') throw new Error(invite);
    const account = await createAccount(db, invite, { login: `staff.${role}`, name: `Staff ${role}`, locale: 'en', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
    if (typeof account === 'string') throw new Error(account);
    tokens.set(role, await createAccountSession(db, account.id, { device: 'test', client: 'abcdef12' }));
  }
});

/** A page's answer as a route's Response: a redirect as it is, a shown form as JSON with its status. */
const asRoute =
  (answer: typeof answerNewBooking | typeof answerRoomsPage): StudioRoute =>
  async (context) => {
    const result = await answer({ request: context.request, url: context.url, locals: context.locals }, 'en');
    return result instanceof Response ? result : new Response(JSON.stringify(result.view), { status: result.status });
  };

function call(route: StudioRoute, role: Role, path: string, fields?: Record<string, string>): Promise<Response> {
  const url = new URL(path, SITE.url);
  const request = new Request(url, fields ? { method: 'POST', headers: { origin: SITE.url, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() } : {});
  const cookies = { get: () => ({ value: tokens.get(role) }) };
  return throughGate(route, { request, url, cookies, params: {} } as unknown as APIContext);
}

const trail = (kind: string) => db.selectFrom('admin_trail').select(['actor', 'kind', 'subject', 'outcome']).where('kind', '=', kind).orderBy('id').execute();
const DAY = dayAhead(5);
const walkIn = (patch: Record<string, string> = {}) => ({ source: 'walk_in', name: 'Khách lẻ', phone: '', service: 'couple-120', date: DAY, time: '15:00', notes: '', locale: 'vi', key: randomUUID(), ...patch });

describe('/admin/new-booking', () => {
  it('refuses the editor (403) and keeps the refusal in the trail; nothing is stored', async () => {
    const response = await call(asRoute(answerNewBooking), 'editor', '/admin/new-booking', walkIn());
    expect(response.status).toBe(403);
    expect(await trail('access.denied')).toContainEqual({ actor: 'Staff editor (editor)', kind: 'access.denied', subject: 'POST /admin/new-booking', outcome: 'refused' });
    expect(await db.selectFrom('bookings').select('id').where('date', '=', DAY).execute()).toEqual([]);
  });

  it("stores the front desk's walk-in confirmed and goes to its card; the trail names it; the same form again stores nothing twice", async () => {
    const form = walkIn();
    const response = await call(asRoute(answerNewBooking), 'front-desk', '/admin/new-booking?lang=en', form);
    expect(response.status).toBe(303);
    const [row] = await db.selectFrom('bookings').selectAll().where('date', '=', DAY).execute();
    expect(row).toMatchObject({ status: 'confirmed', source: 'walk_in', phone: '', name: 'Khách lẻ', service_option: 'couple-120', time: '15:00' });
    const id = Number(row?.id);
    expect(response.headers.get('location')).toBe(`/admin?saved=${id}&lang=en#booking-${id}`);
    const ref = `KS-${String(id).padStart(4, '0')}`;
    expect(await trail('booking.enter')).toEqual([{ actor: 'Staff front-desk (front-desk)', kind: 'booking.enter', subject: `${ref} walk_in`, outcome: 'ok' }]);
    expect((await call(asRoute(answerNewBooking), 'front-desk', '/admin/new-booking', form)).status).toBe(303);
    expect(await db.selectFrom('bookings').select('id').where('date', '=', DAY).execute()).toHaveLength(1);
  });

  it('shows the form again with the words at each wrong field (422), a full time naming the nearest free ones, and the trail says refused', async () => {
    const bad = await call(asRoute(answerNewBooking), 'owner', '/admin/new-booking', walkIn({ source: 'phone', name: 'x', time: '23:00' }));
    expect(bad.status).toBe(422);
    const view = (await bad.json()) as { errors: Record<string, string>; values: Record<string, string> };
    const en = createT('en');
    expect(view.errors).toEqual({ name: en('booking.error.name'), phone: en('ownerBooking.error.phoneNeeded'), time: en('booking.error.hours') });
    expect(view.values).toMatchObject({ source: 'phone', name: 'x', time: '23:00' });
    // The couple room is the walk-in's until 17:15: a second couple course at 16:00 is refused.
    const full = await call(asRoute(answerNewBooking), 'owner', '/admin/new-booking', walkIn({ time: '16:00' }));
    expect(full.status).toBe(422);
    expect(((await full.json()) as { errors: Record<string, string> }).errors).toEqual({ time: en('booking.error.full', { times: '17:30, 18:00, 18:30' }) });
    expect((await trail('booking.enter')).slice(-2).map((r) => r.outcome)).toEqual(['refused', 'refused']);
  });

  it("lists the day's free times for the course when asked (?times), storing nothing", async () => {
    const shown = await call(asRoute(answerNewBooking), 'owner', '/admin/new-booking?times', walkIn({ name: '' }));
    expect(shown.status).toBe(200);
    const view = (await shown.json()) as { times: string[] };
    expect(view.times).toContain('12:00');
    expect(view.times).not.toContain('15:00');
    expect(view.times).toContain('17:30');
    expect(await db.selectFrom('bookings').select('id').where('date', '=', DAY).execute()).toHaveLength(1);
  });
});

describe('/admin/rooms', () => {
  const block = { room: 'pool', count: '1', date: dayAhead(6), from: '12:00', to: '24:00', reason: 'Pool heater repair' };

  it('refuses the editor, sets a block for the owner with a trail row, and removes it', async () => {
    expect((await call(asRoute(answerRoomsPage), 'editor', '/admin/rooms', block)).status).toBe(403);
    const set = await call(asRoute(answerRoomsPage), 'owner', '/admin/rooms', block);
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/admin/rooms?added=1&short=0');
    const [stored] = await db.selectFrom('room_blocks').selectAll().where('date', '=', block.date).execute();
    expect(stored).toMatchObject({ room: 'pool', count: 1, time: '12:00', minutes: 720, reason: 'Pool heater repair', created_by: 'Staff owner (owner)' });
    const id = Number(stored?.id);
    expect(await trail('room.block')).toContainEqual({ actor: 'Staff owner (owner)', kind: 'room.block', subject: `#${id} pool×1 ${block.date} 12:00–24:00`, outcome: 'ok' });
    // The watsu pool is out that whole day: the owner's own form offers no time.
    const times = await call(asRoute(answerNewBooking), 'owner', '/admin/new-booking?times', walkIn({ service: 'watsu-60', date: block.date }));
    expect(((await times.json()) as { times: string[] }).times).toEqual([]);

    expect((await call(removePost as StudioRoute, 'editor', '/admin/rooms/remove', { id: String(id) })).status).toBe(403);
    const removed = await call(removePost as StudioRoute, 'front-desk', '/admin/rooms/remove', { id: String(id) });
    expect(removed.headers.get('location')).toBe('/admin/rooms?removed=1');
    expect(await db.selectFrom('room_blocks').select('id').where('id', '=', id).execute()).toEqual([]);
    const again = await call(removePost as StudioRoute, 'front-desk', '/admin/rooms/remove', { id: String(id) });
    expect(again.headers.get('location')).toBe('/admin/rooms?gone=1');
    expect((await trail('room.unblock')).map((r) => r.outcome)).toEqual(['ok', 'refused']);
  });

  it('refuses a block that ends before it starts, or of more rooms than the kind has (422)', async () => {
    const refused = await call(asRoute(answerRoomsPage), 'owner', '/admin/rooms', { ...block, count: '3', from: '18:00', to: '17:00' });
    expect(refused.status).toBe(422);
    const en = createT('en');
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({ count: en('roomBlock.error.count'), to: en('roomBlock.error.to') });
  });
});

describe("the owner's proposal of another time", () => {
  it('is refused when no room of the course is free then, naming the nearest free times; a free time is proposed', async () => {
    const date = dayAhead(7);
    const insert = async (time: string, status: 'new' | 'confirmed') =>
      Number(
        (
          await db
            .insertInto('bookings')
            .values({ created_at: new Date().toISOString(), locale: 'vi', name: 'Guest', phone: '+84901234567', service_option: 'couple-120', date, time, notes: '', status, idempotency_key: null, request_hash: randomUUID(), contact_method: null, contact_handle: null, proposed_date: null, proposed_time: null, decline_reason: null, decline_message: null })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    await insert('15:00', 'confirmed');
    const asked = await insert('20:00', 'new');
    const propose = (time: string) => call(statusPost as StudioRoute, 'owner', '/admin/status?lang=en', { id: String(asked), action: 'propose', date, time });
    const refused = await propose('16:00');
    expect(refused.status).toBe(303);
    const location = new URL(refused.headers.get('location') ?? '', SITE.url);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ refused: String(asked), why: 'full', pdate: date, ptime: '16:00', near: '17:30 18:00 18:30' });
    const notice = parseNotice(location);
    expect(notice).toMatchObject({ kind: 'refused', why: 'full', retry: { date, time: '16:00' }, nearest: ['17:30', '18:00', '18:30'] });
    expect(noticeText(createT('en'), notice!)).toContain(createT('en')('booking.error.full', { times: '17:30, 18:00, 18:30' }));
    expect(await db.selectFrom('bookings').select(['status', 'proposed_time']).where('id', '=', asked).executeTakeFirstOrThrow()).toEqual({ status: 'new', proposed_time: null });
    // Its own 20:00 does not stand in its way: 19:30 overlaps only itself.
    expect((await propose('19:30')).headers.get('location')).toContain(`saved=${asked}`);
    expect(await db.selectFrom('bookings').select(['status', 'proposed_time']).where('id', '=', asked).executeTakeFirstOrThrow()).toEqual({ status: 'proposed', proposed_time: '19:30' });
  });
});
