import type { Service } from '../../config/catalogue-schema';
import type { Translate } from '../../i18n/t';

export interface ServiceNotesProps {
  service: Service;
  t: Translate;
}

/** The catalogue's conditions for a service: staff count, tip, advance notice. */
export function ServiceNotes({ service, t }: ServiceNotesProps) {
  const notes = [
    service.staff > 1 ? t('services.staff', { count: service.staff }) : null,
    service.tipIncluded ? null : t('services.tipNotIncluded'),
    service.noticeHours > 0 ? t('services.notice', { hours: service.noticeHours }) : null,
  ].filter((n): n is string => n !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="service-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
