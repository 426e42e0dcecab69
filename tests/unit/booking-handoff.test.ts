import { describe, expect, it } from 'vitest';
import { handoffMessage, handoffWays, messageWhen, type HandoffFacts } from '../../src/booking/handoff';
import { findOption, optionName } from '../../src/config/catalogue';
import { BUSINESS } from '../../src/config/business';
import { formatDuration } from '../../src/i18n/format';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { guestHandoffs } from '../../src/server/web/admin/bookings-list';
import type { BookingRecord } from '../../src/booking/record';

// The owner's hand-off after a confirm (issue 40): a message in the guest's language and the links that send it.
const URL_ = 'https://kingstonespa.vn/vi/booking/status/1-abc';
const facts = (patch: Partial<HandoffFacts> = {}): HandoffFacts => ({
  id: 1,
  phone: '+84901234567',
  service_option: 'couple-120',
  date: '2026-12-01',
  time: '14:30',
  status: 'confirmed',
  proposed_date: null,
  proposed_time: null,
  contact_method: null,
  contact_handle: null,
  ...patch,
});
const course = (locale: 'ko' | 'vi' | 'en') => {
  const found = findOption('couple-120');
  if (!found) throw new Error('couple-120 is not in the catalogue');
  return `${optionName(found.service, found.option, locale)} ${formatDuration(120, locale)}`;
};

describe('the message to the guest', () => {
  it('confirms in Vietnamese with the weekday, the reference, the course and the status link', () => {
    expect(messageWhen('2026-12-01', '14:30', 'vi')).toBe('Thứ Ba, 01/12/2026 14:30');
    expect(handoffMessage(facts(), 'vi', createT('vi'), URL_)).toBe(
      `${BUSINESS.name} xác nhận lịch KS-0001: Thứ Ba, 01/12/2026 14:30, ${course('vi')}. Hẹn gặp bạn! Xem lịch hẹn: ${URL_}`,
    );
  });

  it('names the proposed time, not the asked one, for a proposal; each language from its own dictionary', () => {
    const proposed = facts({ status: 'proposed', proposed_date: '2026-12-02', proposed_time: '18:00' });
    for (const locale of LOCALES) {
      const message = handoffMessage(proposed, locale, createT(locale), URL_);
      expect(message, locale).toContain(messageWhen('2026-12-02', '18:00', locale));
      expect(message, locale).not.toContain('14:30');
      expect(message, locale).toContain(course(locale));
      expect(message, locale).toContain(URL_);
    }
    expect(handoffMessage(proposed, 'ko', createT('ko'), URL_)).toMatch(/^.+입니다\. 요청하신 시간에는 어려워 예약 KS-0001에 /);
  });
});

describe('the ways to send it', () => {
  const message = 'Hẹn gặp bạn & "cảm ơn"';
  const encoded = encodeURIComponent(message);

  it('offers Zalo for a Vietnamese number and SMS with the message filled in', () => {
    expect(handoffWays(facts(), message)).toEqual([
      { channel: 'zalo', href: 'https://zalo.me/84901234567', handle: undefined },
      { channel: 'sms', href: `sms:+84901234567?&body=${encoded}` },
    ]);
  });

  it("puts the guest's own choice first: KakaoTalk by its ID (no link), Zalo at the number given for it", () => {
    expect(handoffWays(facts({ phone: '+821012345678', contact_method: 'kakao', contact_handle: ' lan_kim ' }), message)).toEqual([
      { channel: 'kakao', handle: 'lan_kim' },
      { channel: 'sms', href: `sms:+821012345678?&body=${encoded}` },
    ]);
    expect(handoffWays(facts({ phone: '+821012345678', contact_method: 'zalo', contact_handle: '0912 345 678' }), message)[0]).toEqual({ channel: 'zalo', href: 'https://zalo.me/84912345678', handle: undefined });
  });

  it('skips KakaoTalk without an ID, and writes an e-mail only to an address', () => {
    expect(handoffWays(facts({ contact_method: 'kakao', contact_handle: '' }), message).map((w) => w.channel)).toEqual(['zalo', 'sms']);
    expect(handoffWays(facts({ contact_method: 'email', contact_handle: 'lan@example.com' }), message)[0]).toEqual({
      channel: 'email',
      href: `mailto:lan%40example.com?subject=${encodeURIComponent(BUSINESS.name)}&body=${encoded}`,
      handle: 'lan@example.com',
    });
    expect(handoffWays(facts({ contact_method: 'email', contact_handle: 'not an address?cc=x@y' }), message).map((w) => w.channel)).toEqual(['zalo', 'sms']);
  });
});

describe("the list's hand-offs", () => {
  const record = (patch: Partial<BookingRecord>): BookingRecord => ({
    ...facts(),
    created_at: '2026-11-24T04:11:05.000Z',
    locale: 'vi',
    name: 'Lan',
    notes: '',
    idempotency_key: null,
    request_hash: 'x',
    decline_reason: null,
    decline_message: null,
    source: 'site',
    ...patch,
  });

  it('hands off confirmed and proposed bookings still ahead, says "told" when an e-mail goes out, and nothing for the rest', () => {
    const guests = guestHandoffs(
      [
        record({ id: 1 }),
        record({ id: 2, status: 'new' }),
        record({ id: 3, contact_method: 'email', contact_handle: 'lan@example.com' }),
        record({ id: 4, date: '2026-11-01' }),
        record({ id: 5, locale: 'en', status: 'proposed', proposed_date: '2026-12-03', proposed_time: '10:00' }),
      ],
      true,
      '2026-11-24',
    );
    expect([...guests.keys()]).toEqual([1, 3, 5]);
    expect(guests.get(3)).toEqual({ handoff: undefined });
    expect(guests.get(1)?.handoff?.message).toMatch(/^.+ xác nhận lịch KS-0001: /);
    expect(guests.get(1)?.handoff?.message).toMatch(/\/vi\/booking\/status\/1-[\w-]{22}$/);
    expect(guests.get(5)?.handoff).toMatchObject({ locale: 'en', message: expect.stringContaining('/en/booking/status/5-') });
    // Without mail set up, the guest who chose e-mail is not told either.
    expect(guestHandoffs([record({ id: 3, contact_method: 'email', contact_handle: 'lan@example.com' })], false, '2026-11-24').get(3)?.handoff?.ways[0]?.channel).toBe('email');
  });
});
