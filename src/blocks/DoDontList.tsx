import type { Locale } from '../i18n/locales';
import { BlockSection } from './BlockSection';
import type { DoDontData, LocalText } from './schemas';
import { blockDomId, pickOptionalText, pickText, type BlockT } from './text';

export interface DoDontListProps {
  id: string;
  data: DoDontData;
  locale: Locale;
  t: BlockT;
}

/** What to do and what to avoid, as two labelled lists (the ✓/✕ marks are CSS decoration). */
export function DoDontList({ id, data, locale, t }: DoDontListProps) {
  const column = (kind: 'do' | 'dont', items: LocalText[]) => {
    const labelId = blockDomId(id, kind);
    return (
      <div className={`do-dont__column do-dont__column--${kind}`}>
        <p className="do-dont__label" id={labelId}>
          {t(`block.${kind}`)}
        </p>
        <ul className="do-dont__list" aria-labelledby={labelId}>
          {items.map((item, i) => (
            <li key={i}>{pickText(item, locale)}</li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <BlockSection id={id} kind="do-dont" title={pickOptionalText(data.title, locale)}>
      <div className="do-dont">
        {column('do', data.do)}
        {column('dont', data.dont)}
      </div>
    </BlockSection>
  );
}
