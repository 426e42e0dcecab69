import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '../../src/booking/record';
import { bookingKeyboard, CALLBACK_DATA_MAX_BYTES, encodeButton, parseButton, reasonsKeyboard, telegramKeyboard, type ButtonAction } from '../../src/server/services/notify/telegram/keyboard';
import type { BookingMessage } from '../../src/server/services/notify/message';

const LONGEST_ID = 999_999_999_999_999;

const callbacks = (keyboard: { inline_keyboard: { callback_data?: string }[][] }) =>
  keyboard.inline_keyboard.flat().flatMap((b) => (b.callback_data === undefined ? [] : [b.callback_data]));

const message = (type: string, status: string): BookingMessage => ({ type, subject: 's', text: 't', data: { id: 7, phone: '+84901234567', status } });

describe('the buttons of the owner’s Telegram notification', () => {
  it('offer Confirm, Decline and the number to copy on a new request', () => {
    const keyboard = bookingKeyboard({ id: 7, phone: '+84901234567', status: 'new' });
    expect(keyboard.inline_keyboard.flat().map((b) => b.text)).toEqual(['Confirm', 'Decline…', 'Copy +84901234567']);
    expect(callbacks(keyboard)).toEqual(['c:7', 'r:7']);
    // No tel: URL: Telegram refuses URL buttons other than http(s) and tg://.
    expect(keyboard.inline_keyboard.flat().some((b) => b.url !== undefined)).toBe(false);
    expect(keyboard.inline_keyboard.flat().at(-1)?.copy_text).toEqual({ text: '+84901234567' });
  });

  it('keep only the copy button once the booking is answered', () => {
    for (const status of ['confirmed', 'declined', 'cancelled', 'spam'] as const) {
      expect(callbacks(bookingKeyboard({ id: 7, phone: '+84901234567', status }))).toEqual([]);
    }
  });

  it('ask for a reason on Decline, with a way back', () => {
    expect(callbacks(reasonsKeyboard(7))).toEqual([...DECLINE_REASONS.map((r) => `d:7:${r}`), 'b:7']);
  });

  it('go on a new request only; what the visitor did comes without buttons', () => {
    expect(callbacks(telegramKeyboard(message('booking.created', 'new')) ?? { inline_keyboard: [] })).toEqual(['c:7', 'r:7']);
    expect(telegramKeyboard(message('booking.cancelled', 'cancelled'))).toBeUndefined();
    expect(telegramKeyboard(message('booking.confirmed', 'confirmed'))).toBeUndefined();
    // Answered in the admin before the outbox sent it: nothing left to tap but the number.
    expect(callbacks(telegramKeyboard(message('booking.created', 'confirmed')) ?? { inline_keyboard: [] })).toEqual([]);
  });

  it('fit Telegram’s 64-byte callback_data even for the largest id', () => {
    const all = [...callbacks(bookingKeyboard({ id: LONGEST_ID, phone: '+84901234567', status: 'new' })), ...callbacks(reasonsKeyboard(LONGEST_ID))];
    for (const data of all) expect(Buffer.byteLength(data)).toBeLessThanOrEqual(CALLBACK_DATA_MAX_BYTES);
  });
});

describe('callback data', () => {
  const actions: ButtonAction[] = [
    { kind: 'confirm', id: 1 },
    { kind: 'reasons', id: 42 },
    { kind: 'back', id: LONGEST_ID },
    ...DECLINE_REASONS.map((reason) => ({ kind: 'decline' as const, id: 3, reason })),
  ];

  it.each(actions)('reads back what the keyboard wrote: %o', (action) => {
    expect(parseButton(encodeButton(action))).toEqual(action);
  });

  it.each(['', 'c', 'c:', 'c:0', 'c:01', 'c:-1', 'c:1.5', 'c:1:x', 'x:1', 'd:1', 'd:1:nope', 'd:1:fully_booked:x', 'C:1', ' c:1', 'c:1\n', 'c:1234567890123456', 'd:1:__proto__'])(
    'refuses %j',
    (data) => {
      expect(parseButton(data)).toBeUndefined();
    },
  );

  it('takes linear time on 64 KB of near-misses', () => {
    const started = performance.now();
    for (const data of [`d:1:${'a'.repeat(64 * 1024)}`, `c:${'1'.repeat(64 * 1024)}`, `${'d:1:'.repeat(16 * 1024)}`]) expect(parseButton(data)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(250);
  });
});
