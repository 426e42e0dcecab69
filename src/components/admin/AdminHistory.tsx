import type { BookingEventRecord } from '../../booking/record';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';
import { actorLabel, eventDetail, eventLabel, formatReceived } from './admin-view';

export interface AdminHistoryProps {
  t: Translate;
  locale: Locale;
  /** The booking's history lines, oldest first. */
  events: readonly BookingEventRecord[];
}

/** What happened to a booking, by whom and when (on the spa's clock), folded away until asked for. */
export function AdminHistory({ t, locale, events }: AdminHistoryProps) {
  if (events.length === 0) return null;
  return (
    <details className="admin-history">
      <summary>{t('admin.history', { count: events.length })}</summary>
      <ol>
        {events.map((e) => {
          const detail = eventDetail(t, e.detail, locale);
          return (
            <li key={e.id}>
              <time dateTime={e.at}>{formatReceived(e.at, locale)}</time> · {actorLabel(t, e.actor)} · {eventLabel(t, e.action)}
              {detail === undefined ? null : ` · ${detail}`}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
