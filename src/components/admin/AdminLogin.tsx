import type { Translate } from '../../i18n/t';

export interface AdminLoginProps {
  t: Translate;
  action: string;
  error: string | undefined;
}

export function AdminLogin({ t, action, error }: AdminLoginProps) {
  return (
    <form className="admin-login" method="post" action={action}>
      <h1>{t('admin.loginTitle')}</h1>
      {error ? (
        <p className="admin-login__error" role="alert">
          {error}
        </p>
      ) : null}
      <label htmlFor="admin-password">{t('admin.password')}</label>
      <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
      <button type="submit" className="btn btn--primary">
        {t('admin.login')}
      </button>
    </form>
  );
}
