import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate, UIKey } from '../../i18n/t';

export interface AdminTrailProps {
  t: Translate;
  locale: Locale;
  /** The filter's kinds (src/server/services/admin/trail.ts, TRAIL_KINDS). */
  kinds: readonly string[];
  rows: { id: number; at: string; actor: string; kind: string; subject: string | null; outcome: string; client: string | null }[];
  actors: string[];
  filter: { actor?: string | undefined; kind?: string | undefined };
  /** The admin's language when the address named one: kept on the form. */
  lang: string | undefined;
  csvHref: string;
}

const kindLabel = (t: Translate, kind: string) => t(`trail.kind.${kind}` as UIKey);
const outcomeLabel = (t: Translate, outcome: string) => t(`trail.outcome.${outcome}` as UIKey);

/** Who did what in the back office, newest first: a list that reads on a 360 px phone, with two filters and the CSV. */
export function AdminTrail({ t, locale, kinds, rows, actors, filter, lang, csvHref }: AdminTrailProps) {
  return (
    <>
      <form method="get" action="/admin/trail" className="admin-filter">
        {lang ? <input type="hidden" name="lang" value={lang} /> : null}
        <label>
          {t('trail.filterActor')}
          <select name="actor" defaultValue={filter.actor ?? ''}>
            <option value="">{t('trail.everyone')}</option>
            {actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor === '—' ? t('trail.failedSignIn') : actor}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('trail.filterKind')}
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{t('trail.everything')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel(t, kind)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--light">
          {t('trail.apply')}
        </button>
        <a href={csvHref}>{t('trail.csv')}</a>
      </form>
      {rows.length === 0 ? (
        <p>{t('trail.empty')}</p>
      ) : (
        <ol className="admin-trail">
          {rows.map((row) => (
            <li key={row.id}>
              <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time> · <strong>{row.actor === '—' ? t('trail.failedSignIn') : row.actor}</strong>
              {` · ${[kindLabel(t, row.kind), row.subject, outcomeLabel(t, row.outcome), row.client ? t('trail.from', { client: row.client }) : undefined].filter(Boolean).join(' · ')}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
