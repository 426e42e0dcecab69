import { ApiError } from './studio-api';
import type { StudioT } from './studio-t';

export interface FailureNoticeProps {
  t: StudioT;
  error: unknown;
  /** The admin page, where the login form is (with the owner's ?lang). */
  loginHref: string;
}

/** A call that failed for a reason no field can show, in plain words. */
export function FailureNotice({ t, error, loginHref }: FailureNoticeProps) {
  const failure = error instanceof ApiError ? error.failure : { kind: 'network' as const };
  return (
    <div className="studio-failure" role="alert">
      {failure.kind === 'session' ? (
        <p>
          {t('studio.error.session')} <a href={loginHref}>{t('studio.error.login')}</a>
        </p>
      ) : (
        <p>{failure.kind === 'status' ? t('studio.error.status', { status: failure.status }) : t('studio.error.network')}</p>
      )}
    </div>
  );
}
