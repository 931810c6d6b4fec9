import { useCatalogueMenus, useIdentity, useMenuLabels, usePageIfLoaded } from "../identity";
import { activeItemIndex, mainNavOf, type NavItem } from "../navigation";
import { LogoMark } from "./LogoMark";
import { NavDropdown } from "./NavDropdown";
import styles from "./Navbar.module.css";
import { pathTo } from "../route-paths";

/** The menu's list, which the narrow screens' Menu toggle shows and hides. */
export const MENU_ID = "site-menu";

/**
 * The site's navigation, plain HTML that works without JavaScript: on narrow screens a
 * <details> whose summary is the Menu toggle shows the list (Navbar.module.css, by :has),
 * each dropdown is a <details> of its own, and the browser exposes their expanded state.
 * Escape, a click outside and focus leaving close them: app/enhance/menus.ts.
 */
export function Navbar({ pathname }: { pathname: string }) {
  const tab = usePageIfLoaded()?.tab;
  const nav = mainNavOf(useMenuLabels().navbar, useCatalogueMenus());
  const active = activeItemIndex(nav, pathname, tab);
  const site = useIdentity();
  const professionalNetworkLink = site.professionalNetwork;

  return (
    <header className={styles.header}>
      <nav className={`${styles.nav} container`} aria-label="Main" data-active-tab={tab}>
        <a href={pathTo("home")} className={styles.brand}>
          <LogoMark size={40} />
          <span>{site.company}</span>
        </a>
        <details className={styles.menuToggle} data-menu="">
          <summary className={styles.menuButton} aria-controls={MENU_ID}>
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
              <path
                className={styles.closeIcon}
                d="M4 4l12 12M16 4L4 16"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                className={styles.openIcon}
                d="M2 5h16M2 10h16M2 15h16"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            Menu
          </summary>
        </details>
        <ul id={MENU_ID} className={styles.menu}>
          {nav.map((item, index) => (
            <li key={item.label} className={styles.item}>
              <NavEntry item={item} pathname={pathname} isActive={index === active} />
            </li>
          ))}
          <li className={styles.item}>
            <a
              className={styles.link}
              href={professionalNetworkLink.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {professionalNetworkLink.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function NavEntry({ item, pathname, isActive }: { item: NavItem; pathname: string; isActive: boolean }) {
  if (item.kind === "group") {
    return <NavDropdown group={item} pathname={pathname} isActive={isActive} />;
  }
  return (
    <a href={item.to} className={styles.link} aria-current={isActive ? "page" : undefined}>
      {item.label}
    </a>
  );
}
