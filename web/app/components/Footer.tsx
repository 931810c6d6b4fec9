import { Link } from "react-router";
import { site, streetLine } from "../content/site";
import { solutionsWithPage } from "../content/solutions";
import styles from "./Footer.module.css";

const companyLinks = [
  { label: "About Us", to: "/about" },
  { label: "Our History", to: "/time-line" },
  { label: "Team", to: "/team" },
  { label: "Promoters", to: "/promoters" },
  { label: "Careers", to: "/Careers" },
  { label: "Contact", to: "/contact" },
];

const resourceLinks = [
  { label: "Services", to: "/service-page" },
  { label: "Projects", to: "/project-page" },
  { label: "Brochures", to: "/brochure" },
  { label: "Demo Videos", to: "/Demo-Page" },
  { label: "FAQs", to: "/help" },
  { label: "Privacy Notice", to: "/privacy" },
  { label: "Terms and Conditions", to: "/terms-and-condition" },
];

export function Footer() {
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
          <a href={site.professionalNetwork.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
            {site.professionalNetwork.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
        <FooterLinks id="footer-company" title="Company" links={companyLinks} />
        <FooterLinks
          id="footer-solutions"
          title="Solutions"
          links={[
            { label: "All solutions", to: "/solution-page" },
            ...solutionsWithPage.slice(0, 6).map((s) => ({ label: s.name, to: `/${s.page}` })),
          ]}
        />
        <FooterLinks id="footer-resources" title="Resources" links={resourceLinks} />
      </div>
      <p className={`${styles.legal} container`}>
        © {site.legalName}. All rights reserved.
      </p>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { label: string; to: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
