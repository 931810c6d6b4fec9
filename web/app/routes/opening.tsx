import type { Route } from "./+types/opening";
import { closingDay, closingMoment, openingTerms } from "@site/contracts/content-helpers";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { JsonLd } from "../components/JsonLd";
import { PageHeader } from "../components/PageHeader";
import { contentOf, textsOf } from "../content/current";
import { useIdentity } from "../identity";
import { itemAt } from "../page-item";
import { pathTo } from "../route-paths";
import { routeMeta } from "../seo";
import { jobPostingJsonLd } from "../structured-data";
import { usePage } from "../use-page";
import screens from "./screens.module.css";
import styles from "./careers.module.css";

// A job opening HR published (/Careers/{id}): the role, where and how it is worked, what the
// person does and brings, until when applications are taken, and the way to apply; its
// JobPosting data is what search engines list it by. Once it closes, the server retires it
// and this address answers 410.
export const meta: Route.MetaFunction = (args) => routeMeta(args);

export function loader({ url, context }: Route.LoaderArgs) {
  const { openings, openingTexts } = contentOf(context);
  const id = itemAt(url, context);
  const opening = openings.find((o) => o.id === id);
  if (opening === undefined) throw new Error(`No opening for ${url.pathname}`);
  return { opening, text: textsOf(openingTexts, id, "opening text") };
}

export default function OpeningPage({ loaderData: { opening, text } }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  const { locality, region } = opening.location;
  return (
    <>
      <PageHeader heading={page.heading} intro={opening.summary} />
      <Breadcrumbs
        trail={[
          { name: "Home", path: pathTo("home") },
          { name: "Careers", path: pathTo("careers") },
          { name: opening.title, path: page.path },
        ]}
      />
      <JsonLd data={jobPostingJsonLd({ opening, text, site, path: page.path })} />
      <div className={`${screens.page} container`}>
        <dl className={styles.facts}>
          <div>
            <dt>Where</dt>
            <dd>
              {locality}, {region}
            </dd>
          </div>
          <div>
            <dt>Kind of work</dt>
            <dd>{openingTerms(opening)}</dd>
          </div>
          <div>
            <dt>Apply by</dt>
            <dd>
              <time dateTime={closingMoment(opening)}>{closingDay(closingMoment(opening))}</time>
            </dd>
          </div>
        </dl>
        <section className={`${screens.section} ${screens.prose}`} aria-labelledby="opening-role">
          <h2 id="opening-role">About the role</h2>
          {text.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section className={`${screens.section} ${screens.prose}`} aria-labelledby="opening-does">
          <h2 id="opening-does">What you will do</h2>
          <ul className={screens.bullets}>
            {text.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className={`${screens.section} ${screens.prose}`} aria-labelledby="opening-brings">
          <h2 id="opening-brings">What you bring</h2>
          <ul className={screens.bullets}>
            {text.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <p className={screens.actions}>
          <a
            href={`${pathTo("careers")}?opening=${encodeURIComponent(opening.id)}#apply-online`}
            className={screens.button}
          >
            Apply for this role
          </a>
          <a
            href={`mailto:${site.careersEmail}?subject=${encodeURIComponent(opening.title)}`}
            className={screens.buttonOutline}
          >
            E-mail your CV to {site.careersEmail}
          </a>
        </p>
      </div>
    </>
  );
}
