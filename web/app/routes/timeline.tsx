import type { Route } from "./+types/timeline";
import { PageHeader } from "../components/PageHeader";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { contentOf } from "../content/current";
import { timelinePicture } from "../content/media";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./timeline.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The milestones as published. */
export function loader({ context }: Route.LoaderArgs) {
  return { timeline: contentOf(context).timeline };
}

/** Our History (/time-line): the milestones as an ordered list, oldest first. */
export default function Timeline({ loaderData: { timeline } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={timeline.intro} />
      <div className={`${screens.page} container`}>
        <ol className={styles.timeline}>
          {timeline.entries.map((entry, index) => {
            const headingId = `milestone-${entry.year}`;
            return (
              <li key={entry.year} className={styles.entry}>
                <p className={styles.marker}>
                  <time className={styles.year} dateTime={String(entry.year)}>
                    {entry.year}
                  </time>
                </p>
                <article className={styles.card} aria-labelledby={headingId}>
                  <ResponsiveImage
                    picture={timelinePicture(entry.imageName)}
                    alt={entry.imageAlt}
                    sizes="(min-width: 72rem) 31rem, (min-width: 56rem) calc(50vw - 5rem), calc(100vw - 4.75rem)"
                    priority={index === 0}
                    className={styles.image}
                  />
                  <div className={styles.body}>
                    <h2 id={headingId} className={styles.heading}>
                      {entry.heading}
                    </h2>
                    <p>{entry.paragraph}</p>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
