import { HONEYPOT_FIELD } from "@site/contracts/forms";
import styles from "./FormField.module.css";

/**
 * A trap for bots that fill every input: off-screen, hidden from screen readers, out of
 * the tab order and never autofilled, so a person never sees, reaches or fills it. The
 * server quietly drops a post that has it filled in.
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * A checked form's fields apart from the trap, and the trap as it goes into the post:
 * sent only when something filled it in (the server then drops the post).
 */
export function splitHoneypot<T extends { [HONEYPOT_FIELD]?: string | undefined }>(
  data: T,
): [Omit<T, typeof HONEYPOT_FIELD>, { [HONEYPOT_FIELD]?: string }] {
  const { [HONEYPOT_FIELD]: trap, ...fields } = data;
  return [fields, trap ? { [HONEYPOT_FIELD]: trap } : {}];
}
