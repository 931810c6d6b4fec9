import { Link, useLocation } from "react-router";
import type { Route } from "./+types/insight-topic";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageHeader } from "../components/PageHeader";
import { insightTopics } from "../content/insight-topics";
import { insightBySlug } from "../content/insights";
import { pageAt } from "../route-table";
import { metaForPath } from "../seo";
import styles from "./insights.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = ({ location }) => metaForPath(location.pathname);

/** One insight (/insight/{slug}): title, summary, the article, its takeaways, the way back. */
export default function InsightTopic() {
  const { pathname } = useLocation();
  const slug = pathname.split("/").filter(Boolean)[1]?.toLowerCase() ?? "";
  const insight = insightBySlug(slug);
  const hub = pageAt("/insight");
  const hubName = hub?.heading ?? "Insights";

  if (!insight) {
    return (
      <>
        <PageHeader heading="Insight not found" />
        <p className="container">
          <Link to="/insight">See all insights</Link>
        </p>
      </>
    );
  }

  const others = insightTopics.filter((t) => t.slug !== insight.slug);
  return (
    <>
      <PageHeader heading={pageAt(pathname)?.heading ?? insight.title} intro={insight.summary} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/home" },
          { name: hubName, path: "/insight" },
          { name: insight.title, path: `/insight/${insight.slug}` },
        ]}
      />
      <div className={`${screens.page} container`}>
        <div className={styles.layout}>
          <div className={`${screens.prose} ${styles.article}`}>
            {insight.body.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <aside className={styles.takeaways} aria-labelledby="insight-takeaways">
            <h2 id="insight-takeaways">Key takeaways</h2>
            <ul className={screens.bullets}>
              {insight.takeaways.map((text) => (
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
                <Link to={`/insight/${topic.slug}`}>{topic.title}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/insight" className={screens.buttonOutline}>
              <span aria-hidden="true">&larr;</span> Back to all {hubName.toLowerCase()}
            </Link>
          </p>
        </nav>
      </div>
    </>
  );
}
