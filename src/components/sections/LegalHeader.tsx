import { formatDate, isoDateInSpaZone } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Translate } from '../../i18n/t';

export interface LegalHeaderProps {
  title: string;
  updated: Date;
  /** The language of the legal text (its date line matches it). */
  locale: Locale;
  t: Translate;
}

export function LegalHeader({ title, updated, locale, t }: LegalHeaderProps) {
  return (
    <header className="page__header">
      <h1>{title}</h1>
      <p className="page__meta">
        <time dateTime={isoDateInSpaZone(updated)}>{t('legal.updated', { date: formatDate(updated, locale) })}</time>
      </p>
    </header>
  );
}
