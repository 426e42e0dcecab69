import { formatDateTime } from '../../../i18n/format';
import type { Locale } from '../../../i18n/locales';
import { LanguageSelect } from './LanguageSelect';
import type { Translate } from '../../../i18n/t';
import { ROLES } from '../../../people/roles';
import type { PeopleView } from '../../../people/views';
import { roleKey } from './AdminAccount';

export const PEOPLE_NOTICES = ['inviteRevoked', 'unknownInvite', 'lastOwner', 'unknownAccount', 'roleSaved', 'disabled', 'enabled'] as const;
export type PeopleNotice = (typeof PEOPLE_NOTICES)[number];

export interface AdminPeopleProps {
  t: Translate;
  locale: Locale;
  langQuery: string;
  view: PeopleView;
  notice: PeopleNotice | undefined;
  /** The signed-in owner's account: they cannot disable themselves here. */
  self: string | undefined;
}

/** The invite form: a name, a role, a language; its post shows the one-time link. */
export function InviteNewPerson({ t, langQuery, error }: { t: Translate; langQuery: string; error?: 'name' | 'role' | undefined }) {
  return (
    <form method="post" action={`/admin/people/invite${langQuery}`} className="people-invite">
      <h2>{t('people.invite')}</h2>
      <p>{t('people.inviteLead')}</p>
      <label htmlFor="people-name">{t('invite.name')}</label>
      <input id="people-name" name="name" maxLength={60} required aria-invalid={error === 'name' ? true : undefined} aria-describedby={error === 'name' ? 'people-name-error' : undefined} />
      {error === 'name' ? (
        <p id="people-name-error" className="field-error" role="alert">
          {t('invite.error.name')}
        </p>
      ) : null}
      <label htmlFor="people-role">{t('account.role')}</label>
      <select id="people-role" name="role" defaultValue="front-desk" aria-describedby="people-role-hint">
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(roleKey(role))}
          </option>
        ))}
      </select>
      <p id="people-role-hint" className="admin-hint">
        {t('people.roleHint')}
      </p>
      <LanguageSelect t={t} id="people-locale" />
      <button type="submit" className="btn btn--primary">
        {t('people.makeLink')}
      </button>
    </form>
  );
}

/** Everyone with a login, and the invites not yet used. */
export function AdminPeople({ t, locale, langQuery, view, notice, self }: AdminPeopleProps) {
  return (
    <>
      {notice ? (
        <p className="admin-notice" role="status">
          {t(`people.notice.${notice}`)}
        </p>
      ) : null}
      <section aria-labelledby="people-accounts">
        <h2 id="people-accounts">{t('people.accounts')}</h2>
        {view.people.length === 0 ? <p>{t('people.none')}</p> : null}
        <ul className="account-list">
          {view.people.map((person) => (
            <li key={person.id}>
              <span className="account-list__main">
                {person.name} · {t(roleKey(person.role))}
                {person.disabledAt ? ` · ${t('people.isDisabled')}` : ''}
              </span>
              <span>{person.login}</span>
              <span>
                {[person.passkeys > 0 ? t('people.passkeys', { count: person.passkeys }) : '', person.hasPassword ? t('people.passwordAndApp') : ''].filter(Boolean).join(' · ')}
              </span>
              <span>{person.lastSeenAt ? t('account.lastSeen', { when: formatDateTime(person.lastSeenAt, locale) }) : t('people.notSeen')}</span>
              <form method="post" action={`/admin/people/change${langQuery}`} className="admin-inline-form">
                <input type="hidden" name="account" value={person.id} />
                <input type="hidden" name="do" value="role" />
                <label htmlFor={`role-${person.id}`}>{t('people.roleOf', { name: person.name })}</label>
                <select id={`role-${person.id}`} name="role" defaultValue={person.role}>
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(roleKey(role))}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn--light">
                  {t('people.saveRole')}
                </button>
              </form>
              {person.id === self ? null : (
                <form method="post" action={`/admin/people/change${langQuery}`}>
                  <input type="hidden" name="account" value={person.id} />
                  <input type="hidden" name="do" value={person.disabledAt ? 'enable' : 'disable'} />
                  <button type="submit" className="btn btn--light">
                    {person.disabledAt ? t('people.enable', { name: person.name }) : t('people.disable', { name: person.name })}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="people-invites">
        <h2 id="people-invites">{t('people.pending')}</h2>
        {view.invites.length === 0 ? <p>{t('people.noPending')}</p> : null}
        <ul className="account-list">
          {view.invites.map((invite) => (
            <li key={invite.id}>
              <span className="account-list__main">
                {invite.name} · {t(roleKey(invite.role))}
              </span>
              <span>{t('people.invitedBy', { by: invite.createdBy })}</span>
              <span>{t('people.expires', { when: formatDateTime(invite.expiresAt, locale) })}</span>
              <form method="post" action={`/admin/people/invite-revoke${langQuery}`}>
                <input type="hidden" name="invite" value={invite.id} />
                <button type="submit" className="btn btn--light">
                  {t('people.revoke', { name: invite.name })}
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
