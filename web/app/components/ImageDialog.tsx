import { useCallback, useEffect, useId, useRef, useState, type PointerEvent, type RefObject } from "react";
import type { GalleryEvent } from "../events/normalise-event";
import { formatMediumDate, picturesOf } from "../events/normalise-event";
import { NO_DESCRIPTION } from "./EventCard";
import styles from "./ImageDialog.module.css";
import { useModalDialog } from "./useModalDialog";

/** How far (px) a finger must travel sideways, and more than it moves up or down, to count as a swipe. */
const SWIPE_DISTANCE = 40;

/**
 * A modal <dialog> showing one event whole: its picture large (1200x700), its full title,
 * its date as the card writes it and its full description, which the card clamps to a few
 * lines. Departure from the spec's title-only popup, so a visitor can read all that staff
 * wrote (up to 2,000 characters). The text sits beside the picture on wide screens and
 * below it on phones, in one scrolling region under the title and Close button, so a long
 * description scrolls inside the dialog and Close stays in reach. The native modal traps
 * focus and closes on Escape; a click outside closes it too, and focus goes back to
 * whatever opened it (useModalDialog, shared with OutcomeDialog).
 *
 * An event with several pictures shows them as a set: "Picture 2 of 3", Previous and Next
 * buttons, the arrow keys anywhere in the dialog, and a sideways swipe on the picture
 * (vertical swipes still scroll). Stepping past the last goes back to the first. Only
 * the picture shown is in the page, so only it loads.
 */
export function ImageDialog({ event, onClose }: { event: GalleryEvent | null; onClose: () => void }) {
  const { dialogRef, initialFocusRef, handleClose, close } = useModalDialog(event !== null, onClose);
  const titleId = useId();
  // The picture shown, of which event, and the way the last step went (the slide's
  // direction); another event starts at its first picture.
  const [shown, setShown] = useState<Shown>({ eventId: undefined, index: 0, step: 0 });
  const count = event ? picturesOf(event).length : 0;
  const eventId = event?.id;
  const at: Shown =
    eventId !== undefined && shown.eventId === eventId ? shown : { eventId, index: 0, step: 0 };
  const step = useCallback(
    (by: Step) =>
      setShown((current) => {
        const from = current.eventId === eventId ? Math.min(current.index, count - 1) : 0;
        return { eventId, index: (from + by + count) % count, step: by };
      }),
    [eventId, count],
  );

  // The arrow keys step wherever focus is in the dialog (Close, the region, the buttons).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || count < 2) return;
    const onKeyDown = (keyEvent: KeyboardEvent) => {
      if (keyEvent.altKey || keyEvent.ctrlKey || keyEvent.metaKey) return;
      if (keyEvent.key !== "ArrowRight" && keyEvent.key !== "ArrowLeft") return;
      keyEvent.preventDefault();
      step(keyEvent.key === "ArrowRight" ? 1 : -1);
    };
    dialog.addEventListener("keydown", onKeyDown);
    return () => dialog.removeEventListener("keydown", onKeyDown);
  }, [dialogRef, count, step]);

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
        <EventView
          event={event}
          titleId={titleId}
          closeRef={initialFocusRef}
          close={close}
          shown={at}
          onStep={step}
        />
      ) : null}
    </dialog>
  );
}

type Step = -1 | 1;

interface Shown {
  eventId: string | undefined;
  index: number;
  step: Step | 0;
}

function EventView({
  event,
  titleId,
  closeRef,
  close,
  shown,
  onStep: step,
}: {
  event: GalleryEvent;
  titleId: string;
  closeRef: RefObject<HTMLButtonElement | null>;
  close: () => void;
  shown: Shown;
  onStep: (by: Step) => void;
}) {
  const pictures = picturesOf(event);
  const count = pictures.length;
  const swipe = useRef<{ id: number; x: number; y: number } | null>(null);
  const date = formatMediumDate(event.date);
  const index = Math.min(shown.index, count - 1);
  const picture = pictures[index]!;
  const onPointerDown = (pointer: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || !pointer.isPrimary) return;
    swipe.current = { id: pointer.pointerId, x: pointer.clientX, y: pointer.clientY };
  };
  const onPointerUp = (pointer: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== pointer.pointerId) return;
    const dx = pointer.clientX - start.x;
    const dy = pointer.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
  };

  const slide = shown.step === 1 ? styles.fromNext : shown.step === -1 ? styles.fromPrevious : "";
  return (
    <div className={styles.content}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {event.title}
        </h2>
        <button ref={closeRef} type="button" className={styles.close} onClick={close}>
          Close
        </button>
      </div>
      {/* Focusable so a keyboard can scroll a long description (focus starts on Close). */}
      <div className={styles.body} role="region" aria-labelledby={titleId} tabIndex={0}>
        <div className={styles.figure}>
          {picture.src ? (
            <div
              className={count > 1 ? `${styles.frame} ${styles.swipeable}` : styles.frame}
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipe.current = null)}
            >
              <img
                // A new element per picture: the slide plays again, and the old one's pixels never linger.
                key={index}
                className={`${styles.image} ${slide}`}
                src={picture.src}
                srcSet={picture.srcSet}
                sizes="(min-width: 48rem) 60vw, 90vw"
                alt={picture.alt}
                width={1200}
                height={700}
                draggable={false}
              />
            </div>
          ) : null}
          {count > 1 ? (
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                aria-label="Previous picture"
                onClick={() => step(-1)}
              >
                Previous
              </button>
              <p className={styles.position} aria-live="polite">
                Picture {index + 1} of {count}
              </p>
              <button type="button" className={styles.step} aria-label="Next picture" onClick={() => step(1)}>
                Next
              </button>
            </div>
          ) : null}
        </div>
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
  );
}
