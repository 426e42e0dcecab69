import type { Locale } from '../i18n/locales';
import { localizePath } from '../i18n/routing';
import { Icon } from '../components/ui/Icon';
import type { RelatedLinksData } from './schemas';
import { blockDomId, pickOptionalText, pickText, type BlockT } from './text';

export interface RelatedLinksProps {
  id: string;
  data: RelatedLinksData;
  locale: Locale;
  t: BlockT;
}

/** Further reading: site paths localized to the page's language, outside links marked as such. */
export function RelatedLinks({ id, data, locale, t }: RelatedLinksProps) {
  const title = pickOptionalText(data.title, locale);
  const headingId = blockDomId(id, 'title');
  return (
    <nav
      className="block block--related related-links"
      id={blockDomId(id)}
      aria-labelledby={title === undefined ? undefined : headingId}
      aria-label={title === undefined ? t('block.related') : undefined}
    >
      {title === undefined ? null : (
        <h2 className="block__title" id={headingId}>
          {title}
        </h2>
      )}
      <ul className="related-links__list">
        {data.links.map((link, i) => {
          const external = link.href.startsWith('https:');
          const description = pickOptionalText(link.description, locale);
          return (
            <li key={i} className="related-links__item">
              <a href={external ? link.href : localizePath(link.href, locale)} rel={external ? 'noopener' : undefined}>
                {pickText(link.title, locale)}
                {external ? <Icon name="external" size={16} /> : null}
                {external ? <span className="visually-hidden">{t('block.external')}</span> : null}
              </a>
              {description === undefined ? null : <p>{description}</p>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
