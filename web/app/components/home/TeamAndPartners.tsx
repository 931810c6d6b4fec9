import { useState } from "react";
import { clientLogos, partnerLogos, providerLogos } from "../../content/home";
import { executives } from "../../content/people";
import { LogoMarquee } from "../LogoMarquee";
import { ResponsiveImage } from "../ResponsiveImage";
import styles from "./Home.module.css";

export function TeamAndPartners() {
  const [logosPaused, setLogosPaused] = useState(false);
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-team">
      <div className="container">
        <h2 id="home-team" className={styles.sectionHeading}>
          Our leadership
        </h2>
        <ul className={styles.team}>
          {executives.map((person) => (
            <li key={person.role} className={styles.person}>
              <ResponsiveImage
                picture={person.photo}
                alt={`Portrait of ${person.name}`}
                sizes="10rem"
                className={styles.photo}
              />
              <h3>{person.name}</h3>
              <p className={styles.role}>
                {person.title} ({person.role})
              </p>
              <a href={person.profileUrl} target="_blank" rel="noopener noreferrer">
                {person.name} on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className={styles.sectionHeading}>Clients and partners</h2>
        <div className={styles.pauseRow}>
          <button
            type="button"
            className={styles.pauseButton}
            aria-pressed={logosPaused}
            onClick={() => setLogosPaused((p) => !p)}
          >
            {logosPaused ? "Play" : "Pause"} logo animation
          </button>
        </div>
        <LogoMarquee title="Our clients" logos={clientLogos} paused={logosPaused} />
        <LogoMarquee title="Collaborating partners" logos={partnerLogos} paused={logosPaused} />
        <LogoMarquee title="Service providers" logos={providerLogos} paused={logosPaused} />
      </div>
    </section>
  );
}
