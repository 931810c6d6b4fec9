import type { Home, Person } from "@site/contracts/content";
import { LogoMarquees } from "../LogoMarquee";
import { ResponsiveImage } from "../ResponsiveImage";
import styles from "./Home.module.css";

interface Props extends Pick<Home, "clientLogos" | "partnerLogos" | "providerLogos"> {
  /** The executives, in the published order. */
  people: Person[];
}

export function TeamAndPartners({ people, clientLogos, partnerLogos, providerLogos }: Props) {
  return (
    <section className={`${styles.section} ${styles.alt}`} aria-labelledby="home-team">
      <div className="container">
        <h2 id="home-team" className={styles.sectionHeading}>
          Our leadership
        </h2>
        <ul className={styles.team}>
          {people.map((person) => (
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
        <LogoMarquees
          rows={[
            { title: "Our clients", logos: clientLogos },
            { title: "Collaborating partners", logos: partnerLogos },
            { title: "Service providers", logos: providerLogos },
          ]}
        />
      </div>
    </section>
  );
}
