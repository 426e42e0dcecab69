import { useEffect, useRef } from 'react';
import type { FieldError } from '../../studio/contract';
import { fieldId } from './field-paths';
import { readablePath } from './readable';
import type { StudioT } from './studio-t';

export interface ErrorSummaryProps {
  t: StudioT;
  errors: readonly FieldError[];
  /** Changes on every refused save, so focus moves here each time. */
  attempt: number;
}

/** What takes the typing: inputs, and a code editor's editable area (the articles' body). */
const EDITABLE = 'input, select, textarea, [contenteditable="true"]';

/** Focus a field from the summary: the input itself, or the first input of a group. */
function focusField(id: string) {
  const target = document.getElementById(id);
  const field = target?.matches(EDITABLE) ? target : target?.querySelector<HTMLElement>(EDITABLE);
  field?.focus();
  target?.scrollIntoView({ block: 'center' });
}

/** What stopped the save, above the form: each problem links to its field; focus lands here. */
export function ErrorSummary({ t, errors, attempt }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [attempt]);
  return (
    <div className="studio-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="studio-summary-title">
      <h3 id="studio-summary-title">{t('studio.errorSummary', { count: errors.length })}</h3>
      <ul>
        {errors.map((error, i) => {
          const where = readablePath(t, error.path);
          const text = where === '' ? error.message : `${where}: ${error.message}`;
          return (
            <li key={i}>
              {error.path === '' ? (
                text
              ) : (
                <a
                  href={`#${fieldId(error.path)}`}
                  onClick={(e) => {
                    e.preventDefault();
                    focusField(fieldId(error.path));
                  }}
                >
                  {text}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
