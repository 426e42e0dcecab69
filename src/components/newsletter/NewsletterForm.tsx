import type { Translate } from '../../i18n/t';

export interface NewsletterFormProps {
  t: Translate;
  /** The localized /newsletter page, which answers the POST. */
  action: string;
  id: string;
  email?: string;
  error?: string | undefined;
}

/** The newsletter sign-up: a plain form, no script needed. */
export function NewsletterForm({ t, action, id, email, error }: NewsletterFormProps) {
  return (
    <form className="newsletter-form" method="post" action={action}>
      <label htmlFor={`${id}-email`}>{t('newsletter.email')}</label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn--primary">
          {t('newsletter.submit')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="newsletter-form__error">
          {error}
        </p>
      ) : null}
      <div className="newsletter-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('booking.honeypot')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </form>
  );
}
