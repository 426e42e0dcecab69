import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { RecoveryCodes, type RecoveryCodesStrings } from './RecoveryCodes';
import { dismissed, langSuffix, postJson } from './passkey-client';

export interface InvitePasskeyStrings {
  button: string;
  failed: string;
  used: string;
  fieldErrors: Record<string, string>;
  codes: RecoveryCodesStrings;
}

/**
 * The invite's passkey path: the name, login and language typed in the invite form (read from it
 * at the press), a passkey made on this phone or computer, then the recovery codes. Without
 * WebAuthn it renders nothing and the password path below stays.
 */
export function InvitePasskey({ token, formId, strings }: { token: string; formId: string; strings: InvitePasskeyStrings }) {
  const [supported, setSupported] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<{ codes: string[]; next: string } | undefined>();

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const create = async () => {
    setMessage('');
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    const data = new FormData(form);
    const identity = { name: String(data.get('name') ?? ''), login: String(data.get('login') ?? ''), locale: String(data.get('locale') ?? '') };
    const base = `/admin/api/invite/${encodeURIComponent(token)}`;
    try {
      const options = await postJson(`${base}/passkey-options${langSuffix()}`, identity);
      if (options.status === 422) {
        const errors = (options.value as { errors?: Record<string, string> }).errors ?? {};
        setMessage(Object.values(errors).map((key) => strings.fieldErrors[key] ?? strings.failed).join(' '));
        return;
      }
      if (options.status === 410) return setMessage(strings.used);
      if (options.status !== 200) return setMessage(strings.failed);
      const response = await startRegistration({ optionsJSON: options.value as PublicKeyCredentialCreationOptionsJSON });
      const made = await postJson(`${base}/passkey${langSuffix()}`, response);
      const value = made.value as { codes?: string[]; next?: string } | undefined;
      if (made.status === 200 && value?.codes && value.next?.startsWith('/admin')) setDone({ codes: value.codes, next: value.next });
      else setMessage(made.status === 410 ? strings.used : strings.failed);
    } catch (error) {
      if (!dismissed(error)) setMessage(strings.failed);
    }
  };

  if (done) return <RecoveryCodes codes={done.codes} next={`${done.next}${langSuffix()}`} strings={strings.codes} />;
  // Always an element: Astro recognises a React island by rendering it once, and one rendering
  // null is then tried as MDX, called outside React ("Invalid hook call" on every view).
  return (
    <div className="invite-passkey" hidden={!supported}>
      {supported ? (
        <>
          <button type="button" className="btn btn--primary" onClick={() => void create()}>
            {strings.button}
          </button>
          <p className="invite-passkey__status" role="alert">
            {message}
          </p>
        </>
      ) : null}
    </div>
  );
}
