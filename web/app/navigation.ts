// The navbar's menu as data: labels, targets and which tab each belongs to. The
// Publications and Ovations groups list their catalogues.

import { ovations } from "./content/ovations";
import { policies } from "./content/policies";
import type { Tab } from "./route-table";
import { itemPath, pathTo } from "./route-paths";

export interface NavLink {
  label: string;
  to: string;
}

export type NavItem =
  | ({ kind: "link"; tab: Tab } & NavLink)
  | { kind: "group"; id: string; label: string; tab?: Tab; items: NavLink[] };

export const mainNav: NavItem[] = [
  { kind: "link", label: "Home", to: pathTo("home"), tab: "home" },
  { kind: "link", label: "About", to: pathTo("about"), tab: "about" },
  { kind: "link", label: "Solutions", to: pathTo("solutions"), tab: "solution" },
  { kind: "link", label: "Services", to: pathTo("services"), tab: "service" },
  { kind: "link", label: "Projects", to: pathTo("projects"), tab: "project" },
  { kind: "link", label: "Gallery", to: pathTo("gallery"), tab: "gallery" },
  { kind: "link", label: "Team", to: pathTo("team"), tab: "team" },
  {
    kind: "group",
    id: "publications",
    label: "Publications",
    items: policies.map((p) => ({ label: p.menuLabel, to: itemPath(p.id) })),
  },
  {
    kind: "group",
    id: "ovations",
    label: "Ovations",
    items: ovations.map((o) => ({ label: o.menuLabel, to: itemPath(o.id) })),
  },
  {
    kind: "group",
    id: "more",
    label: "More",
    tab: "more",
    items: [
      { label: "Promoters", to: pathTo("promoters") },
      { label: "Our History", to: pathTo("history") },
      { label: "Careers", to: pathTo("careers") },
      { label: "Brochures", to: pathTo("brochures") },
      { label: "Demo Videos", to: pathTo("demos") },
      { label: "Insights", to: pathTo("insights") },
      { label: "FAQs", to: pathTo("faq") },
      { label: "Contact", to: pathTo("contact") },
    ],
  },
];

/**
 * Which top-level item carries the active-tab marker: the one that links to or contains
 * the current page; failing that, the one whose tab is the page's tab.
 */
export function activeItemIndex(pathname: string, tab: Tab | undefined): number {
  const path = pathname.toLowerCase();
  const contains = mainNav.findIndex((item) =>
    item.kind === "link"
      ? item.to.toLowerCase() === path
      : item.items.some((l) => l.to.toLowerCase() === path),
  );
  if (contains !== -1) return contains;
  return tab ? mainNav.findIndex((item) => item.tab === tab) : -1;
}
