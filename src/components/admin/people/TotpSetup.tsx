import { encode } from 'uqr';
import type { Translate } from '../../../i18n/t';

/** The QR code's modules as one SVG path, drawn here from the otpauth:// link: no image service sees the key. */
function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
  return { size, d };
}

/** Groups of four, as authenticator apps show a key. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The authenticator app's setup: the QR code to scan from another screen, the otpauth:// link to
 * tap on the phone that holds the app, and the key to type by hand.
 */
export function TotpSetup({ t, secret, uri }: { t: Translate; secret: string; uri: string }) {
  const { size, d } = qrPath(uri);
  return (
    <div className="totp-setup">
      <svg className="totp-setup__qr" viewBox={`0 0 ${size} ${size}`} width="200" height="200" role="img" aria-label={t('invite.qrLabel')} shapeRendering="crispEdges">
        <rect width={size} height={size} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <p>
        <a href={uri}>{t('invite.openApp')}</a>
      </p>
      <p>
        {t('invite.typeKey')} <code className="totp-setup__key">{grouped(secret)}</code>
      </p>
      <details>
        <summary>{t('invite.showLink')}</summary>
        <code className="totp-setup__uri">{uri}</code>
      </details>
    </div>
  );
}
