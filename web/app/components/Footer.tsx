import { streetLine } from "../content/site";
import { useFooterSolutions, useIdentity } from "../identity";
import styles from "./Footer.module.css";
import { pathTo } from "../route-paths";

const companyLinks = [
  { label: "About Us", to: pathTo("about") },
  { label: "Our History", to: pathTo("history") },
  { label: "Team", to: pathTo("team") },
  { label: "Promoters", to: pathTo("promoters") },
  { label: "Careers", to: pathTo("careers") },
  { label: "Contact", to: pathTo("contact") },
];

const resourceLinks = [
  { label: "Services", to: pathTo("services") },
  { label: "Projects", to: pathTo("projects") },
  { label: "Brochures", to: pathTo("brochures") },
  { label: "Demo Videos", to: pathTo("demos") },
  { label: "FAQs", to: pathTo("faq") },
  { label: "Privacy Notice", to: pathTo("privacy") },
  { label: "Terms and Conditions", to: pathTo("terms") },
];

/** `children`: what belongs to no other landmark but the page's end (the scroll-to-top link). */
export function Footer({ children }: { children?: React.ReactNode }) {
  const site = useIdentity();
  const solutions = useFooterSolutions();
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
        <FooterLinks id="footer-company" title="Company" links={companyLinks} />
        <FooterLinks
          id="footer-solutions"
          title="Solutions"
          links={[
            { label: "All solutions", to: pathTo("solutions") },
            ...solutions.map((s) => ({ label: s.name, to: s.path })),
          ]}
        />
        <FooterLinks id="footer-resources" title="Resources" links={resourceLinks} />
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
