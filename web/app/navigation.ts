// The navbar's menu as data: labels, targets and which tab each belongs to.

import { site } from "./content/site";
import type { Tab } from "./route-table";

export interface NavLink {
  label: string;
  to: string;
}

export type NavItem =
  | ({ kind: "link"; tab: Tab } & NavLink)
  | { kind: "group"; id: string; label: string; tab?: Tab; items: NavLink[] };

export const mainNav: NavItem[] = [
  { kind: "link", label: "Home", to: "/home", tab: "home" },
  { kind: "link", label: "About", to: "/about", tab: "about" },
  { kind: "link", label: "Solutions", to: "/solution-page", tab: "solution" },
  { kind: "link", label: "Services", to: "/service-page", tab: "service" },
  { kind: "link", label: "Projects", to: "/project-page", tab: "project" },
  { kind: "link", label: "Gallery", to: "/gallery", tab: "gallery" },
  { kind: "link", label: "Team", to: "/team", tab: "team" },
  {
    kind: "group",
    id: "publications",
    label: "Publications",
    items: [
      { label: "Code of Conduct", to: "/Doc-1" },
      { label: "Social Compliance", to: "/Doc-2" },
      { label: "POSH Policy", to: "/Doc-3" },
      { label: "Anti-Bribery (ABAC)", to: "/Doc-4" },
    ],
  },
  {
    kind: "group",
    id: "ovations",
    label: "Ovations",
    items: [
      { label: "BAML Implementation", to: "/ovations-1" },
      { label: "BIPS Implementation Support", to: "/ovations-2" },
      { label: "Finacle Implementation Support", to: "/ovations-3" },
    ],
  },
  {
    kind: "group",
    id: "more",
    label: "More",
    tab: "more",
    items: [
      { label: "Promoters", to: "/promoters" },
      { label: "Our History", to: "/time-line" },
      { label: "Careers", to: "/Careers" },
      { label: "Brochures", to: "/brochure" },
      { label: "Demo Videos", to: "/Demo-Page" },
      { label: "Insights", to: "/insight" },
      { label: "FAQs", to: "/help" },
      { label: "Contact", to: "/contact" },
    ],
  },
];

export const professionalNetworkLink = site.professionalNetwork;

/**
 * Which top-level item carries the active-tab marker: the one that links to or contains
 * the current page; failing that, the one whose tab is the page's tab.
 */
export function activeItemIndex(pathname: string, tab: Tab | undefined): number {
  const path = pathname.toLowerCase();
  const contains = mainNav.findIndex((item) =>
    item.kind === "link" ? item.to.toLowerCase() === path : item.items.some((l) => l.to.toLowerCase() === path),
  );
  if (contains !== -1) return contains;
  return tab ? mainNav.findIndex((item) => item.tab === tab) : -1;
}
