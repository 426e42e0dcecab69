import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldError } from '../../../studio/contract';

export interface ConfirmDialogProps {
  id: string;
  open: boolean;
  title: string;
  /** What the question is about, and any input it needs. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The API's refusal, shown in the dialog in its own words. */
  refusal: { title: string; errors: readonly FieldError[] } | undefined;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A question in the browser's own modal <dialog>: focus moves in and stays, Escape cancels, focus returns when it closes. */
export function ConfirmDialog({ id, open, title, children, confirmLabel, cancelLabel, refusal, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="studio-article-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        // Escape: the component decides, so its state and the dialog never disagree.
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      {refusal ? (
        <div className="studio-summary" role="alert">
          <p>{refusal.title}</p>
          {refusal.errors.length > 0 ? (
            <ul>
              {refusal.errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="studio-actions">
        <button type="button" className="btn btn--light" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} aria-disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
