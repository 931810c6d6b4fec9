import type { Route } from "./+types/services";
import { contentOf } from "../content/current";
import { PageHeader } from "../components/PageHeader";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./services.module.css";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (the page is prerendered): the page's texts go into its HTML and
// .data file, and services.ts stays out of the browser's code.
export function loader({ context }: Route.LoaderArgs) {
  return { services: contentOf(context).services };
}

/** Services (/service-page): the hero and the seven bullet-list sections, in order. */
export default function Services({ loaderData: { services } }: Route.ComponentProps) {
  const page = usePage();
  return (
    <>
      <PageHeader heading={page.heading} intro={services.hero.intro} />
      <div className={`${screens.page} container`}>
        <div className={styles.grid}>
          {services.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.service}
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className={styles.heading}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                {section.title}
              </h2>
              {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
              <ul className={screens.bullets}>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <section className={`${screens.callout} ${styles.cta}`} aria-labelledby="services-next">
          <h2 id="services-next">Talk to us about your systems</h2>
          <p>Tell us what you run and what you need: support, a migration, training, testing or an audit.</p>
          <p className={screens.actions}>
            <a href={pathTo("contact")} className={screens.button}>
              Contact us
            </a>
            <a href={pathTo("solutions")} className={screens.buttonOutline}>
              Explore our solutions
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
