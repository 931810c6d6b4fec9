import { useCallback, useEffect, useRef } from "react";

/**
 * The site's one modal-dialog mechanism (ImageDialog, OutcomeDialog): the native <dialog>
 * driven by `open`. Opening shows it modal (the browser traps focus and closes it on
 * Escape) and focuses `initialFocusRef` (the Close button); a click on the backdrop (the
 * dialog element itself, outside its content) closes it. `handleClose`, the dialog's
 * onClose, tells the caller and gives focus back: to `returnFocusTo` when given, else to
 * whatever had it before. Styled by styles/dialog.module.css.
 *
 * vite.config.ts bundles this module with use-page.ts, which every screen loads, so the
 * gallery and the forms share it without an extra script chunk.
 */
export function useModalDialog(
  open: boolean,
  onClose: () => void,
  returnFocusTo?: { current: HTMLElement | null },
) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement;
    dialog.showModal();
    initialFocusRef.current?.focus();
    const closeOnBackdrop = (event: MouseEvent) => event.target === dialog && dialog.close();
    dialog.addEventListener("click", closeOnBackdrop);
    return () => {
      dialog.removeEventListener("click", closeOnBackdrop);
      if (dialog.open) dialog.close();
    };
  }, [open]);

  const handleClose = () => {
    onClose();
    const target = returnFocusTo?.current ?? openerRef.current;
    if (target instanceof HTMLElement) target.focus();
  };
  // Stable, so a timer that closes the dialog is not restarted by every render.
  const close = useCallback(() => dialogRef.current?.close(), []);

  return { dialogRef, initialFocusRef, handleClose, close };
}
