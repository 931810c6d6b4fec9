import type { Route } from "./+types/contact";
import { ContactForm } from "../components/ContactForm";
import { LinkedText } from "../components/LinkedText";
import { PageHeader } from "../components/PageHeader";
import { contactPage, type ContactCard } from "../content/contact";
import { contactFields } from "../content/form-fields";
import { site } from "../content/site";
import { usePage } from "../use-page";
import { routeMeta } from "../seo";
import styles from "./contact.module.css";
import screens from "./screens.module.css";
import { pathTo } from "../route-paths";

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** OpenStreetMap's search for a place: the map opens there, in a new tab, when asked. */
function openStreetMapUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** Contact (/contact): the three cards, the map on request, and the message form. */
export default function Contact() {
  const page = usePage();
  const { cards, map, form } = contactPage;
  return (
    <>
      <PageHeader heading={page.heading} intro={contactPage.intro} />
      <div className={`${screens.page} container`}>
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.id}>
              <Card card={card} />
            </li>
          ))}
        </ul>

        <section className={`${screens.section} ${styles.map}`} aria-labelledby="contact-map">
          <div className={styles.mapPreview}>
            <MapIllustration label={`Illustration of a map with a pin on our office in ${site.address.locality}. It is not a real map.`} />
          </div>
          <div className={styles.mapText}>
            <h2 id="contact-map">Find Us on the Map</h2>
            <address className={styles.address}>{map.query}</address>
            <p>
              The map is on OpenStreetMap and opens in a new tab. Nothing is loaded from OpenStreetMap, and nobody
              else learns of your visit, until you choose to open it.
            </p>
            <p className={screens.actions}>
              <a href={openStreetMapUrl(map.query)} target="_blank" rel="noopener noreferrer" className={screens.button}>
                <PinIcon />
                Show the map
                <span className="visually-hidden"> on OpenStreetMap (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </section>

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

function Card({ card }: { card: ContactCard }) {
  const external = isExternal(card.link.href);
  return (
    <article className={styles.card} aria-labelledby={`contact-${card.id}`}>
      <span className={styles.cardIcon} aria-hidden="true">
        <CardIcon id={card.id} />
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

function CardIcon({ id }: { id: string }) {
  const common = { fill: "none", stroke: "currentColor", strokeWidth: 1.8, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  let path: React.ReactNode;
  if (id === "our-location") {
    path = (
      <>
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" {...common} />
        <circle cx="12" cy="9.5" r="2.5" {...common} />
      </>
    );
  } else if (id === "support") {
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

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="2.5" fill="currentColor" />
    </svg>
  );
}

/** A drawn map (streets, a river, a park, the pin): a preview that loads nothing from elsewhere. */
function MapIllustration({ label }: { label: string }) {
  return (
    <svg className={styles.mapSvg} viewBox="0 0 640 400" width="640" height="400" role="img" aria-label={label} focusable="false">
      <rect width="640" height="400" fill="#e8eef5" />
      <path d="M0 300 C120 260 200 340 330 300 S560 250 640 280 V330 C560 300 470 350 330 350 S120 310 0 350 Z" fill="#b9d3ec" />
      <rect x="430" y="40" width="150" height="110" rx="14" fill="#cfe5c8" />
      <rect x="60" y="70" width="110" height="80" rx="10" fill="#dde3ea" />
      <rect x="220" y="170" width="120" height="70" rx="10" fill="#dde3ea" />
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 190 H640" strokeWidth="22" />
        <path d="M380 0 V400" strokeWidth="22" />
        <path d="M0 40 L300 260" strokeWidth="14" />
        <path d="M190 0 V180" strokeWidth="12" />
        <path d="M380 110 H640" strokeWidth="12" />
      </g>
      <g stroke="#f4c95d" strokeLinecap="round" fill="none">
        <path d="M0 190 H640" strokeWidth="6" />
        <path d="M380 0 V400" strokeWidth="6" />
      </g>
      <ellipse cx="380" cy="192" rx="22" ry="7" fill="#14213d" opacity="0.25" />
      <path d="M380 190 C380 190 340 150 340 122 a40 40 0 0 1 80 0 C420 150 380 190 380 190 Z" fill="#b91c1c" />
      <circle cx="380" cy="122" r="15" fill="#ffffff" />
    </svg>
  );
}
