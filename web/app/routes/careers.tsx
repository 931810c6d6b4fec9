import type { Route } from "./+types/careers";
import { CareersForm } from "../components/CareersForm";
import { LinkedText } from "../components/LinkedText";
import { PageHeader } from "../components/PageHeader";
import { contentOf } from "../content/current";
import { applicationFields } from "../content/form-fields";
import { useIdentity } from "../identity";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./careers.module.css";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";
import {
  CAREERS_OPENINGS_DEFAULT,
  closingDay,
  closingMoment,
  openingTerms,
} from "@site/contracts/content-helpers";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * The page's published texts, those of its confirmation page (/Careers/applied) left out: the page
 * hydrates, so the browser gets them too, as the page's data, and the form takes its texts
 * from them.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { careersPage, openings } = contentOf(context);
  const { intro, areas, whatWeOffer, howToApply, form } = careersPage;
  return {
    intro,
    areas,
    whatWeOffer,
    howToApply,
    form,
    // The openings HR published, in their collection's order (each leaves the site when it
    // closes): the list, and the form's choice of the role applied for.
    openings: {
      ...(careersPage.openings ?? CAREERS_OPENINGS_DEFAULT),
      items: openings.map((opening) => ({
        id: opening.id,
        title: opening.title,
        summary: opening.summary,
        where: `${opening.location.locality}, ${opening.location.region}`,
        terms: openingTerms(opening),
        closes: closingMoment(opening),
      })),
    },
  };
}

/** Careers (/Careers and its alias /career): 'Join Our Team', how to apply, and the application form. */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  const [lede, ...intro] = loaderData.intro;
  const { areas, whatWeOffer, howToApply, form, openings } = loaderData;
  return (
    <>
      <PageHeader heading={page.heading} intro={lede} />
      <div className={screens.page}>
        <div className="container">
          {intro.length > 0 ? (
            <div className={`${screens.section} ${screens.prose}`}>
              {intro.map((text) => (
                <p key={text} className={screens.lead}>
                  {text}
                </p>
              ))}
            </div>
          ) : null}

          <section className={screens.section} aria-labelledby="careers-areas">
            <h2 id="careers-areas">{areas.heading}</h2>
            <ul className={styles.areas}>
              {areas.items.map((area) => (
                <li key={area.title}>
                  <div className={styles.area}>
                    <h3>{area.title}</h3>
                    <p>{area.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section className={screens.band} aria-labelledby="careers-offer">
          <div className="container">
            <h2 id="careers-offer">{whatWeOffer.heading}</h2>
            <ul className={styles.offer}>
              {whatWeOffer.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>

        <div className={`container ${styles.afterBand}`}>
          <section className={screens.section} aria-labelledby="careers-openings">
            <h2 id="careers-openings">{openings.heading}</h2>
            {openings.items.length === 0 ? (
              <p>{openings.none}</p>
            ) : (
              <ul className={styles.openings}>
                {openings.items.map((opening) => (
                  <li key={opening.id} className={styles.opening}>
                    <h3>
                      <a href={pathTo("careers", opening.id)}>{opening.title}</a>
                    </h3>
                    <p>{opening.summary}</p>
                    <p>
                      {opening.where} · {opening.terms} · Apply by{" "}
                      <time dateTime={opening.closes}>{closingDay(opening.closes)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={`${screens.section} ${styles.apply}`} aria-labelledby="careers-apply">
            <div className={screens.prose}>
              <h2 id="careers-apply">{howToApply.heading}</h2>
              {howToApply.body.map((text) => (
                <p key={text}>{text}</p>
              ))}
              <ol className={styles.steps}>
                {howToApply.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <p className={screens.actions}>
                <a href={`mailto:${site.careersEmail}`} className={screens.button}>
                  E-mail your CV to {site.careersEmail}
                </a>
                <a href="#apply-online" className={screens.buttonOutline}>
                  {form.heading}
                </a>
              </p>
              <p className={styles.note}>
                How we handle your application is explained in our{" "}
                <a href={pathTo("privacy")}>Privacy Notice</a>.
              </p>
            </div>
          </section>

          <section id="apply-online" className={styles.applyOnline} aria-labelledby="apply-online-heading">
            <h2 id="apply-online-heading">{form.heading}</h2>
            <p className={screens.prose}>{form.intro}</p>
            <CareersForm texts={form} fields={applicationFields} openings={openings.items} />
            <p className={styles.note}>
              <LinkedText text={form.privacy} phrase="Privacy Notice" href={pathTo("privacy")} />
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
