import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

interface Choice {
  value: string;
  label: string;
}

export interface AdminTrailProps {
  t: Translate;
  locale: Locale;
  /** The filters' choices, in the admin's words (src/server/web/admin/trail-list.ts). */
  kinds: Choice[];
  actors: Choice[];
  rows: { id: number; at: string; actor: string; detail: string }[];
  filter: { actor?: string | undefined; kind?: string | undefined };
  /** The admin's language when the address named one: kept on the form. */
  lang: string | undefined;
  csvHref: string;
}

/** Who did what in the back office, newest first: a list that reads on a 360 px phone, with two filters and the CSV. */
export function AdminTrail({ t, locale, kinds, rows, actors, filter, lang, csvHref }: AdminTrailProps) {
  const select = (name: string, label: string, all: string, choices: Choice[], value: string | undefined) => (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <form method="get" action="/admin/trail" className="admin-filter">
        {lang ? <input type="hidden" name="lang" value={lang} /> : null}
        {select('actor', t('trail.filterActor'), t('trail.everyone'), actors, filter.actor)}
        {select('kind', t('trail.filterKind'), t('trail.everything'), kinds, filter.kind)}
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
              <time dateTime={row.at}>{formatDateTime(row.at, locale)}</time> · <strong>{row.actor}</strong>
              {` · ${row.detail}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
