import type { Picture } from "../content/media";
import styles from "./LinkCard.module.css";
import { ResponsiveImage } from "./ResponsiveImage";

interface Props {
  title: string;
  text: string;
  to: string;
  picture: Picture;
  /** The link's visible text; its accessible name adds the title ("Learn More about X"). */
  linkLabel?: string;
  /** A gently moving picture (still under reduced motion). */
  animated?: boolean;
  /**
   * The first card of a list: its picture is in view on every screen, often the page's
   * largest paint, so it loads at once with high priority instead of lazily.
   */
  priority?: boolean;
}

/** A card with a picture, a title (h2), a line of text and a link to the page it presents. */
export function LinkCard({
  title,
  text,
  to,
  picture,
  linkLabel = "Learn More",
  animated = false,
  priority = false,
}: Props) {
  return (
    <article className={styles.card}>
      <div className={styles.media} data-animated={animated || undefined}>
        <ResponsiveImage
          picture={picture}
          alt=""
          sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
          className={styles.image}
          priority={priority}
        />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
        <a href={to} className={styles.link}>
          {linkLabel}
          <span className="visually-hidden"> about {title}</span>
        </a>
      </div>
    </article>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return <div className={`${styles.grid} container`}>{children}</div>;
}
