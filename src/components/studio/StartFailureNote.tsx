import { formatDateTime } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { PublishStatus } from '../../studio/contract';
import type { StudioT } from './studio-t';

export interface StartFailureNoteProps {
  t: StudioT;
  locale: Locale;
  failure: NonNullable<PublishStatus['startFailure']>;
}

/**
 * What `npm start` printed when the sources stopped building: the site serves its last good build
 * until a publish succeeds, and the owner should know before anything else is changed.
 */
export function StartFailureNote({ t, locale, failure }: StartFailureNoteProps) {
  return (
    <div className="studio-failed" role="alert">
      <p className="studio-failed__title">{t('studio.publish.startFailed', { at: formatDateTime(failure.at, locale) })}</p>
      <p>{failure.error}</p>
      {failure.detail.length > 0 ? (
        <details className="studio-detail">
          <summary>{t('studio.publish.details')}</summary>
          <pre>{failure.detail.join('\n')}</pre>
        </details>
      ) : null}
    </div>
  );
}
