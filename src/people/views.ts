import type { Locale } from '../i18n/locales';
import type { Role } from './roles';

// What the admin's people pages show, shared by the server that loads it and the components that
// render it (a component never imports server code).

/** A person's login to the back office (src/server/services/admin/accounts.ts keeps them). */
export interface Account {
  id: string;
  login: string;
  name: string;
  locale: Locale;
  role: Role;
  createdAt: string;
  disabledAt: string | null;
  hasPassword: boolean;
  telegramId: string | null;
}

/** A pending invite (src/server/services/admin/invites.ts). */
export interface Invite {
  id: string;
  role: Role;
  name: string;
  locale: Locale;
  createdBy: string;
  createdAt: string;
  expiresAt: string;
}

/** One of a person's live sign-ins. */
export interface SessionRow {
  id: string;
  device: string;
  client: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface PasskeyRow {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A person's own profile (/admin/account). */
export interface OwnAccountView {
  account: Account;
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
  recoveryCodesLeft: number;
  /** Whether the bot's buttons are on here: linking Telegram is offered only then. */
  telegramOn: boolean;
}

/** An account on the owner's people page. */
export interface PersonRow extends Account {
  passkeys: number;
  lastSeenAt: string | null;
}

export interface PeopleView {
  people: PersonRow[];
  invites: Invite[];
}

/** What a field of the invite form got wrong; the page says it in the invitee's language. */
export type InviteFieldError = 'name' | 'login' | 'loginTaken' | 'password.short' | 'password.common' | 'password.personal' | 'password.mismatch' | 'code';

export interface InviteForm {
  name: string;
  login: string;
  locale: Locale;
}

/** Why an invite link opens nothing: never issued (or mistyped), past its 24 hours, used, or taken back. */
export type InviteProblem = 'unknown' | 'expired' | 'used' | 'revoked';

/** The invite page's state: a link that opens nothing, the form (with what was typed and its errors), or the account made. */
export type InviteView =
  | { kind: 'problem'; problem: InviteProblem }
  | { kind: 'form'; invite: Invite; form: InviteForm; errors: Partial<Record<keyof InviteForm | 'password' | 'code', InviteFieldError>>; totp: { secret: string; uri: string } }
  | { kind: 'created'; account: Account; codes: string[]; home: string };
