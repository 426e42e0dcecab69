import { LOCALE_META, LOCALES, type Locale } from '../../../i18n/locales';
import type { FieldError } from '../../../studio/contract';
import type { PhotosT } from './photos-t';

export interface AltTextFieldsProps {
  t: PhotosT;
  /** The fields' ids start with this; an error links to `${idPrefix}-<locale>`. */
  idPrefix: string;
  legend: string;
  alt: Record<Locale, string>;
  /** This photo's errors, their paths ending in the locale ("alt.thai-massage-1.jpg.vi"). */
  errors: readonly FieldError[];
  onChange: (locale: Locale, text: string) => void;
}

/** A photo's description in every language the page exists in, each field in its own language. */
export function AltTextFields({ t, idPrefix, legend, alt, errors, onChange }: AltTextFieldsProps) {
  return (
    <fieldset className="studio-group photo-alt">
      <legend>{legend}</legend>
      {LOCALES.map((locale) => {
        const id = `${idPrefix}-${locale}`;
        const error = errors.find((e) => e.path.endsWith(`.${locale}`));
        return (
          <div className="studio-field" key={locale}>
            <label htmlFor={id}>{LOCALE_META[locale].name}</label>
            <input
              id={id}
              lang={LOCALE_META[locale].lang}
              value={alt[locale]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(locale, event.currentTarget.value)}
            />
            {error ? (
              <p className="studio-error" id={`${id}-error`}>
                {error.message}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="studio-hint">{t('studioPhotos.alt.hint')}</p>
    </fieldset>
  );
}
