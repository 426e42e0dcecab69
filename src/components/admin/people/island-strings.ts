import type { Translate } from '../../../i18n/t';
import type { InvitePasskeyStrings } from './InvitePasskey';
import type { PasskeySignInStrings } from './PasskeySignIn';
import type { RecoveryCodesStrings } from './RecoveryCodes';
import { inviteErrorKey } from './InviteForm';

// The few strings each account island shows, picked on the server: an island gets plain text,
// never the whole dictionary.

export const recoveryCodesStrings = (t: Translate): RecoveryCodesStrings => ({
  title: t('recovery.title'),
  lead: t('recovery.lead'),
  continue: t('recovery.continue'),
});

export const passkeySignInStrings = (t: Translate): PasskeySignInStrings => ({
  button: t('signIn.passkey'),
  failed: t('signIn.passkeyFailed'),
  working: t('signIn.working'),
});

export const invitePasskeyStrings = (t: Translate): InvitePasskeyStrings => ({
  button: t('invite.createWithPasskey'),
  failed: t('invite.passkeyFailed'),
  used: t('invite.problem.used'),
  fieldErrors: { name: t(inviteErrorKey('name')), login: t(inviteErrorKey('login')), loginTaken: t(inviteErrorKey('loginTaken')) },
  codes: recoveryCodesStrings(t),
});

export const addPasskeyStrings = (t: Translate) => ({ button: t('account.addPasskey'), failed: t('invite.passkeyFailed') });

export const copyStrings = (t: Translate) => ({ copy: t('people.copy'), copied: t('people.copied'), share: t('people.share'), title: t('people.shareTitle') });
