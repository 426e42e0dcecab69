import { describe, expect, it } from 'vitest';
import { bookingReference, readStatusToken, statusToken } from '../../src/server/services/booking/status-token';
import { outboxChannels, VISITOR_EMAIL } from '../../src/server/services/notify/routing';
import { visitIcs } from '../../src/booking/calendar';
import { bookingErrors, createBookingSchema } from '../../src/booking/schema';
import { canMove, movesFrom, visitorCanCancel } from '../../src/booking/transitions';
import { TIME_ZONE } from '../../src/i18n/locales';
import { redactTokens } from '../../src/server/host/request-log';

const KEY = Buffer.alloc(32, 7);

describe('the moves of a request', () => {
  it('gives each actor only its own moves', () => {
    expect(movesFrom('new', 'admin')).toEqual(['confirm', 'decline', 'propose', 'cancel', 'spam']);
    expect(movesFrom('new', 'telegram')).toEqual(['confirm', 'decline']);
    expect(movesFrom('new', 'visitor')).toEqual(['cancel', 'request_change']);
    expect(movesFrom('proposed', 'visitor')).toEqual(['accept', 'refuse', 'cancel']);
    expect(movesFrom('confirmed', 'admin')).toEqual(['propose', 'cancel', 'done', 'no_show']);
    expect(canMove('confirm', 'new', 'visitor')).toBe(false);
    for (const end of ['declined', 'cancelled', 'done', 'no_show', 'spam'] as const) expect(movesFrom(end, 'admin')).toEqual([]);
  });

  it('closes online cancellation at the cut-off before the appointment, in the spa zone', () => {
    const visit = { date: '2027-01-15', time: '18:00' }; // 11:00 UTC
    expect(visitorCanCancel(visit, new Date('2027-01-15T08:00:00Z'), 3, TIME_ZONE)).toBe(true);
    expect(visitorCanCancel(visit, new Date('2027-01-15T08:00:01Z'), 3, TIME_ZONE)).toBe(false);
  });
});

describe('status tokens', () => {
  it('opens only the booking it was made for, with at least 128 bits of tag', () => {
    const token = statusToken(42, KEY);
    expect(token).toMatch(/^42-[\w-]{22}$/);
    expect(readStatusToken(token, KEY)).toBe(42);
    expect(readStatusToken(token.replace(/^42-/, '43-'), KEY)).toBeUndefined();
    expect(readStatusToken(token, Buffer.alloc(32, 8))).toBeUndefined();
    const hostile = ['', '42', '42-', `${token}x`, `0${token}`, '42-../../../etc/passwd', `${'9'.repeat(5000)}-x`, `${token}\n`, `${token}\u0000`, encodeURIComponent(encodeURIComponent(token)).replace('-', '%252D'), `${'4'.repeat(100_000)}-${'A'.repeat(22)}`];
    for (const junk of hostile) expect(readStatusToken(junk, KEY)).toBeUndefined();
  });

  it('is the same for a retried request, and never written to the request log', () => {
    expect(statusToken(42, KEY)).toBe(statusToken(42, KEY));
    expect(redactTokens(`/vi/booking/status/${statusToken(42, KEY)}`)).toBe('/vi/booking/status/[token]');
    expect(redactTokens(`/booking/calendar/${statusToken(42, KEY)}.ics`)).toBe('/booking/calendar/[token]');
    expect(redactTokens('/vi/booking')).toBe('/vi/booking');
    expect(bookingReference(7)).toBe('KS-0007');
  });
});

describe('who hears of what', () => {
  const owner = ['email', 'webhook', 'telegram'];
  it('tells the owner of new requests and of the visitor’s moves, the webhook of everything, the visitor of the owner’s answers only', () => {
    // Not of their own request: its address is whatever was typed (issue 34, finding 3).
    expect(outboxChannels({ event: 'booking.created', ownerChannels: owner, visitorEmail: true })).toEqual(owner);
    expect(outboxChannels({ event: 'booking.confirmed', actor: 'admin', ownerChannels: owner, visitorEmail: true })).toEqual(['webhook', VISITOR_EMAIL]);
    expect(outboxChannels({ event: 'booking.confirmed', actor: 'telegram', ownerChannels: owner, visitorEmail: false })).toEqual(['webhook']);
    expect(outboxChannels({ event: 'booking.cancelled', actor: 'visitor', ownerChannels: owner, visitorEmail: true })).toEqual(owner);
    expect(outboxChannels({ event: 'booking.done', actor: 'admin', ownerChannels: owner, visitorEmail: true })).toEqual(['webhook']);
  });
});

describe('the calendar file', () => {
  const ics = visitIcs({ uid: 'booking-42@kingstonespa.vn', now: new Date('2027-01-10T00:00:00Z'), date: '2027-01-15', time: '18:00', minutes: 90, title: 'Kingstone Spa · 타이 마사지, 90분; VIP', locale: 'ko' });
  const unfolded = ics.replace(/\r\n /g, '');
  const field = (name: string) => unfolded.split('\r\n').find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);

  it('is RFC 5545: CRLF lines of at most 75 octets, one VEVENT with UID, DTSTAMP and UTC times', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(field('UID')).toBe('booking-42@kingstonespa.vn');
    expect(field('DTSTAMP')).toBe('20270110T000000Z');
    expect(field('DTSTART')).toBe('20270115T110000Z');
    expect(field('DTEND')).toBe('20270115T123000Z');
  });

  it('escapes text values', () => {
    expect(field('SUMMARY')).toBe('Kingstone Spa · 타이 마사지\\, 90분\\; VIP');
    expect(field('LOCATION')).toContain('호치민');
    expect(field('DESCRIPTION')).toContain('+84');
  });
});

describe('the contact preference', () => {
  const base = { name: 'Kim Min', phone: '0901234567', date: '2027-01-15', time: '15:00', consent: 'on' };
  const errors = (extra: Record<string, string>) => {
    const result = createBookingSchema(new Date('2027-01-10T03:00:00Z')).safeParse({ ...base, ...extra });
    return result.success ? {} : bookingErrors(result.error);
  };
  it('is optional, needs a handle for chat and a real address for e-mail', () => {
    expect(errors({})).toEqual({});
    expect(errors({ contact_method: 'phone', contact_handle: '' })).toEqual({});
    expect(errors({ contact_method: 'zalo', contact_handle: '' })).toEqual({ contact_handle: 'booking.error.contact' });
    expect(errors({ contact_method: 'email', contact_handle: 'not an address' })).toEqual({ contact_handle: 'booking.error.contact' });
    expect(errors({ contact_method: 'email', contact_handle: 'kim@example.com' })).toEqual({});
    expect(errors({ contact_method: 'fax', contact_handle: '1' })).toEqual({ contact_method: 'booking.error.contact' });
    expect(errors({ contact_method: 'kakao', contact_handle: 'x'.repeat(101) })).toEqual({ contact_handle: 'booking.error.contact' });
    expect(errors({ contact_method: 'kakao', contact_handle: 'kim\u0000\u001b[2J' })).toEqual({ contact_handle: 'booking.error.contact' });
    expect(errors({ contact_method: 'email', contact_handle: `${'a'.repeat(50_000)}@example.com` })).toEqual({ contact_handle: 'booking.error.contact' });
  });
});
