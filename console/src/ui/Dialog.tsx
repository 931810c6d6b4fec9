// The console's modal dialog: the native <dialog> opened with showModal(), so the browser
// keeps focus inside it, makes the page behind it inert and closes it on Escape. It is
// labelled by its heading. The caller owns `open`; every way of closing (Escape, Cancel,
// done) ends in onClose, and focus goes back to the button that opened it, or to
// `fallbackFocus` when that button is gone (the event it belonged to was removed).

import { useEffect, useId, useRef, type ReactNode, type RefObject, type SyntheticEvent } from "react";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** While true, Escape does not close the dialog (a request is running). */
  busy?: boolean;
  /** What gets focus when the dialog opens; by default the browser picks the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** An alert that needs an answer (role="alertdialog"), described by the element of this id. */
  alert?: { describedBy: string };
  /** Escape does this instead of closing (the choice that changes least). */
  onEscape?: () => void;
  children: ReactNode;
}

export function Dialog({
  open,
  title,
  onClose,
  busy = false,
  initialFocus,
  fallbackFocus,
  alert,
  onEscape,
  children,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    opener.current = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open, initialFocus]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (busy || onEscape) event.preventDefault();
    if (!busy) onEscape?.();
  };

  const handleClose = () => {
    // The event of a close that came before the dialog was opened again (it is queued):
    // the dialog open now stays open.
    if (dialogRef.current?.open) return;
    onClose();
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
    else fallbackFocus?.current?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={alert?.describedBy}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      {open ? (
        <div className="dialog-content">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
