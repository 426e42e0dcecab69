import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { dismissed, langSuffix, postJson } from './passkey-client';

export interface PasskeySignInStrings {
  button: string;
  failed: string;
  working: string;
}

const OPTIONS_URL = '/admin/api/passkey/sign-in-options';
const SIGN_IN_URL = '/admin/api/passkey/sign-in';

/**
 * A passkey sign-in: offered in the login field's autofill as soon as the page runs (conditional
 * mediation), and by a button for browsers without it. Renders nothing where WebAuthn is missing.
 */
export function PasskeySignIn({ strings }: { strings: PasskeySignInStrings }) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const started = useRef(false);

  const signIn = async (autofill: boolean) => {
    const options = await postJson(`${OPTIONS_URL}${langSuffix()}`, {});
    if (options.status !== 200) throw new Error('options');
    const response = await startAuthentication({ optionsJSON: options.value as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
    setState('working');
    const result = await postJson(`${SIGN_IN_URL}${langSuffix()}`, response);
    const next = (result.value as { next?: string } | undefined)?.next;
    if (result.status !== 200 || !next?.startsWith('/admin')) throw new Error('refused');
    window.location.assign(next);
  };

  const run = (autofill: boolean) =>
    signIn(autofill).catch((error: unknown) => {
      if (!dismissed(error)) setState('failed');
      else setState('idle');
    });

  useEffect(() => {
    if (!browserSupportsWebAuthn()) return;
    setSupported(true);
    if (started.current) return;
    started.current = true;
    void browserSupportsWebAuthnAutofill().then((autofill) => {
      if (autofill) void run(true);
    });
  }, []);

  // Always an element: Astro recognises a React island by rendering it once, and one rendering
  // null is then tried as MDX, called outside React ("Invalid hook call" on every view).
  return (
    <div className="passkey-sign-in" hidden={!supported}>
      {supported ? (
        <>
          <button type="button" className="btn btn--primary" onClick={() => void run(false)} disabled={state === 'working'}>
            {strings.button}
          </button>
          <p className="passkey-sign-in__status" role="status">
            {state === 'working' ? strings.working : state === 'failed' ? strings.failed : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}
