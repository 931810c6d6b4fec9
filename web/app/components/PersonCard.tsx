import type { Person } from "@site/contracts/content";
import { useIdentity } from "../identity";
import { ResponsiveImage } from "./ResponsiveImage";
import styles from "./PersonCard.module.css";

interface Props {
  person: Person;
  /** The biography to show (the Promoters page shows the longer one). */
  bio: string;
  /** Level of the name's heading: 2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * A person's card: photo, name, role, biography and their professional-network profile,
 * which opens in a new tab (said to screen readers too).
 */
export function PersonCard({ person, bio, headingLevel = 2 }: Props) {
  const site = useIdentity();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ResponsiveImage
        picture={person.photo}
        alt={`Portrait of ${person.name}`}
        sizes="9rem"
        className={styles.photo}
      />
      <Heading className={styles.name}>{person.name}</Heading>
      <p className={styles.role}>
        {person.title} <span className={styles.abbr}>({person.role})</span>
      </p>
      <p className={styles.bio}>{bio}</p>
      <a className={styles.profile} href={person.profileUrl} target="_blank" rel="noopener noreferrer">
        <svg
          className={styles.icon}
          viewBox="0 0 20 20"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {site.professionalNetwork.label} profile
        <span className="visually-hidden"> of {person.name} (opens in a new tab)</span>
      </a>
    </article>
  );
}
