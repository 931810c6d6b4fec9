import type { GalleryEvent } from "../events/normalise-event";
import { formatMediumDate, objectPosition, picturesOf } from "../events/normalise-event";
import styles from "./EventCard.module.css";

/** Spec: card accent colours cycle blue, red, green, yellow. */
export const ACCENTS = ["blue", "red", "green", "yellow"] as const;

export const NO_DESCRIPTION = "No description available.";

interface Props {
  event: GalleryEvent;
  index: number;
  onOpenImage: (event: GalleryEvent) => void;
}

export function EventCard({ event, index, onOpenImage }: Props) {
  const accent = ACCENTS[index % ACCENTS.length];
  // The first picture, described by its own alt text (the title when the API names none).
  const { image } = event;
  const count = picturesOf(event).length;
  return (
    <article className={styles.card} data-accent={accent}>
      <div className={styles.media}>
        {image.src ? (
          <button
            type="button"
            className={styles.imageButton}
            onClick={() => onOpenImage(event)}
            aria-label={`View larger: ${event.title}${count > 1 ? ` (${count} pictures)` : ""}`}
          >
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 72rem) 17rem, (min-width: 40rem) 45vw, 100vw"
              alt={image.alt}
              // Cropped to the card's frame: the subject staff marked stays in it.
              style={image.focus ? { objectPosition: objectPosition(image) } : undefined}
              width={image.width ?? 800}
              height={image.height ?? 600}
              // The first card's picture is the page's largest: fetched first, and the code
              // waits for it (scripts/paint-first.ts). The others wait for layout: on a
              // phone they are below the fold, and would share its bandwidth.
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              decoding="async"
            />
          </button>
        ) : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{event.title}</h2>
        <p className={styles.description}>{event.description ?? NO_DESCRIPTION}</p>
        <p className={styles.date}>
          <time dateTime={event.date}>{formatMediumDate(event.date)}</time>
        </p>
      </div>
    </article>
  );
}

/** A card-shaped placeholder of the final size, shown while the events load. */
export function EventCardPlaceholder() {
  return (
    <div className={`${styles.card} ${styles.placeholder}`} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={styles.title} />
        <div className={styles.description} />
        <div className={styles.date} />
      </div>
    </div>
  );
}
