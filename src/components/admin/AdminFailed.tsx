import { bookingReference } from '../../booking/reference';
import type { Translate } from '../../i18n/t';

/** Where the operator's guide says how to set up the owner's notifications. */
export const NOTIFICATIONS_GUIDE = 'docs/operator-guide.md#notifications';

export interface AdminFailedProps {
  t: Translate;
  /** A booking's notification, or the owner's daily agenda (no booking; `about` is its day). */
  rows: { id: number; booking_id: number | null; about: string | null; channel: string; attempts: number; last_error: string | null }[];
  /** Which of the owner's own channels the server's settings switch on. */
  channels: { email: boolean; telegram: boolean };
}

/**
 * Notifications that failed for good; with none, and a channel of the owner's not set up, one
 * line that says what is set up and what is not (a "none failed" would only mean none was sent).
 */
export function AdminFailed({ t, rows, channels }: AdminFailedProps) {
  if (rows.length === 0 && !(channels.email && channels.telegram)) {
    const names = (['email', 'telegram'] as const).map((c) => ({ on: channels[c], name: t(`admin.channels.${c}`) }));
    const list = (on: boolean) => names.filter((n) => n.on === on).map((n) => n.name).join(', ') || t('admin.channels.none');
    return (
      <p className="admin-channels">
        {t('admin.channels.status', { on: list(true), off: list(false), doc: NOTIFICATIONS_GUIDE })}
      </p>
    );
  }
  return (
    <section aria-labelledby="admin-failed">
      <h2 id="admin-failed">{t('admin.failedNotifications')}</h2>
      {rows.length === 0 ? (
        <p>{t('admin.noneFailed')}</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>
              {r.booking_id === null ? t('admin.failedAgenda', { day: r.about ?? '' }) : bookingReference(r.booking_id)} · {t('admin.colChannel')}: {r.channel} · {t('admin.colAttempts')}: {r.attempts} ·{' '}
              {t('admin.colError')}: {r.last_error ?? '—'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
