import type { NavItem } from "../navigation";
import styles from "./Navbar.module.css";

type Group = Extract<NavItem, { kind: "group" }>;

/** The dropdowns share a name: opening one closes the others, with or without JavaScript. */
const DROPDOWN_GROUP = "nav-dropdown";

/**
 * A disclosure menu (summary + list of links) as a <details>: it opens and closes without
 * JavaScript, and the browser exposes its expanded state. Escape (focus back on its
 * summary), a click outside and focus leaving close it: app/enhance/menus.ts.
 */
export function NavDropdown({
  group,
  pathname,
  isActive,
}: {
  group: Group;
  pathname: string;
  isActive: boolean;
}) {
  return (
    <details className={styles.dropdown} name={DROPDOWN_GROUP} data-menu="">
      <summary className={styles.link} aria-current={isActive ? "page" : undefined}>
        {group.label}
        <svg
          aria-hidden="true"
          focusable="false"
          width="12"
          height="12"
          viewBox="0 0 12 12"
          className={styles.chevron}
        >
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </summary>
      <ul className={styles.dropdownList}>
        {group.items.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className={styles.dropdownLink}
              aria-current={link.to.toLowerCase() === pathname.toLowerCase() ? "page" : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
