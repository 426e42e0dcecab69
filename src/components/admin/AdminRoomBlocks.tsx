import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { clockText } from '../../utils/time-zone';
import { BookingField } from '../booking/BookingField';
import { formatAppointment, formatReceived } from './admin-view';

/** A block as the page lists it (a row of room_blocks). */
export interface ListedBlock {
  id: number;
  room: string;
  count: number;
  date: string;
  time: string;
  minutes: number;
  reason: string;
  created_by: string;
  created_at: string;
}

export interface AdminRoomBlocksProps {
  t: Translate;
  locale: Locale;
  langQuery: string;
  /** The room kinds with their count and name in the admin's language. */
  rooms: readonly { id: string; count: number; name: string }[];
  blocks: readonly ListedBlock[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string | undefined>>;
}

const endOf = (b: Pick<ListedBlock, 'time' | 'minutes'>) => clockText(Number(b.time.slice(0, 2)) * 60 + Number(b.time.slice(3, 5)) + b.minutes);

/** The upcoming room blocks, each with its remove button, then the form that sets one (no JavaScript needed). */
export function AdminRoomBlocks({ t, locale, langQuery, rooms, blocks, values, errors }: AdminRoomBlocksProps) {
  const nameOf = (id: string) => rooms.find((r) => r.id === id)?.name ?? id;
  const when = (b: ListedBlock) => `${formatAppointment(b.date, b.time, locale)}–${endOf(b)}`;
  return (
    <>
      <section aria-labelledby="room-blocks-upcoming">
        <h2 id="room-blocks-upcoming">{t('roomBlock.upcoming')}</h2>
        {blocks.length === 0 ? (
          <p>{t('roomBlock.none')}</p>
        ) : (
          <ul className="admin-blocks">
            {blocks.map((b) => {
              const what = t('roomBlock.entry', { room: nameOf(b.room), count: b.count, when: when(b) });
              return (
                <li key={b.id} className="admin-blocks__item">
                  <p>
                    <strong>{what}</strong>
                  </p>
                  <p>{b.reason}</p>
                  <p className="admin-hint">{t('roomBlock.by', { who: b.created_by, at: formatReceived(b.created_at, locale) })}</p>
                  <form method="post" action={`/admin/rooms/remove${langQuery}`}>
                    <input type="hidden" name="id" value={b.id} />
                    <button type="submit" className="btn btn--light" aria-label={t('roomBlock.removeLabel', { what })}>
                      {t('roomBlock.remove')}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="room-blocks-new">
        <h2 id="room-blocks-new">{t('roomBlock.new')}</h2>
        <form method="post" action={`/admin/rooms${langQuery}`} className="booking-form">
          <BookingField
            name="room"
            label={t('roomBlock.room')}
            required={t('booking.required')}
            choices={{ none: t('roomBlock.roomChoose'), options: rooms.filter((r) => r.count > 0).map((r) => ({ id: r.id, label: `${r.name} (${r.count})` })) }}
            defaultValue={values['room']}
            error={errors['room']}
          />
          <BookingField
            name="count"
            label={t('roomBlock.count')}
            required={t('booking.required')}
            hint={t('roomBlock.countHint', { list: rooms.map((r) => `${r.name} ${r.count}`).join(', ') })}
            defaultValue={values['count']}
            maxLength={2}
            error={errors['count']}
          />
          <BookingField name="date" label={t('roomBlock.date')} required={t('booking.required')} type="date" defaultValue={values['date']} error={errors['date']} />
          <div className="booking-form__row">
            <BookingField name="from" label={t('roomBlock.from')} required={t('booking.required')} hint={t('roomBlock.timeHint')} maxLength={5} defaultValue={values['from']} error={errors['from']} />
            <BookingField name="to" label={t('roomBlock.to')} required={t('booking.required')} hint={t('roomBlock.timeHint')} maxLength={5} defaultValue={values['to']} error={errors['to']} />
          </div>
          <BookingField name="reason" label={t('roomBlock.reason')} required={t('booking.required')} hint={t('roomBlock.reasonHint')} maxLength={200} defaultValue={values['reason']} error={errors['reason']} />
          <button type="submit" className="btn btn--primary">
            {t('roomBlock.submit')}
          </button>
        </form>
      </section>
    </>
  );
}
