import type { Handoff } from '../../booking/handoff';
import type { Translate } from '../../i18n/t';

export interface AdminHandoffProps {
  t: Translate;
  /** The booking's id, for the message field's id. */
  id: number;
  /** What to send and where; absent when the guest is told by e-mail. */
  handoff: Handoff | undefined;
  /** The guest's language, named in the owner's ("베트남어"). */
  language: string;
}

/**
 * After a confirm or a proposed time: whether the guest has been told, and when no e-mail goes
 * out, one-tap links that open Zalo, SMS or e-mail with the message in the guest's language
 * (KakaoTalk has no link to a person: its ID is shown), and the message itself to copy.
 */
export function AdminHandoff({ t, id, handoff, language }: AdminHandoffProps) {
  if (handoff === undefined) return <p className="admin-handoff admin-handoff--told">{t('admin.handoff.told')}</p>;
  const messageId = `handoff-${id}`;
  return (
    <div className="admin-handoff">
      <p className="admin-handoff__untold">{t('admin.handoff.untold')}</p>
      <ul className="admin-handoff__ways" aria-label={t('admin.handoff.ways')}>
        {handoff.ways.map((w) => (
          <li key={w.channel}>
            {w.href === undefined ? (
              <span className="admin-handoff__id">{t('admin.handoff.kakao', { handle: w.handle ?? '' })}</span>
            ) : (
              <a className="btn btn--light" href={w.href} rel={w.channel === 'zalo' ? 'noopener noreferrer' : undefined}>
                {t(`admin.handoff.${w.channel}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <details className="admin-handoff__text">
        <summary>{t('admin.handoff.message', { language })}</summary>
        <textarea id={messageId} aria-label={t('admin.handoff.message', { language })} lang={handoff.locale} readOnly rows={4} value={handoff.message} />
      </details>
    </div>
  );
}
