import type { Route } from "./+types/contact";
import { ContactForm } from "../components/ContactForm";
import { LinkedText } from "../components/LinkedText";
import { OfficeMap } from "../components/OfficeMap";
import { PageHeader } from "../components/PageHeader";
import type { ContactCardShows } from "@site/contracts/content";
import { formatPostalAddress } from "@site/contracts/content-helpers";
import { contentOf } from "../content/current";
import { cardView, type CardView } from "../content/contact-cards";
import { contactFields } from "../content/form-fields";
import { useIdentity } from "../identity";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./contact.module.css";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/**
 * The page's published texts, those of its confirmation page (/contact/sent) left out: the page
 * hydrates, so the browser gets them too, as the page's data, and the form takes its texts
 * from them. The cards and the map show the site identity as published.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { site, contactPage } = contentOf(context);
  const { intro, cards, map, form } = contactPage;
  return {
    intro,
    cards: cards.map((card) => cardView(card, site)),
    map: { title: map.title, query: formatPostalAddress(site.address) },
    form,
  };
}

/** Contact (/contact): the three cards, the map (embedded when the visitor asks), and the message form. */
export default function Contact({ loaderData: { intro, cards, map, form } }: Route.ComponentProps) {
  const page = usePage();
  const site = useIdentity();
  return (
    <>
      <PageHeader heading={page.heading} intro={intro} />
      <div className={`${screens.page} container`}>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id}>
              <Card card={card} />
            </li>
          ))}
        </ul>

        <OfficeMap
          className={screens.section}
          title={map.title}
          address={map.query}
          geo={site.geo}
          illustrationLabel={`Illustration of a map with a pin on our office in ${site.address.locality}. It is not a real map.`}
        />

        <section id="contact-form" className={styles.form} aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{form.heading}</h2>
          <p>
            <LinkedText text={form.intro} phrase={site.email} href={`mailto:${site.email}`} />
          </p>
          <ContactForm texts={form} fields={contactFields} />
          <p className={styles.privacy}>
            <LinkedText text={form.privacy} phrase="Privacy Notice" href={pathTo("privacy")} />
          </p>
        </section>
      </div>
    </>
  );
}

function Card({ card }: { card: CardView }) {
  const external = isExternal(card.link.href);
  return (
    <article className={styles.card} aria-labelledby={`contact-${card.id}`}>
      <span className={styles.cardIcon} aria-hidden="true">
        <CardIcon shows={card.shows} />
      </span>
      <h2 id={`contact-${card.id}`} className={styles.cardTitle}>
        {card.title}
      </h2>
      <p>{card.text}</p>
      {card.lines ? (
        <address className={styles.address}>
          {card.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
      <a
        href={card.link.href}
        className={styles.cardLink}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {card.link.label}
        {external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
      </a>
    </article>
  );
}

function CardIcon({ shows }: { shows: ContactCardShows }) {
  const common = {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 1.8,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  let path: React.ReactNode;
  if (shows === "address") {
    path = (
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" {...common} />
        <circle cx="12" cy="9.5" r="2.5" {...common} />
      </>
    );
  } else if (shows === "phone") {
    path = (
      <path
        d="M6.6 3.5h2.6l1.4 4-2 1.4a11 11 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z"
        {...common}
      />
    );
  } else {
    path = (
      <>
        <path d="M4 5h16v11H9l-5 4z" {...common} />
        <path d="M8 9.5h8M8 12.5h5" {...common} />
      </>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
      {path}
    </svg>
  );
}
