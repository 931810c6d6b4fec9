import { useIdentity } from "../identity";
import { SiteSearch } from "./SiteSearch";
import styles from "./UtilityBar.module.css";

/** The slim bar above the navbar: the support line and e-mail, and the site search. */
export function UtilityBar() {
  const site = useIdentity();
  return (
    // A landmark of its own: it sits above the site's banner, and every part of a page
    // belongs to some landmark for screen-reader users.
    <aside className={`${styles.bar} no-print`} aria-label="Contact and site search">
      <div className={`${styles.row} container`}>
        <p className={styles.contact}>
          <span>
            24x7 support: <a href={site.phone.href}>{site.phone.display}</a>
          </span>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <SiteSearch />
      </div>
    </aside>
  );
}
