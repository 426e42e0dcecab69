import type { Locale } from '../../../i18n/locales';
import { LanguageSelect } from './LanguageSelect';
import type { Translate, UIKey } from '../../../i18n/t';
import { formatDateTime } from '../../../i18n/format';
import type { OwnAccountView } from '../../../people/views';
import type { Role } from '../../../people/roles';

export const ACCOUNT_NOTICES = ['recovered', 'sessionEnded', 'unknownSession', 'languageSaved', 'passkeyAdded', 'passkeyRemoved', 'lastPasskey', 'unknownPasskey', 'telegramUnlinked'] as const;
export type AccountNotice = (typeof ACCOUNT_NOTICES)[number];

export interface AdminAccountProps {
  t: Translate;
  locale: Locale;
  langQuery: string;
  view: OwnAccountView;
  currentSession: string;
  notice: AccountNotice | undefined;
}

/** A role's name in the admin's language (a role without its string fails the type check). */
export const roleKey = (role: Role): UIKey => `role.${role}`;

/** The signed-in person's profile: who they are, where they are signed in, and their ways in. */
export function AdminAccount({ t, locale, langQuery, view, currentSession, notice }: AdminAccountProps) {
  const { account, sessions, passkeys } = view;
  return (
    <>
      <h1>{t('account.title')}</h1>
      {notice ? (
        <p className="admin-notice" role="status">
          {t(`account.notice.${notice}`)}
        </p>
      ) : null}
      <section aria-labelledby="account-about">
        <h2 id="account-about">{t('account.about')}</h2>
        <dl className="account-facts">
          <dt>{t('invite.name')}</dt>
          <dd>{account.name}</dd>
          <dt>{t('signIn.login')}</dt>
          <dd>{account.login}</dd>
          <dt>{t('account.role')}</dt>
          <dd>{t(roleKey(account.role))}</dd>
        </dl>
        <form method="post" action={`/admin/account/language${langQuery}`} className="admin-inline-form">
          <LanguageSelect t={t} id="account-locale" value={account.locale} />
          <button type="submit" className="btn btn--light">
            {t('account.saveLanguage')}
          </button>
        </form>
      </section>
      <section aria-labelledby="account-sessions">
        <h2 id="account-sessions">{t('account.sessions')}</h2>
        <p>{t('account.sessionsLead')}</p>
        <ul className="account-list">
          {sessions.map((s) => (
            <li key={s.id}>
              <span className="account-list__main">
                {s.device}
                {s.id === currentSession ? ` · ${t('account.thisDevice')}` : ''}
              </span>
              <span>{t('account.lastSeen', { when: formatDateTime(s.lastSeenAt, locale) })}</span>
              <span>{t('trail.from', { client: s.client })}</span>
              <form method="post" action={`/admin/account/session-end${langQuery}`}>
                <input type="hidden" name="session" value={s.id} />
                <button type="submit" className="btn btn--light" aria-label={t('account.endSessionOf', { device: s.device, when: formatDateTime(s.lastSeenAt, locale) })}>
                  {t('account.endSession')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="account-passkeys">
        <h2 id="account-passkeys">{t('account.passkeys')}</h2>
        {passkeys.length === 0 ? <p>{t('account.noPasskeys')}</p> : null}
        <ul className="account-list">
          {passkeys.map((p) => (
            <li key={p.id}>
              <span className="account-list__main">{p.device}</span>
              <span>{t('account.addedOn', { when: formatDateTime(p.createdAt, locale) })}</span>
              <span>{p.lastUsedAt ? t('account.lastUsed', { when: formatDateTime(p.lastUsedAt, locale) }) : t('account.neverUsed')}</span>
              <form method="post" action={`/admin/account/passkey-remove${langQuery}`}>
                <input type="hidden" name="passkey" value={p.id} />
                <button type="submit" className="btn btn--light" aria-label={t('account.removePasskeyOf', { device: p.device })}>
                  {t('account.removePasskey')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The profile's lower half: the password and app, recovery codes, Telegram. */
export function AdminAccountFactors({ t, langQuery, view }: Pick<AdminAccountProps, 't' | 'langQuery' | 'view'>) {
  const { account } = view;
  return (
    <>
      <section aria-labelledby="account-password">
        <h2 id="account-password">{t('account.passwordAndApp')}</h2>
        <p>{account.hasPassword ? t('account.passwordOn') : t('account.passwordOff')}</p>
      </section>
      <section aria-labelledby="account-recovery">
        <h2 id="account-recovery">{t('account.recoveryCodes')}</h2>
        <p>{t('account.recoveryLeft', { count: view.recoveryCodesLeft })}</p>
        <form method="post" action={`/admin/account/recovery-codes${langQuery}`}>
          <button type="submit" className="btn btn--light">
            {t('account.newRecoveryCodes')}
          </button>
        </form>
      </section>
      {view.telegramOn ? (
        <section aria-labelledby="account-telegram">
          <h2 id="account-telegram">{t('account.telegram')}</h2>
          <p>{account.telegramId ? t('account.telegramLinked') : t('account.telegramLead')}</p>
          <form method="post" action={`/admin/account/telegram${langQuery}`}>
            <input type="hidden" name="do" value={account.telegramId ? 'unlink' : 'link'} />
            <button type="submit" className="btn btn--light">
              {account.telegramId ? t('account.telegramUnlink') : t('account.telegramLink')}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
