import type { Route } from "./+types/people";
import { PageHeader } from "../components/PageHeader";
import { PersonCard } from "../components/PersonCard";
import { promoters, teamPage } from "../content/people";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./people.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * Promoters (/promoters: 'MEET OUR PROMOTERS', the four promoters with their longer
 * biographies) and Team (/team: 'The Minds Behind the Mission', CEO, COO and CTO).
 */
export default function People() {
  const page = usePage();
  const isPromoters = page.item === "promoters";
  const people = isPromoters ? promoters : teamPage;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.description} />
      <div className={`${screens.page} container`}>
        <ul className={isPromoters ? styles.promoters : styles.team}>
          {people.map((person) => (
            <li key={person.role}>
              <PersonCard
                person={person}
                bio={isPromoters ? (person.promoterBio ?? person.bio) : person.bio}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
