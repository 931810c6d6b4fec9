import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { NavItem } from "../navigation";
import styles from "./Navbar.module.css";

type Group = Extract<NavItem, { kind: "group" }>;

/**
 * A disclosure menu (button + list of links), the WAI-ARIA pattern for site navigation:
 * Escape closes it and returns focus to its button; so do a click outside and focus leaving.
 */
export function NavDropdown({ group, pathname, isActive }: { group: Group; pathname: string; isActive: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Close this dropdown only; the mobile menu stays open behind it.
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={isActive ? "page" : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {group.label}
        <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul id={listId} className={styles.dropdownList} hidden={!open}>
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
