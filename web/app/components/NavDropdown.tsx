import { useEffect } from "react";
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
export function NavDropdown({
  group,
  pathname,
  isActive,
}: {
  group: Group;
  pathname: string;
  isActive: boolean;
}) {
  const { open, setOpen, panelId, button, container } = useDisclosure<HTMLDivElement>(pathname);

  useEffect(() => {
    const root = container.ref.current;
    if (!open || !root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open, setOpen, container.ref]);

  return (
    <div className={styles.dropdown} {...container}>
      <button {...button} className={styles.link} aria-current={isActive ? "page" : undefined}>
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
