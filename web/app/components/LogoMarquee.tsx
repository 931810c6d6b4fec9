import type { Logo } from "../content/home";
import styles from "./LogoMarquee.module.css";
import { ResponsiveImage } from "./ResponsiveImage";

/**
 * A row of logos scrolling sideways (10 s; 7 s and 5 s on narrower screens), paused on
 * hover, on keyboard focus and by the `paused` switch; still under reduced motion.
 * The second copy that makes the loop seamless is hidden from assistive technology.
 */
export function LogoMarquee({ title, logos, paused }: { title: string; logos: Logo[]; paused: boolean }) {
  const headingId = `logos-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <div className={styles.marquee} data-paused={paused || undefined}>
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
