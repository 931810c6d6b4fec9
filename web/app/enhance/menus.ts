// The navbar's menus are <details> (components/Navbar.tsx), which open and close without
// any script. This adds what a disclosure menu also does (the WAI-ARIA disclosure pattern):
// Escape closes the innermost open one and puts focus back on its summary; a click outside
// and focus leaving close it. Listeners on the document, so it needs no per-menu setup and
// works the same on pages React hydrates.

import { MENU } from "./markers";

/**
 * What belongs to an open menu: the <details> itself, and the list its summary's
 * aria-controls names when that list is outside it (the narrow screens' Menu toggle).
 */
function within(menu: HTMLDetailsElement, node: Node | null): boolean {
  if (!node) return false;
  if (menu.contains(node)) return true;
  const controls = menu.querySelector("summary")?.getAttribute("aria-controls");
  const panel = controls ? menu.ownerDocument.getElementById(controls) : null;
  return panel !== null && panel.contains(node);
}

function openMenus(document: Document): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`details[${MENU}][open]`)];
}

/** Closes `menu`; with `focus`, moves focus to its summary (as Escape does). */
function close(menu: HTMLDetailsElement, focus: boolean): void {
  menu.open = false;
  if (focus) menu.querySelector("summary")?.focus();
}

export function enhanceMenus(document: Document): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const target = event.target as Node;
    const holding = openMenus(document).filter((menu) => within(menu, target));
    // The innermost: a dropdown inside the open Menu list closes before the list does.
    const innermost = holding.find((menu) => !holding.some((other) => other !== menu && within(menu, other)));
    if (!innermost) return;
    event.preventDefault();
    close(innermost, true);
  });
  document.addEventListener("pointerdown", (event) => {
    for (const menu of openMenus(document)) if (!within(menu, event.target as Node)) close(menu, false);
  });
  document.addEventListener("focusout", (event) => {
    // Only focus going somewhere else: a click on nothing focusable is the pointer's case.
    const next = event.relatedTarget as Node | null;
    if (!next) return;
    for (const menu of openMenus(document)) {
      if (within(menu, event.target as Node) && !within(menu, next)) close(menu, false);
    }
  });
}
