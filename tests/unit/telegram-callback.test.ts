import { ANSWERS, linkedText } from '../../src/server/services/notify/telegram/texts';
import { createAccount, getAccount } from '../../src/server/services/admin/accounts';
import { createChallenge } from '../../src/server/services/admin/challenges';
import { createInvite, findInvite } from '../../src/server/services/admin/invites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBooking } from '../../src/server/services/booking/store';
import { applyTransition } from '../../src/server/services/booking/transition';
import type { Db } from '../../src/server/data/connect';
import { createTelegramApi } from '../../src/server/services/notify/telegram/bot-api';
import { answerTelegramUpdate, MAX_UPDATE_BYTES, parseAllowedUserIds, secretMatches, telegramWebhookConfig, type UpdateContext } from '../../src/server/web/telegram/callback';
import { ROOMY_FACTS, storeInput } from '../support/bookings';
import { DATABASE_TARGETS, openOwnTestDatabase } from '../support/database';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';

const TOKEN = '123456:test-token';
const SECRET = 'webhook-secret_1';
const CHAT = 4242;
const NOW = new Date('2026-03-01T03:00:00Z');
let fake: FakeTelegram;

beforeAll(async () => {
  fake = await startFakeTelegram();
});
afterAll(async () => {
  await fake.close();
});

const bodyOf = (text: string) => ({
  async *[Symbol.asyncIterator]() {
    yield new TextEncoder().encode(text);
  },
});

/** The owner's Telegram user id, named in TELEGRAM_ALLOWED_USER_IDS; anyone else is a stranger in the chat. */
const OWNER_USER = 1001;
const STRANGER = 2002;

let updateId = 1;
/** A button press as Telegram posts it: on a message in `chat`, with `data`. */
function press(data: string, { chat = CHAT, queryId = `q${updateId}`, from = OWNER_USER } = {}) {
  return JSON.stringify({
    update_id: (updateId += 1),
    callback_query: {
      id: queryId,
      from: { id: from, is_bot: false, first_name: 'Owner' },
      chat_instance: '-1',
      message: { message_id: 77, date: 1, chat: { id: chat, type: 'private' }, text: 'Kingstone Spa: new booking request' },
      data,
    },
  });
}

describe('telegram webhook settings', () => {
  it('exist only with the token, the chat and the secret', () => {
    expect(telegramWebhookConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: '1' })).toBeUndefined();
    expect(telegramWebhookConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_WEBHOOK_SECRET: SECRET })).toBeUndefined();
    expect(telegramWebhookConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: '1', TELEGRAM_WEBHOOK_SECRET: SECRET })).toMatchObject({ chatId: '1', secret: SECRET });
  });

  it('read TELEGRAM_ALLOWED_USER_IDS strictly: numbers and commas, or a one-line refusal', () => {
    expect(parseAllowedUserIds('123456789, 987654321')).toEqual({ ids: new Set([123456789, 987654321]) });
    expect(parseAllowedUserIds(undefined)).toEqual({ ids: new Set() });
    for (const bad of ['owner', '12;34', '-5', '0', '1.5', '99999999999999999', '12,@owner', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      expect(parseAllowedUserIds(bad), bad).toEqual({ error: 'TELEGRAM_ALLOWED_USER_IDS must be Telegram user ids (numbers) separated by commas, at most 50' });
    }
    expect(telegramWebhookConfig({ TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_CHAT_ID: '1', TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_ALLOWED_USER_IDS: '42' })?.allowedUserIds).toEqual(new Set([42]));
  });

  it('match the secret exactly, whatever the length given', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    for (const given of [null, undefined, '', `${SECRET}x`, SECRET.slice(0, -1), SECRET.toUpperCase()]) expect(secretMatches(given, SECRET)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
  });
});

describe.each(DATABASE_TARGETS)('the Telegram webhook on $name', ({ name, databaseUrl }) => {
  /** Query ids of this database's run: the fake keeps the other run's calls too. */
  const q = (id: string) => `${name}-${id}`;
  let db: Db;
  let dbOpened = 0;
  const logs: string[] = [];

  const context = (): UpdateContext => ({
    config: { token: TOKEN, chatId: String(CHAT), secret: SECRET, apiBase: fake.url, allowedUserIds: new Set([OWNER_USER]) },
    api: createTelegramApi({ token: TOKEN, base: fake.url, timeoutMs: 5000 }),
    db: async () => ((dbOpened += 1), db.db),
    now: NOW,
    ownerChannels: ['telegram', 'webhook'],
    visitorMail: false,
    cancelCutoffHours: 3,
    siteUrl: 'https://kingstonespa.vn',
    log: (line) => logs.push(line),
  });
  const post = (body: string, secret: string | null = SECRET) =>
    answerTelegramUpdate({ secret, contentLength: String(Buffer.byteLength(body)), body: bodyOf(body) }, context());

  let phones = 100;
  /** A new request; each has its own phone number, so none is taken for a repeat of another. */
  const newBooking = async (name: string) => {
    // Many visits at one time: rooms are not what these tests are about.
    const stored = await storeBooking(db.db, storeInput({ name, phone: `+849012${String((phones += 1)).padStart(4, '0')}`, date: '2026-03-05' }, { now: NOW, availability: ROOMY_FACTS }));
    if (stored.kind !== 'created') throw new Error(stored.kind);
    return stored.id;
  };
  const booking = (id: number) => db.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const history = (id: number) => db.db.selectFrom('booking_events').selectAll().where('booking_id', '=', id).execute();
  const answerTo = (queryId: string) => fake.called('answerCallbackQuery').find((c) => c.params['callback_query_id'] === queryId)?.params['text'];
  const editsSince = (from: number, method = 'editMessageText') => fake.calls.slice(from).filter((c) => c.method === method);

  beforeAll(async () => {
    // A database of its own (dropped after), so no earlier run's requests look like repeats.
    db = await openOwnTestDatabase('kingstone-telegram-', databaseUrl);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers 401 without the secret, before reading the body or the database', async () => {
    const id = await newBooking('No Secret');
    const opened = dbOpened;
    const before = fake.calls.length;
    expect(await post(press(`c:${id}`), null)).toBe(401);
    expect(await post(press(`c:${id}`), 'wrong')).toBe(401);
    expect(await post(press(`c:${id}`), `${SECRET} `)).toBe(401);
    expect(dbOpened).toBe(opened);
    expect(fake.calls.length).toBe(before);
    expect((await booking(id)).status).toBe('new');
  });

  it('confirms on Confirm, answers the tap and rewrites the message with the new state', async () => {
    const id = await newBooking('Confirm Me');
    const from = fake.calls.length;
    expect(await post(press(`c:${id}`, { queryId: q('confirm-1') }))).toBe(200);
    expect((await booking(id)).status).toBe('confirmed');
    const events = await history(id);
    expect(events).toMatchObject([{ action: 'confirm', actor: 'telegram', from_status: 'new', to_status: 'confirmed' }]);
    expect(answerTo(q('confirm-1'))).toBe(`Booking #${id} confirmed.`);
    const [edit] = editsSince(from);
    expect(edit?.params).toMatchObject({ chat_id: CHAT, message_id: 77 });
    expect(String(edit?.params['text'])).toContain(`new booking request #${id}`);
    expect(String(edit?.params['text'])).toMatch(/\n\nStatus: confirmed$/);
    // The answer buttons are gone; the number to copy stays.
    const { phone } = await booking(id);
    expect(edit?.params['reply_markup']).toEqual({ inline_keyboard: [[{ text: `Copy ${phone}`, copy_text: { text: phone } }]] });
    // The owner's own move is not sent back to the owner's Telegram; the webhook hears of it.
    const outbox = await db.db.selectFrom('outbox').select('channel').where('booking_id', '=', id).execute();
    expect(outbox.map((r) => r.channel)).toEqual(['webhook']);
  });

  it('changes nothing twice when Telegram repeats the update, and still answers 200', async () => {
    const id = await newBooking('Twice');
    const update = press(`c:${id}`, { queryId: q('twice') });
    expect(await post(update)).toBe(200);
    fake.failNext('editMessageText', 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same');
    const logged = logs.length;
    expect(await post(update)).toBe(200);
    expect(await history(id)).toHaveLength(1);
    expect(fake.called('answerCallbackQuery').filter((c) => c.params['callback_query_id'] === q('twice')).map((c) => c.params['text'])).toEqual([
      `Booking #${id} confirmed.`,
      'Already confirmed.',
    ]);
    // Telegram's "not modified" is what a repeat is expected to get: not an error worth a log line.
    expect(logs.slice(logged)).toEqual([]);
  });

  it('asks for a reason on Decline, declines with it, and records it', async () => {
    const id = await newBooking('Decline Me');
    let from = fake.calls.length;
    expect(await post(press(`r:${id}`, { queryId: q('why') }))).toBe(200);
    expect((await booking(id)).status).toBe('new');
    expect(answerTo(q('why'))).toBe('Why decline?');
    const [swap] = editsSince(from, 'editMessageReplyMarkup');
    expect(JSON.stringify(swap?.params['reply_markup'])).toContain(`"d:${id}:fully_booked"`);

    from = fake.calls.length;
    expect(await post(press(`b:${id}`))).toBe(200);
    const [back] = editsSince(from, 'editMessageReplyMarkup');
    expect(JSON.stringify(back?.params['reply_markup'])).toContain(`"c:${id}"`);

    from = fake.calls.length;
    expect(await post(press(`d:${id}:fully_booked`, { queryId: q('decline') }))).toBe(200);
    expect(await booking(id)).toMatchObject({ status: 'declined', decline_reason: 'fully_booked' });
    expect(await history(id)).toMatchObject([{ action: 'decline', actor: 'telegram', detail: 'fully_booked' }]);
    expect(answerTo(q('decline'))).toBe('Declined: Fully booked.');
    expect(String(editsSince(from)[0]?.params['text'])).toMatch(/Status: declined \(Fully booked\)$/);
  });

  it('refuses a move the booking’s state no longer allows, and shows that state', async () => {
    const id = await newBooking('Too Late');
    expect(await post(press(`d:${id}:closed`))).toBe(200);
    const from = fake.calls.length;
    expect(await post(press(`c:${id}`, { queryId: q('late') }))).toBe(200);
    expect((await booking(id)).status).toBe('declined');
    expect(answerTo(q('late'))).toBe('Not possible: the booking is declined.');
    expect(String(editsSince(from)[0]?.params['text'])).toMatch(/Status: declined \(Closed that day\)$/);
    // Decline's reasons are not offered again either.
    expect(await post(press(`r:${id}`))).toBe(200);
    expect(editsSince(from, 'editMessageReplyMarkup')).toEqual([]);
  });

  it("shows the owner's message to the guest under the reason, once declined with one in the admin", async () => {
    const id = await newBooking('Declined With Words');
    const declined = await applyTransition(db.db, {
      id,
      action: 'decline',
      actor: 'admin',
      reason: 'fully_booked',
      message: 'Chúng tôi kín lịch tối nay.\nAdmin: mời anh/chị quay lại ngày mai.',
      now: NOW,
      ownerChannels: [],
      visitorMail: false,
      cancelCutoffHours: 3,
    });
    expect(declined.kind).toBe('changed');
    const from = fake.calls.length;
    expect(await post(press(`c:${id}`))).toBe(200);
    // Its second line indented, like the notes': no line of the message begins with a label typed in it.
    expect(String(editsSince(from)[0]?.params['text'])).toMatch(/\n\nStatus: declined \(Fully booked\)\nMessage to the guest: Chúng tôi kín lịch tối nay\.\n {2}Admin: mời anh\/chị quay lại ngày mai\.$/);
  });

  it('ignores a press from another chat: no change, no edit', async () => {
    const id = await newBooking('Forged Chat');
    const from = fake.calls.length;
    expect(await post(press(`c:${id}`, { chat: 999, queryId: q('forged') }))).toBe(200);
    expect((await booking(id)).status).toBe('new');
    expect(await history(id)).toEqual([]);
    expect(editsSince(from)).toEqual([]);
    expect(answerTo(q('forged'))).toBe('This chat cannot change bookings.');
  });

  // Issue 34, finding 8: anyone in the owner's chat could confirm or decline.
  it('changes nothing for a press by someone in the chat whom TELEGRAM_ALLOWED_USER_IDS does not name, and tells them', async () => {
    const id = await newBooking('Stranger Press');
    const from = fake.calls.length;
    for (const data of [`c:${id}`, `r:${id}`, `d:${id}:fully_booked`]) {
      expect(await post(press(data, { from: STRANGER, queryId: q(`stranger-${data}`) }))).toBe(200);
      expect(answerTo(q(`stranger-${data}`))).toBe(ANSWERS.notAllowed);
    }
    expect((await booking(id)).status).toBe('new');
    expect(await history(id)).toEqual([]);
    expect(editsSince(from)).toEqual([]);
    expect(editsSince(from, 'editMessageReplyMarkup')).toEqual([]);
  });

  it("answers the visitor's ask for another time: Accept moves the booking, a button of an earlier ask changes nothing", async () => {
    const id = await newBooking('Move Me');
    const asked = await applyTransition(db.db, { id, action: 'request_change', actor: 'visitor', change: { date: '2026-03-06', time: '15:00' }, now: NOW, ownerChannels: ['telegram'], visitorMail: false, cancelCutoffHours: 3 });
    expect(asked.kind).toBe('changed');
    // A message left from an earlier ask (another time) answers nothing.
    expect(await post(press(`a:${id}:202603061400`, { queryId: q('stale-change') }))).toBe(200);
    expect(answerTo(q('stale-change'))).toBe(ANSWERS.changeAnswered);
    expect(await booking(id)).toMatchObject({ status: 'new', date: '2026-03-05', change_date: '2026-03-06', change_time: '15:00' });
    const from = fake.calls.length;
    expect(await post(press(`a:${id}:202603061500`, { queryId: q('accept-change') }))).toBe(200);
    expect(await booking(id)).toMatchObject({ status: 'confirmed', date: '2026-03-06', time: '15:00', change_date: null, change_time: null });
    expect(answerTo(q('accept-change'))).toBe(`Booking #${id} moved to 2026-03-06 15:00, confirmed.`);
    expect(String(editsSince(from)[0]?.params['text'])).toMatch(/\n\nStatus: confirmed$/);
    expect((await history(id)).at(-1)).toMatchObject({ action: 'accept_change', actor: 'telegram', detail: '2026-03-06 15:00' });
    // Pressed again: nothing moves twice.
    expect(await post(press(`a:${id}:202603061500`, { queryId: q('accept-change-again') }))).toBe(200);
    expect(answerTo(q('accept-change-again'))).toBe('Already confirmed.');
    expect(await history(id)).toHaveLength(2);
  });

  it('says so when the booking does not exist, or the button is not ours', async () => {
    expect(await post(press('c:999999999', { queryId: q('gone') }))).toBe(200);
    expect(answerTo(q('gone'))).toBe('Booking not found.');
    expect(await post(press('x:1', { queryId: q('odd') }))).toBe(200);
    expect(answerTo(q('odd'))).toBe('This button is no longer valid.');
  });

  it('moves the booking even when Telegram fails to take the answer, and keeps the token out of the log', async () => {
    const id = await newBooking('Telegram Down');
    fake.failNext('answerCallbackQuery', `Bad Request: query is too old (bot${TOKEN})`);
    const logged = logs.length;
    expect(await post(press(`c:${id}`))).toBe(200);
    expect((await booking(id)).status).toBe('confirmed');
    const lines = logs.slice(logged);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('answerCallbackQuery answered 400');
    expect(lines.join('\n')).not.toContain(TOKEN);
  });

  it('answers 200 and does nothing for an update that is not a button press', async () => {
    const before = fake.calls.length;
    expect(await post(JSON.stringify({ update_id: 5, message: { message_id: 1, chat: { id: CHAT }, text: '/start' } }))).toBe(200);
    expect(fake.calls.length).toBe(before);
  });

  it.each([
    ['not JSON', '{"update_id":'],
    ['not an object', '[]'],
    ['no update id', JSON.stringify({ callback_query: {} })],
    ['a query without an id', JSON.stringify({ update_id: 1, callback_query: { from: { id: 1 }, data: 'c:1' } })],
    ['a chat id that is text', JSON.stringify({ update_id: 1, callback_query: { id: 'q', from: { id: 1 }, data: 'c:1', message: { message_id: 1, chat: { id: '4242' } } } })],
    ['callback data over 64 bytes', JSON.stringify({ update_id: 1, callback_query: { id: 'q', from: { id: 1 }, data: `c:1${' '.repeat(62)}` } })],
    ['invalid UTF-8', '\u00ff'],
  ])('answers 400 to %s, and calls nobody', async (_case, body) => {
    const before = fake.calls.length;
    const raw = body === '\u00ff' ? new Uint8Array([0x7b, 0xff, 0x7d]) : new TextEncoder().encode(body);
    const status = await answerTelegramUpdate(
      { secret: SECRET, contentLength: String(raw.byteLength), body: { async *[Symbol.asyncIterator]() { yield raw; } } },
      context(),
    );
    expect(status).toBe(400);
    expect(fake.calls.length).toBe(before);
  });

  it('answers 413 to a body over the limit, whatever Content-Length says', async () => {
    const big = `{"update_id":1,"x":"${'a'.repeat(MAX_UPDATE_BYTES)}"}`;
    expect(await post(big)).toBe(413);
    expect(await answerTelegramUpdate({ secret: SECRET, contentLength: '10', body: bodyOf(big) }, context())).toBe(413);
  });

  // Last in the block: once an account exists, TELEGRAM_ALLOWED_USER_IDS no longer counts.
  it('links a person from the /start code of their profile, then lets only linked people whose role answers bookings press', async () => {
    const person = async (role: 'front-desk' | 'editor', name: string) => {
      const invite = await findInvite(db.db, await createInvite(db.db, { role, name, locale: 'vi', by: 'test' }));
      if (typeof invite === 'string') throw new Error(invite);
      const account = await createAccount(db.db, invite, { login: `${name.toLowerCase()}.${role}`, name, locale: 'vi', secondFactor: { passwordHash: 'scrypt$00$00', totpSecret: 'JBSWY3DPEHPK3PXP', totpStep: 1 } });
      if (typeof account === 'string') throw new Error(account);
      return account;
    };
    const start = (code: string, from: number) =>
      post(JSON.stringify({ update_id: (updateId += 1), message: { message_id: 5, from: { id: from, is_bot: false, first_name: 'Hoa' }, chat: { id: from, type: 'private' }, text: `/start ${code}` } }));
    const hoa = await person('front-desk', 'Hoa');
    const code = await createChallenge(db.db, 'telegram-link', hoa.id, { now: NOW });
    const sent = fake.called('sendMessage').length;
    expect(await start(code, 3003)).toBe(200);
    expect(fake.called('sendMessage').slice(sent).map((c) => c.params)).toEqual([{ chat_id: 3003, text: linkedText('Hoa (front-desk)') }]);
    expect((await getAccount(db.db, hoa.id))?.telegramId).toBe('3003');
    // The code was good once.
    expect(await start(code, 4004)).toBe(200);
    expect(fake.called('sendMessage').at(-1)?.params).toEqual({ chat_id: 4004, text: ANSWERS.linkFailed });
    expect((await getAccount(db.db, hoa.id))?.telegramId).toBe('3003');

    const id = await newBooking('Linked Press');
    // The owner's id in TELEGRAM_ALLOWED_USER_IDS, not linked: nothing changes.
    expect(await post(press(`c:${id}`, { queryId: q('unlinked') }))).toBe(200);
    expect(answerTo(q('unlinked'))).toBe(ANSWERS.notAllowed);
    expect((await booking(id)).status).toBe('new');
    // An editor linked to Telegram: the role does not answer bookings.
    const minh = await person('editor', 'Minh');
    await start(await createChallenge(db.db, 'telegram-link', minh.id, { now: NOW }), 5005);
    expect(await post(press(`c:${id}`, { queryId: q('editor'), from: 5005 }))).toBe(200);
    expect(answerTo(q('editor'))).toBe(ANSWERS.notAllowed);
    expect((await booking(id)).status).toBe('new');
    // The front desk, linked: the press acts as her, and the trail names her.
    expect(await post(press(`c:${id}`, { queryId: q('linked'), from: 3003 }))).toBe(200);
    expect((await booking(id)).status).toBe('confirmed');
    const trail = await db.db.selectFrom('admin_trail').select(['actor', 'kind', 'subject']).orderBy('id').execute();
    expect(trail).toContainEqual({ actor: 'Hoa (front-desk)', kind: 'telegram.link', subject: 'Telegram 3003' });
    expect(trail.at(-1)).toMatchObject({ actor: 'Hoa (front-desk)', kind: 'booking.move' });
  });
});
