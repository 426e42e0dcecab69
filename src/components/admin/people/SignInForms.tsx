import type { Translate } from '../../../i18n/t';

function ErrorNote({ error }: { error: string | undefined }) {
  return error ? (
    <p className="admin-login__error" role="alert">
      {error}
    </p>
  ) : null;
}

/**
 * A person's sign-in: their login (where the browser also offers their passkeys) and password.
 * The passkey button and the "lost your passkey" link sit under it, on the page.
 */
export function AccountSignIn({ t, action, error }: { t: Translate; action: string; error: string | undefined }) {
  return (
    <form className="admin-login" method="post" action={action}>
      <h1>{t('signIn.title')}</h1>
      <ErrorNote error={error} />
      <label htmlFor="admin-login-name">{t('signIn.login')}</label>
      <input id="admin-login-name" name="login" autoComplete="username webauthn" autoCapitalize="none" spellCheck={false} maxLength={32} required />
      <label htmlFor="admin-password">{t('admin.password')}</label>
      <input id="admin-password" name="password" type="password" autoComplete="current-password" maxLength={256} required />
      <button type="submit" className="btn btn--primary">
        {t('signIn.next')}
      </button>
    </form>
  );
}

/** The second step after a right password: the code from the authenticator app, or a recovery code. */
export function SecondFactorForm({ t, action, name, error }: { t: Translate; action: string; name: string; error: string | undefined }) {
  return (
    <form className="admin-login" method="post" action={action}>
      <h1>{t('signIn.codeTitle')}</h1>
      <p>{t('signIn.codeLead', { name })}</p>
      <ErrorNote error={error} />
      <label htmlFor="admin-code">{t('signIn.code')}</label>
      <input id="admin-code" name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={40} aria-describedby="admin-code-hint" required />
      <p id="admin-code-hint" className="admin-hint">
        {t('signIn.codeHint')}
      </p>
      <button type="submit" className="btn btn--primary">
        {t('admin.login')}
      </button>
    </form>
  );
}

/** A passkey-only account whose passkey is lost: the login and one recovery code. */
export function RecoveryForm({ t, action, error }: { t: Translate; action: string; error: string | undefined }) {
  return (
    <form className="admin-login" method="post" action={action}>
      <h1>{t('signIn.recoverTitle')}</h1>
      <p>{t('signIn.recoverLead')}</p>
      <ErrorNote error={error} />
      <label htmlFor="admin-login-name">{t('signIn.login')}</label>
      <input id="admin-login-name" name="login" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={32} required />
      <label htmlFor="admin-recovery-code">{t('signIn.recoveryCode')}</label>
      <input id="admin-recovery-code" name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={40} required />
      <button type="submit" className="btn btn--primary">
        {t('admin.login')}
      </button>
    </form>
  );
}
