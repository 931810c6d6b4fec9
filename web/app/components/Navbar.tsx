import { Link } from "react-router";
import { site } from "../content/site";
import { activeItemIndex, mainNav, professionalNetworkLink, type NavItem } from "../navigation";
import { pageAt } from "../pages";
import { LogoMark } from "./LogoMark";
import { NavDropdown } from "./NavDropdown";
import styles from "./Navbar.module.css";
import { useDisclosure } from "./useDisclosure";
import { pathTo } from "../route-paths";

export function Navbar({ pathname }: { pathname: string }) {
  const menu = useDisclosure(pathname);
  const tab = pageAt(pathname)?.tab;
  const active = activeItemIndex(pathname, tab);

  return (
    <header className={styles.header}>
      <nav className={`${styles.nav} container`} aria-label="Main" data-active-tab={tab} {...menu.container}>
        <Link to={pathTo("home")} className={styles.brand}>
          <LogoMark size={40} />
          <span>{site.company}</span>
        </Link>
        <button {...menu.button} className={styles.menuToggle}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            {menu.open ? (
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
          Menu
        </button>
        <ul id={menu.panelId} className={styles.menu} data-open={menu.open || undefined}>
          {mainNav.map((item, index) => (
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
    <Link to={item.to} className={styles.link} aria-current={isActive ? "page" : undefined}>
      {item.label}
    </Link>
  );
}
