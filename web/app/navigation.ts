// The navbar's menu as data: labels (as published: the root loader gives them), targets
// and which tab each belongs to. The
// Publications and Ovations groups list their catalogues, by the menu labels published
// with them: the root loader makes those lists (menusOf) from the published content, so a
// label staff change reaches the menu of every page.

import type { MenuLabels } from "@site/contracts/content";
import type { Tab } from "./route-table";
import { itemPath, pathTo } from "./route-paths";

export interface NavLink {
  label: string;
  to: string;
}

export type NavItem =
  | ({ kind: "link"; tab: Tab } & NavLink)
  | { kind: "group"; id: string; label: string; tab?: Tab; items: NavLink[] };

/** The catalogues' menus, as the root loader gives them to every page. */
export interface CatalogueMenus {
  publications: NavLink[];
  ovations: NavLink[];
}

/** A catalogue entry with a page and a menu label: a policy, an ovation. */
interface MenuEntry {
  id: string;
  menuLabel: string;
}

/** The Publications and Ovations menus of the published catalogues. */
export const menusOf = (policies: readonly MenuEntry[], ovations: readonly MenuEntry[]): CatalogueMenus => ({
  publications: policies.map((p) => ({ label: p.menuLabel, to: itemPath(p.id) })),
  ovations: ovations.map((o) => ({ label: o.menuLabel, to: itemPath(o.id) })),
});

/** The navbar's items, with its labels and the catalogues' menus as published. */
export const mainNavOf = (labels: MenuLabels["navbar"], menus: CatalogueMenus): NavItem[] => [
  { kind: "link", label: labels.home, to: pathTo("home"), tab: "home" },
  { kind: "link", label: labels.about, to: pathTo("about"), tab: "about" },
  { kind: "link", label: labels.solutions, to: pathTo("solutions"), tab: "solution" },
  { kind: "link", label: labels.services, to: pathTo("services"), tab: "service" },
  { kind: "link", label: labels.projects, to: pathTo("projects"), tab: "project" },
  { kind: "link", label: labels.gallery, to: pathTo("gallery"), tab: "gallery" },
  { kind: "link", label: labels.team, to: pathTo("team"), tab: "team" },
  {
    kind: "group",
    id: "publications",
    label: labels.publications,
    items: menus.publications,
  },
  {
    kind: "group",
    id: "ovations",
    label: labels.ovations,
    items: menus.ovations,
  },
  {
    kind: "group",
    id: "more",
    label: labels.more,
    tab: "more",
    items: (
      ["promoters", "history", "careers", "brochures", "demos", "insights", "faq", "contact"] as const
    ).map((name) => ({ label: labels[name], to: pathTo(name) })),
  },
];

/**
 * Which top-level item carries the active-tab marker: the one that links to or contains
 * the current page; failing that, the one whose tab is the page's tab.
 */
export function activeItemIndex(nav: readonly NavItem[], pathname: string, tab: Tab | undefined): number {
  const path = pathname.toLowerCase();
  const contains = nav.findIndex((item) =>
    item.kind === "link"
      ? item.to.toLowerCase() === path
      : item.items.some((l) => l.to.toLowerCase() === path),
  );
  if (contains !== -1) return contains;
  return tab ? nav.findIndex((item) => item.tab === tab) : -1;
}
