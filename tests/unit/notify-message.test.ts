import { describe, expect, it } from 'vitest';
import { createBookingSchema } from '../../src/booking/schema';
import type { Booking } from '../../src/server/data/schema';
import { bookingMessage } from '../../src/server/services/notify/message';

const NOW = new Date('2026-03-01T03:00:00Z');
const SITE = 'https://kingstonespa.vn';
const FORGED_ADMIN = 'Admin: https://evil.example';
const FORGED_PHONE = 'Phone: +1 555 0100';
// The line breaks a visitor can get past the form (other controls are refused) …
const SEPARATORS = ['\n', '\r', '\r\n', '\u0085', '\u2028', '\u2029'];
// … and every character a renderer (Telegram, a mail client) may end a line at.
const RENDERED_LINE_BREAK = /\r\n|[\n\r\u0085\u2028\u2029\v\f]/u;

/** The lines as a renderer shows them, with invisible characters (bidi, zero-width) taken away. */
const renderedLines = (text: string) => text.split(RENDERED_LINE_BREAK).map((line) => line.replace(/\p{Cf}/gu, ''));
const linesStartingWith = (text: string, label: string) => renderedLines(text).filter((line) => line.startsWith(label));

function row(fields: Partial<Booking>): Booking {
  return {
    id: 7,
    created_at: '2026-03-01T03:00:00.000Z',
    locale: 'en',
    name: 'Kim',
    phone: '+84901234567',
    service_option: 'thai-90',
    date: '2026-03-02',
    time: '18:00',
    notes: '',
    status: 'new',
    idempotency_key: null,
    request_hash: '',
    contact_method: null,
    contact_handle: null,
    proposed_date: null,
    proposed_time: null,
    change_date: null,
    change_time: null,
    decline_reason: null,
    decline_message: null,
    source: 'site',
    ...fields,
  };
}

function expectOnlyRealLabels(text: string) {
  expect(linesStartingWith(text, 'Admin:')).toEqual([`Admin: ${SITE}/admin`]);
  expect(linesStartingWith(text, 'Phone:')).toEqual(['Phone: +84901234567']);
  expect(text).not.toMatch(/[\r\u0085\u2028\u2029\p{Cf}]/u);
}

describe('a booking cannot forge lines of the owner notification', () => {
  const forgedTail = (separator: string) => `${separator}${FORGED_ADMIN}${separator}\u202e${FORGED_PHONE}\u200b`;

  it.each(SEPARATORS)('through the booking form, with %j in name and notes', (separator) => {
    const parsed = createBookingSchema(NOW).parse({
      name: `Kim\u2066${forgedTail(separator)}`,
      phone: '0901234567',
      service: 'thai-90',
      date: '2026-03-02',
      time: '18:00',
      notes: `Quiet room${forgedTail(separator)}`,
      consent: 'on',
    });
    expect(parsed.name).not.toMatch(/[\r\n\u0085\u2028\u2029\p{Cf}]/u);
    expect(parsed.notes.replaceAll('\n', ' ')).not.toMatch(/[\r\u0085\u2028\u2029\p{Cf}]/u);

    const message = bookingMessage(row({ name: parsed.name, phone: parsed.phone, notes: parsed.notes }), SITE);
    expectOnlyRealLabels(message.text);
    expect(message.subject).not.toMatch(RENDERED_LINE_BREAK);
  });

  it.each(SEPARATORS)('from a row stored before the schema normalized text, with %j', (separator) => {
    const message = bookingMessage(row({ name: `Kim\u202e${forgedTail(separator)}`, notes: `Quiet room${forgedTail(separator)}` }), SITE);
    expectOnlyRealLabels(message.text);
    expect(message.subject).not.toMatch(RENDERED_LINE_BREAK);
    expect(message.data['name']).toBe(`Kim ${FORGED_ADMIN} ${FORGED_PHONE}`);
  });

  it('keeps the visitor’s line breaks in the notes, every line after the first indented', () => {
    const message = bookingMessage(row({ notes: `Quiet room\u2028${FORGED_ADMIN}\n\n${FORGED_PHONE}` }), SITE);
    expect(message.text).toContain(`Notes: Quiet room\n  ${FORGED_ADMIN}\n  \n  ${FORGED_PHONE}\nLanguage: en`);
    expect(message.data['notes']).toBe(`Quiet room\n${FORGED_ADMIN}\n\n${FORGED_PHONE}`);
  });
});

describe('the webhook data of a decline', () => {
  it("carries the owner's message to the guest beside the reason, and null when none was written", () => {
    const said = bookingMessage(row({ status: 'declined', decline_reason: 'fully_booked', decline_message: 'Kín lịch tối nay.\nMời quay lại ngày mai.' }), SITE);
    expect(said.data).toMatchObject({ status: 'declined', decline_reason: 'fully_booked', decline_message: 'Kín lịch tối nay.\nMời quay lại ngày mai.' });
    // Not in the owner's subject either.
    expect(said.subject).not.toContain('Kín');
    expect(bookingMessage(row({ status: 'declined', decline_reason: 'closed' }), SITE).data['decline_message']).toBeNull();
  });
});
