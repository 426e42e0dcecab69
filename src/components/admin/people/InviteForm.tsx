import { LanguageSelect } from './LanguageSelect';
import type { Translate, UIKey } from '../../../i18n/t';
import type { InviteFieldError, InviteView } from '../../../people/views';

type FormView = Extract<InviteView, { kind: 'form' }>;

const ERROR_KEYS: Readonly<Record<InviteFieldError, UIKey>> = {
  name: 'invite.error.name',
  login: 'invite.error.login',
  loginTaken: 'invite.error.loginTaken',
  'password.short': 'invite.error.passwordShort',
  'password.common': 'invite.error.passwordCommon',
  'password.personal': 'invite.error.passwordPersonal',
  'password.mismatch': 'invite.error.passwordMismatch',
  code: 'invite.error.code',
};

export const inviteErrorKey = (error: InviteFieldError): UIKey => ERROR_KEYS[error];

function FieldError({ t, id, error }: { t: Translate; id: string; error: InviteFieldError | undefined }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {t(ERROR_KEYS[error])}
    </p>
  ) : null;
}

/** Who the invitee will be: their name as others see it, their login, their language. */
export function InviteIdentity({ t, view }: { t: Translate; view: FormView }) {
  const { form, errors } = view;
  return (
    <fieldset className="invite-identity">
      <legend>{t('invite.identity')}</legend>
      <label htmlFor="invite-name">{t('invite.name')}</label>
      <input id="invite-name" name="name" defaultValue={form.name} maxLength={60} autoComplete="name" required aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'invite-name-error' : undefined} />
      <FieldError t={t} id="invite-name-error" error={errors.name} />
      <label htmlFor="invite-login">{t('signIn.login')}</label>
      <input
        id="invite-login"
        name="login"
        defaultValue={form.login}
        maxLength={32}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        aria-invalid={errors.login ? true : undefined}
        aria-describedby={`invite-login-hint${errors.login ? ' invite-login-error' : ''}`}
      />
      <p id="invite-login-hint" className="admin-hint">
        {t('invite.loginHint')}
      </p>
      <FieldError t={t} id="invite-login-error" error={errors.login} />
      <LanguageSelect t={t} id="invite-locale" value={form.locale} />
    </fieldset>
  );
}

/** The password path's fields: a password typed twice, and the code the app shows once it has the key. */
export function InvitePasswordFields({ t, view }: { t: Translate; view: FormView }) {
  const { errors } = view;
  return (
    <>
      <label htmlFor="invite-password">{t('invite.password')}</label>
      <input
        id="invite-password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={12}
        maxLength={256}
        aria-invalid={errors.password ? true : undefined}
        aria-describedby={`invite-password-hint${errors.password ? ' invite-password-error' : ''}`}
      />
      <p id="invite-password-hint" className="admin-hint">
        {t('invite.passwordHint')}
      </p>
      <FieldError t={t} id="invite-password-error" error={errors.password} />
      <label htmlFor="invite-password2">{t('invite.passwordAgain')}</label>
      <input id="invite-password2" name="password2" type="password" autoComplete="new-password" maxLength={256} />
    </>
  );
}

export function InviteCodeField({ t, view }: { t: Translate; view: FormView }) {
  const { errors } = view;
  return (
    <>
      <label htmlFor="invite-code">{t('invite.code')}</label>
      <input id="invite-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={10} aria-invalid={errors.code ? true : undefined} aria-describedby={errors.code ? 'invite-code-error' : undefined} />
      <FieldError t={t} id="invite-code-error" error={errors.code} />
      <button type="submit" className="btn btn--primary">
        {t('invite.createWithPassword')}
      </button>
    </>
  );
}
