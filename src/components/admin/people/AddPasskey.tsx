import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { dismissed, langSuffix, postJson } from './passkey-client';

/** Adds a passkey on this device to the signed-in person's account (their profile page). */
export function AddPasskey({ strings }: { strings: { button: string; failed: string } }) {
  const [supported, setSupported] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const add = async () => {
    setFailed(false);
    try {
      const options = await postJson(`/admin/api/account/passkey-options${langSuffix()}`, {});
      if (options.status !== 200) throw new Error('options');
      const response = await startRegistration({ optionsJSON: options.value as PublicKeyCredentialCreationOptionsJSON });
      const added = await postJson(`/admin/api/account/passkey${langSuffix()}`, response);
      const next = (added.value as { next?: string } | undefined)?.next;
      if (added.status !== 200 || !next?.startsWith('/admin')) throw new Error('refused');
      window.location.assign(next);
    } catch (error) {
      if (!dismissed(error)) setFailed(true);
    }
  };

  // Always an element: Astro recognises a React island by rendering it once, and one rendering
  // null is then tried as MDX, called outside React ("Invalid hook call" on every view).
  return (
    <div className="add-passkey" hidden={!supported}>
      {supported ? (
        <>
          <button type="button" className="btn btn--primary" onClick={() => void add()}>
            {strings.button}
          </button>
          <p role="alert">{failed ? strings.failed : ''}</p>
        </>
      ) : null}
    </div>
  );
}
