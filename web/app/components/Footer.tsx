import { streetLine } from "../content/site";
import type { MenuLabels } from "@site/contracts/content";
import { useFooterSolutions, useIdentity, useMenuLabels } from "../identity";
import styles from "./Footer.module.css";
import { pathTo, type PathName } from "../route-paths";

type FooterLabels = MenuLabels["footer"];

/** The footer's links to named pages, each labelled as published. */
const linksTo = (labels: FooterLabels, names: readonly (keyof FooterLabels & PathName)[]) =>
  names.map((name) => ({ label: labels[name], to: pathTo(name) }));

const COMPANY_PAGES = ["about", "history", "team", "promoters", "careers", "contact"] as const;
const RESOURCE_PAGES = ["services", "projects", "brochures", "demos", "faq", "privacy", "terms"] as const;

/** `children`: what belongs to no other landmark but the page's end (the scroll-to-top link). */
export function Footer({ children }: { children?: React.ReactNode }) {
  const site = useIdentity();
  const solutions = useFooterSolutions();
  const labels = useMenuLabels().footer;
  const { address } = site;
  return (
    <footer className={styles.footer}>
      <div className={`${styles.grid} container`}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {site.company}
          </h2>
          <address className={styles.address}>
            {streetLine(address)}
            <br />
            {address.locality}, {address.region} {address.postalCode}
            <br />
            {address.country}
            <br />
            Phone: <a href={site.phone.href}>{site.phone.display}</a>
            <br />
            E-mail: <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          <a
            href={site.professionalNetwork.url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.social}
          >
            {site.professionalNetwork.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
        <FooterLinks id="footer-company" title={labels.company} links={linksTo(labels, COMPANY_PAGES)} />
        <FooterLinks
          id="footer-solutions"
          title={labels.solutions}
          links={[
            { label: labels.allSolutions, to: pathTo("solutions") },
            ...solutions.map((s) => ({ label: s.name, to: s.path })),
          ]}
        />
        <FooterLinks id="footer-resources" title={labels.resources} links={linksTo(labels, RESOURCE_PAGES)} />
      </div>
      <p className={`${styles.legal} container`}>© {site.legalName}. All rights reserved.</p>
      {children}
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { label: string; to: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
