import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/** A modal dialog (the browser's own <dialog>: focus kept inside, Escape closes it). */
export const Dialog = ({ title, open, onClose, children }: { readonly title: string; readonly open: boolean; readonly onClose: () => void; readonly children: ComponentChildren }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <dialog ref={ref} aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      {open && children}
    </dialog>
  );
};

/** A dialog's buttons: its own (a submit, or what it asks to confirm), then Cancel, which closes it. */
export const DialogButtons = ({ onCancel, children }: { readonly onCancel: () => void; readonly children: ComponentChildren }) => (
  <div class="buttons">
    {children}
    <button type="button" class="secondary" onClick={onCancel}>
      Cancel
    </button>
  </div>
);

/** A dialog that asks to confirm one action: what it says (the children), the action's button, then Cancel, which closes it. */
export const ConfirmDialog = ({
  title,
  open,
  onClose,
  action,
  danger = false,
  onConfirm,
  children,
}: {
  readonly title: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly action: string;
  readonly danger?: boolean;
  readonly onConfirm: () => void;
  readonly children: ComponentChildren;
}) => (
  <Dialog title={title} open={open} onClose={onClose}>
    {children}
    <DialogButtons onCancel={onClose}>
      <button type="button" class={danger ? 'danger' : undefined} onClick={onConfirm}>
        {action}
      </button>
    </DialogButtons>
  </Dialog>
);
