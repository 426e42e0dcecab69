import type { BookingRecord } from '../../booking/record';
import { bookingReference } from '../../booking/reference';
import { canMove } from '../../booking/transitions';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { formatAppointment } from './admin-view';

export interface AdminChangeAskProps {
  t: Translate;
  locale: Locale;
  booking: Pick<BookingRecord, 'id' | 'status' | 'date' | 'time' | 'change_date' | 'change_time'>;
  /** Where the forms post: /admin/status with the current view's query. */
  action: string;
}

/**
 * The visitor's ask for another time on the booking's card (issue 38): the old time → the time
 * asked, and the owner's two answers. One plain form, so it works without JavaScript; the time
 * asked goes with the answer, so a page left open never answers a later ask it does not show
 * (src/server/services/booking/transition.ts refuses it as changed meanwhile).
 */
export function AdminChangeAsk({ t, locale, booking: b, action }: AdminChangeAskProps) {
  if (!b.change_date || !b.change_time || !canMove('accept_change', b.status, 'admin', true)) return null;
  const id = Number(b.id);
  const labelId = `change-${id}`;
  return (
    <form method="post" action={action} className="admin-change" aria-labelledby={labelId}>
      <p id={labelId} className="admin-change__asks">
        <span className="visually-hidden">{t('change.admin.label', { ref: bookingReference(id) })}: </span>
        {t('change.admin.asks', { from: formatAppointment(b.date, b.time, locale), to: formatAppointment(b.change_date, b.change_time, locale) })}
      </p>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="date" value={b.change_date} />
      <input type="hidden" name="time" value={b.change_time} />
      <div className="admin-moves__buttons">
        <button type="submit" name="action" value="accept_change" className="btn btn--light admin-move admin-move--accept_change">
          {t('admin.move.accept_change')}
        </button>
        <button type="submit" name="action" value="decline_change" className="btn btn--light admin-move admin-move--decline_change">
          {t('admin.move.decline_change')}
        </button>
      </div>
    </form>
  );
}
