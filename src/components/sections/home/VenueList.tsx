import { guideOf, LOCATIONS_VISIBLE, type AreaGuide, type Venue } from '../../../config/home-schema';
import type { Locale } from '../../../i18n/locales';
import type { Translate } from '../../../i18n/t';
import { Icon } from '../../ui/Icon';
import { VenueItem } from './VenueItem';

const NEW_TAB_NOTE = 'venue-new-tab';

export interface VenueListProps {
  locale: Locale;
  t: Translate;
  venues: readonly Venue[];
  /** Our area guides; each venue links to its district's. */
  guides: readonly AreaGuide[];
}

/**
 * The ranked top list: the first entries in view, the rest inside a native <details> that opens
 * without JavaScript (and that the browser's find-in-page opens by itself).
 */
export function VenueList({ locale, t, venues, guides }: VenueListProps) {
  const shown = venues.slice(0, LOCATIONS_VISIBLE);
  const more = venues.slice(LOCATIONS_VISIBLE);
  return (
    <div className="venue-top" id="top-list">
      <h3 id="top-list-title">{t('home.top.title', { count: venues.length })}</h3>
      <p className="venue-top__lead">{t('home.top.lead')}</p>
      <span id={NEW_TAB_NOTE} hidden>
        {t('home.newTab')}
      </span>
      <ol className="venue-list" aria-labelledby="top-list-title">
        {shown.map((venue, i) => (
          <VenueItem key={venue.name} venue={venue} rank={i + 1} guide={guideOf(venue, guides)} locale={locale} t={t} newTabNoteId={NEW_TAB_NOTE} />
        ))}
      </ol>
      {more.length > 0 ? (
        <details className="venue-more">
          <summary className="btn btn--light">
            <span className="venue-more__open">{t('home.top.more', { count: more.length })}</span>
            <span className="venue-more__close">{t('home.top.less')}</span>
            <Icon name="chevron" size={18} />
          </summary>
          <ol className="venue-list" start={LOCATIONS_VISIBLE + 1} aria-label={t('home.top.moreLabel', { from: LOCATIONS_VISIBLE + 1, to: venues.length })}>
            {more.map((venue, i) => (
              <VenueItem key={venue.name} venue={venue} rank={LOCATIONS_VISIBLE + i + 1} guide={guideOf(venue, guides)} locale={locale} t={t} newTabNoteId={NEW_TAB_NOTE} />
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
