import type { Route } from "./+types/people";
import { PageHeader } from "../components/PageHeader";
import { PersonCard } from "../components/PersonCard";
import { contentOf } from "../content/current";
import { promotersOf, teamOf } from "../content/people";
import { itemAt } from "../page-item";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./people.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The published people this page shows: the promoters, or the team. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { people } = contentOf(context);
  return { people: itemAt(url, context) === "promoters" ? promotersOf(people) : teamOf(people) };
}

/**
 * Promoters (/promoters: 'MEET OUR PROMOTERS', the four promoters with their longer
 * biographies) and Team (/team: 'The Minds Behind the Mission', CEO, COO and CTO).
 */
export default function People({ loaderData: { people } }: Route.ComponentProps) {
  const page = usePage();
  const isPromoters = page.item === "promoters";
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
