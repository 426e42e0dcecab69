import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import { Rating } from './Rating';
import type { TestimonialsData } from './schemas';
import { pickOptionalText, pickText, type BlockT } from './text';

export interface TestimonialsProps {
  id: string;
  data: TestimonialsData;
  locale: Locale;
  t: BlockT;
}

const SEPARATOR = ' · ';

/** Guest reviews as quotations with their star rating; all plain text (React escapes it). */
export function Testimonials({ id, data, locale, t }: TestimonialsProps) {
  return (
    <BlockSection id={id} kind="testimonials" title={pickOptionalText(data.title, locale)}>
      <ul className="testimonials">
        {data.items.map((item, i) => {
          const about = [
            item.age === undefined ? undefined : t('block.age', { age: item.age }),
            pickOptionalText(item.job, locale),
          ].filter((part) => part !== undefined);
          return (
            <li key={i}>
              <figure className="testimonial">
                <Rating value={item.rating} locale={locale} t={t} />
                <blockquote className="testimonial__text">
                  <p>{pickText(item.text, locale)}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__name">{pickText(item.name, locale)}</span>
                  {about.length > 0 ? <span className="testimonial__about">{about.join(SEPARATOR)}</span> : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
