import { useEffect, useId, type RefObject } from "react";
import styles from "./OutcomeDialog.module.css";
import { useModalDialog } from "./useModalDialog";

/** Spec section 9: the popups close after 3000 ms. */
export const OUTCOME_CLOSE_MS = 3000;

export interface Outcome {
  tone: "success" | "error";
  title: string;
  text: string;
}

export interface OutcomeDialogProps {
  /** What to tell; null keeps the dialog closed. */
  outcome: Outcome | null;
  closeLabel: string;
  /** Called once the dialog has closed, whether by its timer, the button or Escape. */
  onClose: () => void;
  /** Where focus goes after closing (the form's submit button); else where it was before. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  autoCloseMs?: number;
}

/**
 * The popup that tells how a send went (spec: 'Email Sent', 'Error Sending Email'): a
 * modal <dialog>, named by its heading and described by its text, so a screen reader
 * reads both as focus moves to its Close button. It closes by itself after 3 s, or
 * earlier with the button, Escape or a click outside, and gives focus back. In the top
 * layer, it moves nothing on the page (useModalDialog, shared with ImageDialog).
 */
export function OutcomeDialog({
  outcome,
  closeLabel,
  onClose,
  returnFocusTo,
  autoCloseMs = OUTCOME_CLOSE_MS,
}: OutcomeDialogProps) {
  const { dialogRef, initialFocusRef, handleClose, close } = useModalDialog(
    outcome !== null,
    onClose,
    returnFocusTo,
  );
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(close, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [outcome, autoCloseMs, close]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={outcome ? titleId : undefined}
      aria-describedby={outcome ? textId : undefined}
      onClose={handleClose}
    >
      {outcome ? (
        <div className={styles.content} data-tone={outcome.tone}>
          <span className={styles.icon} aria-hidden="true">
            {outcome.tone === "success" ? <TickIcon /> : <CrossIcon />}
          </span>
          <h2 id={titleId} className={styles.title}>
            {outcome.title}
          </h2>
          <p id={textId} className={styles.text}>
            {outcome.text}
          </p>
          <button ref={initialFocusRef} type="button" className={styles.close} onClick={close}>
            {closeLabel}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}

function TickIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
      <path
        d="M7 7l10 10M17 7L7 17"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
