import type { Ref } from "react";
import styles from "./Form.module.css";

/**
 * A form's submit button, disabled while sending, and a status line that says so (in
 * space kept for it, so nothing moves; announced by screen readers).
 */
export function FormActions({
  submit,
  sending,
  sendingText,
  buttonRef,
}: {
  submit: string;
  sending: boolean;
  sendingText: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className={styles.actions}>
      <button ref={buttonRef} type="submit" className={styles.submit} disabled={sending}>
        {submit}
      </button>
      <p className={styles.sending} role="status">
        {sending ? sendingText : ""}
      </p>
    </div>
  );
}
