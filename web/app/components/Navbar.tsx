import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { site } from "../content/site";
import { activeItemIndex, mainNav, professionalNetworkLink, type NavItem } from "../navigation";
import { pageAt } from "../route-table";
import { NavDropdown } from "./NavDropdown";
import styles from "./Navbar.module.css";

export function Navbar({ pathname }: { pathname: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const tab = pageAt(pathname)?.tab;
  const active = activeItemIndex(pathname, tab);

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <nav className={`${styles.nav} container`} aria-label="Main" data-active-tab={tab}>
        <Link to="/home" className={styles.brand}>
          <img src="/media/logo.svg" alt="" width={40} height={40} />
          <span>{site.company}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
            {menuOpen ? (
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
            ) : (
              <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
          Menu
        </button>
        <ul id={menuId} className={styles.menu} data-open={menuOpen || undefined}>
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
