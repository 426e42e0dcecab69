import { LOCALE_META, LOCALES, type Locale } from '../../i18n/locales';
import { dateInWords } from '../../studio/date-input';
import type { StudioT } from './studio-t';

export interface NoticePreviewProps {
  t: StudioT;
  locale: Locale;
  /** The notice document's data as the form holds it (not yet saved). */
  data: unknown;
  /** The spa's wall-clock time now, "YYYY-MM-DD HH:MM", to tell what shows now and what later. */
  now: string;
}

type Entry = { from?: unknown; to?: unknown; message?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * How the notices will read on the site, as the owner types them: each one's window in words,
 * whether it shows now, later or no more, and its text in each language in the site's band.
 */
export function NoticePreview({ t, locale, data, now }: NoticePreviewProps) {
  const notice = (data ?? {}) as Entry & { show?: unknown; later?: unknown };
  const entries: Entry[] = [notice, ...(Array.isArray(notice.later) ? (notice.later as Entry[]) : [])];
  return (
    <section className="studio-notice-preview" aria-labelledby="studio-notice-preview-title">
      <h3 id="studio-notice-preview-title">{t('studio.noticePreview.title')}</h3>
      {notice.show === true ? null : <p>{t('studio.noticePreview.off')}</p>}
      <ol>
        {entries.map((entry, i) => {
          const from = text(entry.from);
          const to = text(entry.to);
          const state = notice.show !== true ? 'paused' : to !== '' && to <= now ? 'over' : from !== '' && from > now ? 'later' : 'now';
          const message = (entry.message ?? {}) as Record<string, unknown>;
          return (
            <li key={i}>
              <p className="studio-notice-preview__when">
                {t('studio.noticePreview.window', { from: dateInWords(from, locale) ?? from, to: dateInWords(to, locale) ?? to })} · <strong>{t(`studio.noticePreview.${state}`)}</strong>
              </p>
              {LOCALES.map((l) => (
                <p key={l} className="studio-notice-preview__band" lang={LOCALE_META[l].lang}>
                  <span className="visually-hidden">{LOCALE_META[l].name}: </span>
                  {text(message[l])}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
