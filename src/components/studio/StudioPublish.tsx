import { useCallback, useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { FailureNotice } from './FailureNotice';
import { PublishPanel } from './PublishPanel';
import { createStudioApi } from './studio-api';
import { createStudioT, type StudioStrings } from './studio-t';

export interface StudioPublishProps {
  strings: StudioStrings;
  locale: Locale;
  loginHref: string;
}

/** The publish panel as an island of its own, for a studio page whose editor is another island (photos). */
export function StudioPublish({ strings, locale, loginHref }: StudioPublishProps) {
  const t = useMemo(() => createStudioT(strings), [strings]);
  const api = useMemo(() => createStudioApi(locale), [locale]);
  const [failure, setFailure] = useState<unknown>(undefined);
  const onFailure = useCallback((error: unknown) => setFailure(error), []);
  return (
    <div className="studio">
      {failure === undefined ? null : <FailureNotice t={t} error={failure} loginHref={loginHref} />}
      <PublishPanel t={t} locale={locale} api={api} saves={0} follow={0} onFinished={() => undefined} onDiscarded={() => undefined} onFailure={onFailure} />
    </div>
  );
}
