import type { Home } from "@site/contracts/content";
import { ResponsiveImage } from "../ResponsiveImage";
import styles from "./Home.module.css";
import { pathTo } from "../../route-paths";

export function AboutTeaser({ teaser }: { teaser: Home["aboutTeaser"] }) {
  return (
    <section className={styles.section} aria-labelledby="home-about">
      <div className={`${styles.about} container`}>
        <div>
          <h2 id="home-about">{teaser.heading}</h2>
          {teaser.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <a href={pathTo("about")} className={styles.more}>
            More about us
          </a>
        </div>
        <ResponsiveImage
          picture={teaser.picture}
          alt={teaser.pictureAlt}
          sizes="(min-width: 56rem) 34rem, 100vw"
          className={styles.aboutImage}
        />
      </div>
    </section>
  );
}
