import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdminBookingRow } from '../../src/components/admin/AdminBookingRow';
import { AdminMoves } from '../../src/components/admin/AdminMoves';
import { BOOKING_STATUSES, DECLINE_REASONS, type BookingEventRecord, type BookingRecord, type BookingStatus } from '../../src/booking/record';
import type { BookingAction } from '../../src/booking/transitions';
import { LOCALES } from '../../src/i18n/locales';
import { createT } from '../../src/i18n/t';
import { count } from '../support/html';

const en = createT('en');
const ko = createT('ko');
const ACTION = '/admin/status?sort=received';

const booking = (patch: Partial<BookingRecord> = {}): BookingRecord => ({
  id: 42,
  created_at: '2026-11-24T04:11:05.000Z',
  locale: 'vi',
  name: 'Nguyễn <b>An</b>',
  phone: '+84901234567',
  service_option: 'thai-90',
  date: '2026-11-28',
  time: '17:45',
  notes: '',
  status: 'new',
  idempotency_key: null,
  request_hash: 'x',
  contact_method: null,
  contact_handle: null,
  proposed_date: null,
  proposed_time: null,
  decline_reason: null,
  decline_message: null,
  source: 'site',
  ...patch,
});

const KEEP = '/admin?sort=received#booking-42';
const moves = (status: BookingStatus) => renderToStaticMarkup(<AdminMoves t={en} booking={booking({ status })} action={ACTION} today="2026-11-24" keepHref={KEEP} />);
/** Each `<name …>` opening tag's attributes, in document order (React orders attributes its own way). */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((m) => Object.fromEntries([...(m[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));
/** The moves a rendering offers: its submit buttons' actions, then the actions of the forms that post one in a hidden field. */
const offered = (html: string) => [...tags(html, 'button'), ...tags(html, 'input')].filter((a) => a['name'] === 'action').map((a) => a['value']);

const LABELS = { when: 'When', phone: 'Phone', service: 'Course', language: 'Language', notes: 'Notes', received: 'Received', status: 'Status' };
const row = (b: BookingRecord, history: BookingEventRecord[] = [], t = en, locale: 'en' | 'ko' = 'en') =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <AdminBookingRow t={t} locale={locale} booking={b} history={history} past={false} labels={LABELS} statusAction={ACTION} today="2026-11-24" viewHref="/admin?sort=received" />
      </tbody>
    </table>,
  );

/**
 * What the owner may do from each state (the buttons first, then declining and proposing); a new
 * state must be added here. The buttons keep one order (issue 40): the move forward first, Cancel
 * always last, so after a confirm Cancel does not land where Confirm was.
 */
const OFFERS: Record<BookingStatus, BookingAction[]> = {
  new: ['confirm', 'spam', 'cancel', 'decline', 'propose'],
  proposed: ['cancel', 'decline', 'propose'],
  confirmed: ['done', 'no_show', 'cancel', 'propose'],
  declined: [],
  cancelled: [],
  done: [],
  no_show: [],
  spam: [],
};

describe("the owner's moves in a booking row", () => {
  it.each(BOOKING_STATUSES.map((s) => [s]))('offers from %s only the moves the table allows the admin', (status) => {
    expect(offered(moves(status))).toEqual(OFFERS[status]);
  });

  it('posts plain forms to the view-keeping action, each naming the booking', () => {
    const html = moves('new');
    const form = { method: 'post', action: ACTION };
    expect(tags(html, 'form')).toEqual([{ ...form, class: 'admin-moves__buttons' }, form, form]);
    expect(tags(html, 'input').filter((a) => a['name'] === 'id')).toEqual(Array(3).fill({ type: 'hidden', name: 'id', value: '42' }));
    expect(html).toMatch(new RegExp(`value="confirm"[^>]*>${en('admin.move.confirm')}</button>`));
  });

  it('labels every input: the reason list and the proposed date and time, in the owner language', () => {
    const html = renderToStaticMarkup(<AdminMoves t={ko} booking={booking({ status: 'new' })} action={ACTION} today="2026-11-24" keepHref={KEEP} />);
    // Each visible control sits inside its label, right after the label's text.
    expect(html).toMatch(/<label>거절 사유<select [^>]*name="reason"[^>]*><option value="" selected="">사유를 고르세요<\/option>/);
    for (const reason of DECLINE_REASONS) expect(html).toContain(`<option value="${reason}">${ko(`admin.reason.${reason}`)}</option>`);
    expect(html).toContain(`<label>${ko('admin.inSpaTime', { label: ko('admin.proposeDate') })}<input `);
    expect(html).toContain(`<label>${ko('admin.inSpaTime', { label: ko('admin.proposeTime') })}<input `);
    const visible = tags(html, 'input').filter((a) => a['type'] !== 'hidden');
    expect(visible).toEqual([
      { type: 'date', required: '', min: '2026-11-24', name: 'date', value: '2026-11-28' },
      { type: 'time', required: '', name: 'time', value: '17:45' },
    ]);
    expect(html).toContain(`<label>${ko('admin.declineMessage')}<textarea name="message" rows="3" maxLength="500" aria-describedby="decline-hint-42"></textarea></label>`);
    expect(html).toContain(`<p id="decline-hint-42" class="admin-move-form__hint">${ko('admin.declineMessageHint', { max: 500 })}</p>`);
    expect(count(html, '<label>')).toBe(4);
  });

  it('opens the decline form again with the reason and the message typed when the message was too long, marked invalid and saying why', () => {
    const typed = `<b>${'가'.repeat(520)}</b>\n둘째 줄`;
    const html = renderToStaticMarkup(<AdminMoves t={ko} booking={booking({ status: 'new' })} action={ACTION} today="2026-11-24" keepHref={KEEP} declineRetry={{ reason: 'closed', message: typed }} />);
    expect(html).toMatch(/<details class="admin-move-form" open=""><summary>거절<\/summary>/);
    expect(html).toContain('<option value="closed" selected="">');
    expect(html).toContain(`aria-describedby="decline-error-42 decline-hint-42" aria-invalid="true">&lt;b&gt;${'가'.repeat(520)}&lt;/b&gt;\n둘째 줄</textarea>`);
    expect(html).toContain(`<p id="decline-error-42" class="admin-move-form__error">${ko('admin.declineMessageTooLong', { max: 500 })}</p>`);
    expect(html).not.toContain('<b>');
    // The proposal's form stays closed.
    expect(count(html, 'open=""')).toBe(1);
  });

  it('opens the proposal form again with what was typed when it was refused', () => {
    const html = renderToStaticMarkup(<AdminMoves t={en} booking={booking({ status: 'new' })} action={ACTION} today="2026-11-24" keepHref={KEEP} retry={{ date: '2026-12-01', time: '23:30' }} />);
    expect(html).toMatch(/<details class="admin-move-form" open="">/);
    expect(html).toContain('value="2026-12-01"');
    expect(html).toContain('value="23:30"');
  });

  it('starts a new proposal from the pending one', () => {
    const html = renderToStaticMarkup(<AdminMoves t={en} booking={booking({ status: 'proposed', proposed_date: '2026-11-29', proposed_time: '13:00' })} action={ACTION} today="2026-11-24" keepHref={KEEP} />);
    expect(html).toContain('value="2026-11-29"');
    expect(html).toContain('value="13:00"');
  });

  it('has a translation for every move, reason and actor in every language', () => {
    for (const locale of LOCALES) {
      const t = createT(locale);
      for (const status of BOOKING_STATUSES) expect(renderToStaticMarkup(<AdminMoves t={t} booking={booking({ status })} action={ACTION} today="2026-11-24" keepHref={KEEP} />)).not.toContain('admin.');
    }
  });
});

describe('a booking row', () => {
  it('shows the status, the contact preference and a pending proposal, escaping what the visitor typed', () => {
    const html = row(booking({ status: 'proposed', contact_method: 'zalo', contact_handle: '<script>0901</script>', proposed_date: '2026-11-29', proposed_time: '13:00' }));
    expect(html).toContain(`<strong class="admin-chip admin-chip--proposed">${en('admin.status.proposed')}</strong>`);
    expect(html).toContain('Preferred contact: Zalo · &lt;script&gt;0901&lt;/script&gt;');
    expect(html).toContain('Proposed: Sun, 11/29/2026 13:00');
    expect(html).toContain('Nguyễn &lt;b&gt;An&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it('shows a decline reason, and no moves once the booking is closed', () => {
    const html = row(booking({ status: 'declined', decline_reason: 'fully_booked' }));
    expect(html).toContain(`${en('admin.status.declined')}</strong> · Reason: Fully booked`);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('admin-row__message');
  });

  it("shows the owner's message to the guest under the reason, as text with its line breaks", () => {
    const html = row(booking({ status: 'declined', decline_reason: 'fully_booked', decline_message: 'Kín lịch <i>tối nay</i>.\nMời quay lại ngày mai.' }), [], ko, 'ko');
    expect(html).toContain(
      `<div class="admin-row__message"><p class="admin-row__message-label">${ko('admin.declineMessageShown')}</p><p class="admin-row__message-text">Kín lịch &lt;i&gt;tối nay&lt;/i&gt;.\nMời quay lại ngày mai.</p></div>`,
    );
    expect(html).not.toContain('<i>');
  });

  it('folds the history under the row: when on the spa clock, who, what, and the detail', () => {
    const history: BookingEventRecord[] = [
      { id: 1, booking_id: 42, at: '2026-11-24T05:00:00.000Z', action: 'propose', actor: 'admin', from_status: 'new', to_status: 'proposed', detail: '2026-11-29 13:00' },
      { id: 2, booking_id: 42, at: '2026-11-24T06:30:00.000Z', action: 'accept', actor: 'visitor', from_status: 'proposed', to_status: 'confirmed', detail: null },
      { id: 3, booking_id: 42, at: '2026-11-24T07:00:00.000Z', action: 'decline', actor: 'telegram', from_status: 'new', to_status: 'declined', detail: 'closed' },
    ];
    const html = row(booking({ status: 'confirmed' }), history, ko, 'ko');
    expect(html).toContain(`<details class="admin-history"><summary>${ko('admin.history', { count: 3 })}</summary><ol>`);
    expect(html).toContain('<time dateTime="2026-11-24T05:00:00.000Z">2026. 11. 24. 12:00</time> · 관리자 · 다른 시간 제안 · 2026. 11. 29. (일) 13:00');
    expect(html).toContain('2026. 11. 24. 13:30</time> · 고객 · 제안 수락</li>');
    expect(html).toContain('· 텔레그램 · 거절 · 영업하지 않는 시간');
    expect(row(booking())).not.toContain('admin-history');
  });
});

describe('a move that cannot be undone asks first (issue 40)', () => {
  it.each([['cancel', 'new'], ['spam', 'new'], ['no_show', 'confirmed'], ['cancel', 'confirmed']] as const)(
    'shows the question for %s from %s in the card, in the owner language, with Yes (confirm=1) and a way back',
    (move, status) => {
      const html = renderToStaticMarkup(<AdminMoves t={ko} booking={booking({ status })} action={ACTION} today="2026-11-24" keepHref={KEEP} ask={move} />);
      expect(html).toContain(`<p id="ask-42" class="admin-ask__question">${ko(`admin.ask.${move}`, { ref: 'KS-0042', name: 'Nguyễn &lt;b&gt;An&lt;/b&gt;' })}</p>`);
      expect(html).toContain('KS-0042');
      expect(html).not.toContain('<b>');
      expect(tags(html, 'form')).toEqual([{ method: 'post', action: ACTION, class: 'admin-ask', 'aria-labelledby': 'ask-42' }]);
      expect(tags(html, 'input')).toEqual([
        { type: 'hidden', name: 'id', value: '42' },
        { type: 'hidden', name: 'action', value: move },
        { type: 'hidden', name: 'confirm', value: '1' },
      ]);
      expect(html).toMatch(new RegExp(`<button type="submit" class="btn admin-ask__yes">${ko(`admin.yes.${move}`)}</button>`));
      expect(html).toContain(`<a class="btn btn--light" href="${KEEP}">${ko('admin.keep')}</a>`);
      // Only the question: no other move can be pressed by mistake while it is asked.
      expect(offered(html)).toEqual([move]);
    },
  );

  it('shows the buttons again when the asked move is no longer allowed (the booking moved meanwhile)', () => {
    const html = renderToStaticMarkup(<AdminMoves t={en} booking={booking({ status: 'confirmed' })} action={ACTION} today="2026-11-24" keepHref={KEEP} ask="spam" />);
    expect(html).not.toContain('admin-ask');
    expect(offered(html)).toEqual(OFFERS.confirmed);
  });
});

describe('the reference and the guest hand-off in a row (issue 40)', () => {
  it('names the booking by the reference the visitor reads, never "#42"', () => {
    const html = row(booking());
    expect(html).toContain('<span class="admin-row__ref">KS-0042</span>');
    expect(html).not.toContain('#42');
    expect(html).toContain('id="booking-42"');
  });

  it('says the guest is not told yet and offers Zalo, KakaoTalk and SMS with the message in the guest language', () => {
    const b = booking({ status: 'confirmed', locale: 'vi', contact_method: 'kakao', contact_handle: 'an<kakao>' });
    const message = 'Kingstone Spa xác nhận lịch KS-0042 & "hẹn"';
    const html = renderToStaticMarkup(
      <table>
        <tbody>
          <AdminBookingRow
            t={ko}
            locale="ko"
            booking={b}
            history={[]}
            past={false}
            labels={LABELS}
            statusAction={ACTION}
            today="2026-11-24"
            viewHref="/admin"
            guest={{ handoff: { locale: 'vi', message, ways: [{ channel: 'kakao', handle: 'an<kakao>' }, { channel: 'zalo', href: 'https://zalo.me/84901234567' }, { channel: 'sms', href: 'sms:+84901234567?&body=x%20y' }] } }}
          />
        </tbody>
      </table>,
    );
    expect(html).toContain(`<p class="admin-handoff__untold">${ko('admin.handoff.untold')}</p>`);
    expect(html).toContain(`<span class="admin-handoff__id">카카오톡 ID: an&lt;kakao&gt;</span>`);
    expect(html).toContain(`<a class="btn btn--light" href="https://zalo.me/84901234567" rel="noopener noreferrer">${ko('admin.handoff.zalo')}</a>`);
    expect(html).toContain(`<a class="btn btn--light" href="sms:+84901234567?&amp;body=x%20y">${ko('admin.handoff.sms')}</a>`);
    expect(html).toContain(`lang="vi" readOnly="" rows="4">Kingstone Spa xác nhận lịch KS-0042 &amp; &quot;hẹn&quot;</textarea>`);
    expect(html).toContain(ko('admin.handoff.message', { language: '베트남어' }));
  });

  it('says the guest is told when an e-mail goes out, and nothing for a booking that is not answered', () => {
    const told = renderToStaticMarkup(
      <table>
        <tbody>
          <AdminBookingRow t={en} locale="en" booking={booking({ status: 'confirmed' })} history={[]} past={false} labels={LABELS} statusAction={ACTION} today="2026-11-24" viewHref="/admin" guest={{ handoff: undefined }} />
        </tbody>
      </table>,
    );
    expect(told).toContain(en('admin.handoff.told'));
    expect(told).not.toContain('admin-handoff__untold');
    expect(row(booking())).not.toContain('admin-handoff');
  });
});
