import { describe, expect, it } from 'vitest';
import { bookingsCodesCsv, bookingsCsv, toCsv } from '../../src/server/services/admin/csv';
import { findOption, optionName } from '../../src/config/catalogue';
import { DICTIONARIES } from '../../src/i18n/t';
import { adminConfigError, adminEnabled, checkPassword, hashPassword, parsePasswordHash } from '../../src/server/services/admin/password';

const SALT = '00112233445566778899aabbccddeeff';
const KEY = 'a1'.repeat(32);

/** Hashes a careless or tampered configuration could hold; none may log anyone in. */
const MALFORMED: Array<[string, string]> = [
  ["the README's placeholder", 'scrypt$<salt hex>$<key hex>'],
  ['an empty key', `scrypt$${SALT}$`],
  ['an empty salt and key', 'scrypt$$'],
  ['an odd-length key', `scrypt$${SALT}$${KEY}a`],
  ['a key that is not hex', `scrypt$${SALT}$${'zz'.repeat(32)}`],
  ['a key that turns non-hex halfway', `scrypt$${SALT}$${KEY.slice(0, 10)}zz${KEY.slice(12)}`],
  ['a 15-byte key', `scrypt$${SALT}$${'ab'.repeat(15)}`],
  ['a 15-byte salt', `scrypt$${'ab'.repeat(15)}$${KEY}`],
  ['another scheme', `bcrypt$${SALT}$${KEY}`],
  ['a fourth field', `scrypt$${SALT}$${KEY}$${KEY}`],
  ['a trailing space', `scrypt$${SALT}$${KEY} `],
  ['only a scheme', 'scrypt'],
];

// The owner's words with a decline: one that a spreadsheet would run as a formula, with a line break.
const DECLINE_MESSAGE = '=1+1 Chúng tôi kín lịch tối nay.\nMời anh/chị quay lại ngày mai.';
const BASE_ROW = { created_at: '2026-11-24T04:11:05.000Z', locale: 'vi', name: 'An', phone: '+84901234567', service_option: 'thai-90', date: '2026-11-28', time: '17:45', notes: '', idempotency_key: null, request_hash: 'h', source: 'site' as const };
const ROWS = [
  { ...BASE_ROW, id: 2, status: 'proposed' as const, contact_method: 'zalo' as const, contact_handle: '0901234567', proposed_date: '2026-11-29', proposed_time: '13:00', decline_reason: null, decline_message: null },
  { ...BASE_ROW, id: 1, status: 'declined' as const, contact_method: null, contact_handle: null, proposed_date: null, proposed_time: null, decline_reason: 'fully_booked' as const, decline_message: DECLINE_MESSAGE },
];

describe('admin password', () => {
  it('checks a plain password and a scrypt hash, and is off without either', async () => {
    expect(await checkPassword('s3cret', { ADMIN_PASSWORD: 's3cret' })).toBe(true);
    expect(await checkPassword('s3cre', { ADMIN_PASSWORD: 's3cret' })).toBe(false);
    const hash = await hashPassword('long passphrase');
    expect(hash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await checkPassword('long passphrase', { ADMIN_PASSWORD_HASH: hash })).toBe(true);
    expect(await checkPassword('long passphrase', { ADMIN_PASSWORD_HASH: hash.toUpperCase().replace('SCRYPT', 'scrypt') })).toBe(true);
    expect(await checkPassword('wrong', { ADMIN_PASSWORD_HASH: hash })).toBe(false);
    expect(adminEnabled({})).toBe(false);
    expect(await checkPassword('', {})).toBe(false);
  });

  it.each(MALFORMED)('refuses %s as a hash, and it matches no password', async (_name, hash) => {
    expect(parsePasswordHash(hash)).toBeUndefined();
    for (const given of ['', 'anything', '<key hex>']) {
      expect(await checkPassword(given, { ADMIN_PASSWORD_HASH: hash })).toBe(false);
    }
  });

  it('explains a malformed hash in one line without repeating it, and accepts what admin:hash makes', async () => {
    const secretLooking = `scrypt$${SALT}$${'ab'.repeat(15)}`;
    const message = adminConfigError({ ADMIN_PASSWORD_HASH: secretLooking });
    expect(message).toBe('ADMIN_PASSWORD_HASH is malformed: expected scrypt$<32+ hex salt>$<32+ hex key> from npm run admin:hash');
    expect(message).not.toContain('abab');
    expect(adminConfigError({ ADMIN_PASSWORD_HASH: await hashPassword('pw') })).toBeUndefined();
    expect(adminConfigError({ ADMIN_PASSWORD: 'twelve chars' })).toBeUndefined();
    expect(adminConfigError({})).toBeUndefined();
  });

  // Issue 34, finding 4: any non-empty ADMIN_PASSWORD was accepted.
  it('refuses an ADMIN_PASSWORD shorter than 12 characters (counted as characters, not bytes)', () => {
    for (const short of ['pw', 'eleven char', 'mậtkhẩuđẹp']) expect(adminConfigError({ ADMIN_PASSWORD: short }), short).toBe('ADMIN_PASSWORD must be at least 12 characters long');
    expect(adminConfigError({ ADMIN_PASSWORD: 'mậtkhẩuđẹp12' })).toBeUndefined();
  });

  it('hashes off the event loop, so other requests are served while a password is checked', async () => {
    const env = { ADMIN_PASSWORD_HASH: await hashPassword('pw') };
    const order: string[] = [];
    // Runs at the loop's next turn: before the check ends only if the check lets the loop turn.
    setImmediate(() => order.push('other work'));
    const ok = await checkPassword('pw', env);
    order.push('check done');
    expect(ok).toBe(true);
    expect(order).toEqual(['other work', 'check done']);
  });
});

describe('CSV export', () => {
  it('starts with a BOM, quotes cells and neutralizes formulas', () => {
    const csv = toCsv([
      ['name', 'notes'],
      ['김민수', '=HYPERLINK("http://x")'],
      ['Trần "An"', '+84 90'],
      ['@cmd', null],
    ]);
    expect(csv.startsWith('\uFEFF"name","notes"\r\n')).toBe(true);
    expect(csv).toContain(`"김민수","'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`"Trần ""An""","'+84 90"`);
    expect(csv).toContain(`"'@cmd",""`);
  });

  it("exports each booking with the loop's columns after the original ten for scripts (?columns=codes): contact, proposal, decline reason and message", () => {
    const csv = bookingsCodesCsv(ROWS);
    const [header, proposed, declined] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      '"id","created_at","status","name","phone","service_option","date","time","notes","locale","contact_method","contact_handle","proposed_date","proposed_time","decline_reason","decline_message","source"',
    );
    expect(proposed).toBe(`"2","2026-11-24T04:11:05.000Z","proposed","An","'+84901234567","thai-90","2026-11-28","17:45","","vi","zalo","0901234567","2026-11-29","13:00","","","site"`);
    // The message keeps its line break inside its quoted cell, and cannot run as a formula.
    expect(declined?.endsWith(`"vi","","","","","fully_booked","'${DECLINE_MESSAGE}","site"`)).toBe(true);
  });

  it('exports for the owner in her language: the visitor’s reference, Vietnam time, words for codes, the course by name, its minutes and price', () => {
    const [header, proposed, declined] = bookingsCsv(ROWS, 'vi').slice(1).split('\r\n');
    const vi = DICTIONARIES.vi;
    expect(header?.split(',').slice(0, 8)).toEqual(['export.reference', 'export.received', 'export.status', 'export.name', 'export.phone', 'export.course', 'export.minutes', 'export.price'].map((key) => `"${vi[key as 'export.reference']}"`));
    const thai = findOption('thai-90');
    expect(proposed).toBe(
      [
        'KS-0002',
        '2026-11-24 11:11',
        vi['admin.status.proposed'],
        'An',
        "'+84901234567",
        thai ? optionName(thai.service, thai.option, 'vi') : '',
        '90',
        String(thai?.option.price),
        '2026-11-28',
        '17:45',
        '',
        'Tiếng Việt',
        vi['admin.contact.zalo'],
        '0901234567',
        '2026-11-29 13:00',
        '',
        'thai-90',
        '',
        vi['ownerBooking.source.site'],
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
    expect(declined).toContain(`"${vi['admin.reason.fully_booked']}"`);
    // The owner's message with the decline, named in her language, neutralized like the other text; then where the booking came from.
    expect(header?.split(',').slice(-2)).toEqual([`"${vi['export.declineMessage']}"`, `"${vi['export.source']}"`]);
    expect(declined?.endsWith(`,"thai-90","'${DECLINE_MESSAGE}","${vi['ownerBooking.source.site']}"`)).toBe(true);
    expect(bookingsCsv(ROWS, 'ko').slice(1).split('\r\n')[0]).toContain(`"${DICTIONARIES.ko['export.reference']}"`);
  });
});
