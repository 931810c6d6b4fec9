import { aboutTeaser } from "../../content/home";
import { ResponsiveImage } from "../ResponsiveImage";
import styles from "./Home.module.css";
import { pathTo } from "../../route-paths";

export function AboutTeaser() {
  return (
    <section className={styles.section} aria-labelledby="home-about">
      <div className={`${styles.about} container`}>
        <div>
          <h2 id="home-about">{aboutTeaser.heading}</h2>
          {aboutTeaser.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <a href={pathTo("about")} className={styles.more}>
            More about us
          </a>
        </div>
        <ResponsiveImage
          picture={aboutTeaser.picture}
          alt={aboutTeaser.pictureAlt}
          sizes="(min-width: 56rem) 34rem, 100vw"
          className={styles.aboutImage}
        />
      </div>
    </section>
  );
}
