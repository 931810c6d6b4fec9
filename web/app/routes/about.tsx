import type { Route } from "./+types/about";
import { contentOf } from "../content/current";
import { StatsList } from "../components/StatsList";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { RichText } from "../components/RichText";
import type { AboutSection } from "@site/contracts/content";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./about.module.css";
import screens from "./screens.module.css";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

// Run at build time only (the page and its alias are prerendered): the page's texts go into
// its HTML and .data file, and about.ts stays out of the browser's code. The hero's picture
// is the home page's about teaser's.
export function loader({ context }: Route.LoaderArgs) {
  const { about, home } = contentOf(context);
  const { picture, pictureAlt } = home.aboutTeaser;
  return { about, heroImage: { picture, alt: pictureAlt } };
}

/** About Us (/about and /about/details): the hero, six numbered sections, mantras, coding practices. */
export default function About({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const { hero, sections, mantras, codingPractices } = loaderData.about;
  const { heroImage } = loaderData;
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-heading">
        <div className={`${styles.heroLayout} container`}>
          <div>
            <h1 id="about-heading" className={styles.heroHeading}>
              {page.heading}
            </h1>
            <p className={styles.lede}>{hero.lede}</p>
            <StatsList className={styles.stats} />
          </div>
          <ResponsiveImage
            picture={heroImage.picture}
            alt={heroImage.alt}
            sizes="(min-width: 64rem) 30rem, calc(100vw - 2rem)"
            priority
            className={styles.heroImage}
          />
        </div>
      </section>

      <div className="container">
        <nav className={styles.toc} aria-labelledby="about-toc">
          <h2 id="about-toc" className={styles.tocHeading}>
            On this page
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
            <li>
              <a href="#mantras">{mantras.heading}</a>
            </li>
            <li>
              <a href="#coding-practices">{codingPractices.heading}</a>
            </li>
          </ol>
        </nav>

        <div className={styles.sections}>
          {sections.map((section) => (
            <NumberedSection key={section.id} section={section} />
          ))}
        </div>
      </div>

      <section id="mantras" className={styles.mantrasBand} aria-labelledby="mantras-heading">
        <div className={`container ${screens.centered}`}>
          <h2 id="mantras-heading">{mantras.heading}</h2>
          <p className={screens.sectionIntro}>{mantras.intro}</p>
          <ol className={styles.mantras}>
            {mantras.items.map((item) => (
              <li key={item.title}>
                <div className={styles.mantra}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="coding-practices" className={styles.practicesSection} aria-labelledby="practices-heading">
        <div className="container">
          <h2 id="practices-heading">{codingPractices.heading}</h2>
          <p className={screens.sectionIntro}>{codingPractices.intro}</p>
          <ul className={styles.practices}>
            {codingPractices.items.map((item) => (
              <li key={item.title}>
                <div className={styles.practice}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function NumberedSection({ section }: { section: AboutSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <span className={styles.number} aria-hidden="true">
        {String(section.number).padStart(2, "0")}
      </span>
      <h2 id={headingId} className={styles.sectionHeading}>
        <span className="visually-hidden">{section.number}. </span>
        {section.heading}
      </h2>
      <div className={styles.sectionBody}>
        <RichText blocks={section.body} />
        {section.links ? (
          <ul className={screens.actions}>
            {section.links.map((link, index) => (
              <li key={link.href}>
                <SectionLink href={link.href} label={link.label} primary={index === 0} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function SectionLink({ href, label, primary }: { href: string; label: string; primary: boolean }) {
  const className = primary ? screens.button : screens.buttonOutline;
  return (
    // A link off the site (mailto:, tel:) takes the contact link's look.
    <a href={href} className={href.startsWith("/") ? className : `${className} ${styles.contactLink}`}>
      {label}
    </a>
  );
}
