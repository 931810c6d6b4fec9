import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { NavItem } from "../navigation";
import styles from "./Navbar.module.css";
import { useDisclosure } from "./useDisclosure";

type Group = Extract<NavItem, { kind: "group" }>;

/**
 * A disclosure menu (button + list of links), the WAI-ARIA pattern for site navigation:
 * Escape closes it and returns focus to its button; a click outside and focus leaving
 * close it too.
 */
export function NavDropdown({ group, pathname, isActive }: { group: Group; pathname: string; isActive: boolean }) {
  const { open, setOpen, panelId, button, container } = useDisclosure(pathname);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      {...container}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button {...button} className={styles.link} aria-current={isActive ? "page" : undefined}>
        {group.label}
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul id={panelId} className={styles.dropdownList} hidden={!open}>
        {group.items.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles.dropdownLink}
              aria-current={link.to.toLowerCase() === pathname.toLowerCase() ? "page" : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
