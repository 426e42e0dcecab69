import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/data/connect';
import { createFormLimiter } from '../../src/server/services/booking/limits';
import { handleNewsletter, type NewsletterContext } from '../../src/server/web/newsletter/subscribe';
import { openTestDatabase } from '../support/database';

const ORIGIN = 'https://kingstonespa.vn';
let db: Db;
beforeAll(async () => {
  db = await openTestDatabase('kingstone-news-');
});
afterAll(async () => {
  await db?.close();
});

const ctx = (): NewsletterContext => ({
  db: db.db,
  limiter: createFormLimiter({ BOOKING_RATE_LIMIT: '0' }),
  locale: 'vi',
  now: new Date('2026-03-01T00:00:00Z'),
  allowedOrigins: [ORIGIN],
  client: 'c',
});
const post = (fields: Record<string, string>, origin = ORIGIN) =>
  new Request(`${ORIGIN}/newsletter`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const emails = async () => (await db.db.selectFrom('newsletter').select('email').execute()).map((r) => r.email);

describe('newsletter sign-up', () => {
  it('stores one row per normalized address', async () => {
    expect((await handleNewsletter(post({ email: ' An.Nguyen@Example.com ' }), ctx())).kind).toBe('subscribed');
    expect((await handleNewsletter(post({ email: 'an.nguyen@example.com' }), ctx())).kind).toBe('subscribed');
    expect(await emails()).toEqual(['an.nguyen@example.com']);
  });

  it('refuses an invalid address, other fields and foreign origins, storing nothing', async () => {
    expect((await handleNewsletter(post({ email: 'not-an-email' }), ctx())).status).toBe(422);
    expect((await handleNewsletter(post({ email: 'a@b.co', admin: '1' }), ctx())).status).toBe(422);
    expect((await handleNewsletter(post({ email: 'x@y.co' }, 'https://evil.example'), ctx())).status).toBe(403);
    expect(await emails()).toEqual(['an.nguyen@example.com']);
  });

  it('tells a bot it worked but keeps nothing', async () => {
    expect((await handleNewsletter(post({ email: 'bot@spam.example', website: 'x' }), ctx())).kind).toBe('subscribed');
    expect(await emails()).not.toContain('bot@spam.example');
  });
});
