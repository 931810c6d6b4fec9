import { Link } from "react-router";
import { contentOf } from "../content/current";
import type { Route } from "./+types/insights";
import { PageHeader } from "../components/PageHeader";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./insights.module.css";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (the hub is prerendered): its intro goes into the page's HTML and
// .data file, and insights.ts, which holds every article too, stays out of the browser's code.
export function loader({ context }: Route.LoaderArgs) {
  const { insightHub, insightTopics } = contentOf(context);
  return { intro: insightHub.intro, topics: insightTopics };
}

/** The insights hub (/insight): the intro and a card per topic. */
export default function Insights({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const [lede, ...intro] = loaderData.intro;
  return (
    <>
      <PageHeader heading={page.heading} intro={lede} />
      <div className={`${screens.page} container`}>
        {intro.map((text) => (
          <p key={text} className={screens.lead}>
            {text}
          </p>
        ))}
        <ul className={styles.topics} aria-label="Insight topics">
          {loaderData.topics.map((topic, index) => (
            <li key={topic.slug}>
              <article className={styles.topic} data-accent={ACCENTS[index % ACCENTS.length]}>
                <h2 className={styles.topicTitle}>
                  <Link to={pathTo("insights", topic.slug)} className={styles.topicLink}>
                    {topic.title}
                  </Link>
                </h2>
                <p>{topic.summary}</p>
                <span className={styles.read} aria-hidden="true">
                  Read the insight
                </span>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

const ACCENTS = ["blue", "red", "green", "yellow"] as const;
