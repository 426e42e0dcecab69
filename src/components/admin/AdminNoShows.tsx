import type { Translate } from '../../i18n/t';

export interface AdminNoShowsProps {
  t: Translate;
  /** How many of this phone number's earlier visits were no-shows (src/server/services/booking/no-shows.ts). */
  count: number | undefined;
}

/** "2 earlier no-shows", beside the phone number: told, never a block on the request. */
export function AdminNoShows({ t, count }: AdminNoShowsProps) {
  if (!count) return null;
  return (
    <p className="admin-row__no-shows">
      <strong className="admin-chip admin-chip--no_show">{count === 1 ? t('noShow.one') : t('noShow.many', { count })}</strong>
    </p>
  );
}
