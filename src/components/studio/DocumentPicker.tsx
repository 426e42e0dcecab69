import type { DocumentId, DocumentSummary } from '../../studio/contract';
import type { StudioT } from './studio-t';

export interface DocumentPickerProps {
  t: StudioT;
  documents: readonly DocumentSummary[];
  selected: DocumentId | undefined;
  onPick(id: DocumentId): void;
}

const KINDS = ['business', 'notice', 'service'] as const;

/** What the owner can edit, grouped: the business facts, the site notice, each service. */
export function DocumentPicker({ t, documents, selected, onPick }: DocumentPickerProps) {
  return (
    <section className="studio-picker" aria-labelledby="studio-picker-title">
      <h2 id="studio-picker-title">{t('studio.documents')}</h2>
      {KINDS.map((kind) => {
        const ofKind = documents.filter((d) => d.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="studio-picker__group">
            <h3 id={`studio-kind-${kind}`}>{t(`studio.kind.${kind}`)}</h3>
            <ul aria-labelledby={`studio-kind-${kind}`}>
              {ofKind.map((d) => (
                <li key={d.id}>
                  <button type="button" className="studio-pick" data-document={d.id} aria-current={d.id === selected ? 'true' : undefined} onClick={() => onPick(d.id)}>
                    {d.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
