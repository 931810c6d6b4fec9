import type { Logo } from "@site/contracts/content";
import styles from "./LogoMarquee.module.css";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * Rows of logos scrolling sideways (10 s; 7 s and 5 s on narrower screens), each paused on
 * hover and on keyboard focus, all of them by the pause switch above them (a checkbox, so it
 * works without script); still under reduced motion.
 */
export function LogoMarquees({ rows }: { rows: { title: string; logos: Logo[] }[] }) {
  return (
    <div className={styles.group}>
      <p className={styles.pauseRow}>
        <label className={styles.pause}>
          <input type="checkbox" className={styles.pauseInput} /> Pause logo animation
        </label>
      </p>
      {rows.map((row) => (
        <LogoMarquee key={row.title} title={row.title} logos={row.logos} />
      ))}
    </div>
  );
}

/** One row; the second copy that makes the loop seamless is hidden from assistive technology. */
function LogoMarquee({ title, logos }: { title: string; logos: Logo[] }) {
  const headingId = `logos-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <div className={styles.marquee}>
      <h3 id={headingId} className={styles.title}>
        {title}
      </h3>
      <div className={styles.viewport} role="region" aria-labelledby={headingId} tabIndex={0}>
        <ul className={styles.track}>
          {[...logos, ...logos].map((logo, index) => {
            const copy = index >= logos.length;
            return (
              <li key={index} aria-hidden={copy || undefined} className={copy ? styles.copy : undefined}>
                <ResponsiveImage
                  picture={logo.picture}
                  alt={copy ? "" : logo.name}
                  sizes="180px"
                  className={styles.logo}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
