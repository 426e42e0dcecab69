import { useEffect, useState } from 'react';

/**
 * Copy (and, on a phone, share to Zalo or KakaoTalk through the system's share sheet) a text the
 * page shows in a read-only field. The field is there without JavaScript; the buttons come with it.
 */
export function CopyText({ text, strings }: { text: string; strings: { copy: string; copied: string; share: string; title: string } }) {
  const [ready, setReady] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setReady(typeof navigator.clipboard?.writeText === 'function');
    setCanShare(typeof navigator.share === 'function');
  }, []);
  // Always an element: Astro recognises a React island by rendering it once, and one rendering
  // null is then tried as MDX, called outside React ("Invalid hook call" on every view).
  return (
    <div className="copy-text" hidden={!ready && !canShare}>
      {ready ? (
        <button type="button" className="btn btn--primary" onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}>
          {strings.copy}
        </button>
      ) : null}
      {canShare ? (
        <button type="button" className="btn btn--light" onClick={() => void navigator.share({ title: strings.title, url: text }).catch(() => undefined)}>
          {strings.share}
        </button>
      ) : null}
      <span role="status">{copied ? strings.copied : ''}</span>
    </div>
  );
}
