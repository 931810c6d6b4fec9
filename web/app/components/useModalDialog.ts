import { useEffect, useRef, type MouseEvent, type RefObject } from "react";

/**
 * A native modal <dialog> driven by `open`: shown with showModal() (which traps focus
 * and closes on Escape), closed by a click on the backdrop, and giving focus back when
 * it closes, to `returnFocusTo` or else to whatever had it before. Spread the result on
 * the <dialog>; `onClosed` runs however it closed.
 */
export function useModalDialog(open: boolean, onClosed: () => void, returnFocusTo?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return {
    ref,
    onClose: () => {
      onClosed();
      const target = returnFocusTo?.current ?? openerRef.current;
      if (target instanceof HTMLElement) target.focus();
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      // A click on the backdrop (the dialog element itself, outside its content) closes it.
      if (event.target === event.currentTarget) event.currentTarget.close();
    },
  };
}
