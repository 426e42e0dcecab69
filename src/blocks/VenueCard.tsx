import { telHref } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { ResolvedImage } from './images';
import { pickTextOrMoney } from './money';
import { Rating } from './Rating';
import type { VenueData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface VenueCardProps {
  venue: VenueData;
  headingId: string;
  image: ResolvedImage | undefined;
  locale: Locale;
  t: BlockT;
}

/** One venue: optional photo, rank and name, highlight, the facts as a list of terms, features. */
export function VenueCard({ venue, headingId, image, locale, t }: VenueCardProps) {
  const area = pickOptionalText(venue.area, locale);
  return (
    <article className="venue-card" aria-labelledby={headingId}>
      {image ? (
        <img
          className="venue-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          width={image.width}
          height={image.height}
          alt={pickOptionalText(venue.imageAlt, locale) ?? ''}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3 className="venue-card__name" id={headingId}>
        {venue.rank === undefined ? null : (
          <span className="venue-card__rank">{t('block.rankNumber', { rank: venue.rank })}</span>
        )}
        {pickText(venue.name, locale)}
      </h3>
      <p className="venue-card__highlight">{pickText(venue.highlight, locale)}</p>
      <dl className="venue-card__facts">
        <div>
          <dt>{t('block.address')}</dt>
          <dd>{pickText(venue.address, locale)}</dd>
        </div>
        {area === undefined ? null : (
          <div>
            <dt>{t('block.area')}</dt>
            <dd>{area}</dd>
          </div>
        )}
        <div>
          <dt>{t('block.priceRange')}</dt>
          <dd>{pickTextOrMoney(venue.priceRange, locale)}</dd>
        </div>
        <div>
          <dt>{t('block.rating')}</dt>
          <dd>
            <Rating value={venue.rating} locale={locale} t={t} />
          </dd>
        </div>
        {venue.phone === undefined ? null : (
          <div>
            <dt>{t('block.phone')}</dt>
            <dd>
              <a href={telHref(venue.phone)}>{venue.phone}</a>
            </dd>
          </div>
        )}
      </dl>
      {venue.features.length > 0 ? (
        <ul className="venue-card__features" aria-label={t('block.features')}>
          {venue.features.map((feature, i) => (
            <li key={i}>{pickText(feature, locale)}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
