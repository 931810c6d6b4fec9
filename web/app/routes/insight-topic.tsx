import { Link } from "react-router";
import { contentOf, textsOf } from "../content/current";
import type { Route } from "./+types/insight-topic";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageHeader } from "../components/PageHeader";
import { itemAt } from "../page-item";
import { pathTo } from "../route-paths";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./insights.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (every insight page is prerendered): the topic's article goes into
// the page's HTML and .data file, and insights.ts stays out of the browser's code.
export function loader({ url, context }: Route.LoaderArgs) {
  const { insightArticles, insightTopics, pageTexts } = contentOf(context);
  const slug = itemAt(url, context);
  const insight = insightTopics.find((t) => t.slug === slug);
  if (insight === undefined) throw new Error(`No insight for ${url.pathname}`);
  return {
    article: textsOf(insightArticles, slug, "insight article"),
    insight,
    others: insightTopics.filter((t) => t.slug !== slug),
    hubName: pageTexts.insights.heading,
  };
}

/** One insight (/insight/{slug}): title, summary, the article, its takeaways, the way back. */
export default function InsightTopic({
  loaderData: { article, insight, others, hubName },
}: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={insight.summary} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: pathTo("home") },
          { name: hubName, path: pathTo("insights") },
          { name: insight.title, path: page.path },
        ]}
      />
      <div className={`${screens.page} container`}>
        <div className={styles.layout}>
          <div className={`${screens.prose} ${styles.article}`}>
            {article.body.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <aside className={styles.takeaways} aria-labelledby="insight-takeaways">
            <h2 id="insight-takeaways">Key takeaways</h2>
            <ul className={screens.bullets}>
              {article.takeaways.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </aside>
        </div>

        <nav className={styles.more} aria-labelledby="insight-more">
          <h2 id="insight-more">More insights</h2>
          <ul className={styles.moreList}>
            {others.map((topic) => (
              <li key={topic.slug}>
                <Link to={pathTo("insights", topic.slug)}>{topic.title}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to={pathTo("insights")} className={screens.buttonOutline}>
              <span aria-hidden="true">&larr;</span> Back to all {hubName.toLowerCase()}
            </Link>
          </p>
        </nav>
      </div>
    </>
  );
}
