import type { Translate } from '../../i18n/t';

export interface AdminFailedProps {
  t: Translate;
  rows: { id: number; booking_id: number; channel: string; attempts: number; last_error: string | null }[];
}

export function AdminFailed({ t, rows }: AdminFailedProps) {
  return (
    <section aria-labelledby="admin-failed">
      <h2 id="admin-failed">{t('admin.failedNotifications')}</h2>
      {rows.length === 0 ? (
        <p>{t('admin.noneFailed')}</p>
      ) : (
        <ul>
          {rows.map((r) => (
            <li key={r.id}>
              #{r.booking_id} · {t('admin.colChannel')}: {r.channel} · {t('admin.colAttempts')}: {r.attempts} ·{' '}
              {t('admin.colError')}: {r.last_error ?? '—'}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
