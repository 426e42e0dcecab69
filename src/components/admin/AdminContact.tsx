import type { ContactMethod } from '../../booking/record';
import type { Translate } from '../../i18n/t';

export interface AdminContactProps {
  t: Translate;
  method: ContactMethod | null;
  handle: string | null;
}

/** How the visitor asked to be answered, and where (a number, an ID, an address), as they typed it. */
export function AdminContact({ t, method, handle }: AdminContactProps) {
  if (method === null) return null;
  return (
    <span className="admin-row__contact">
      {t('admin.contact')}: {t(`admin.contact.${method}`)}
      {handle ? ` · ${handle}` : null}
    </span>
  );
}
