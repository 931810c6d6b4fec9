// The URL path of every page the code names, written once. The route table builds its
// routes from these names; menus, links and content reach a page through pathTo(), so a
// renamed path is a one-line change here. Pages that stand for a content item (a policy,
// an ovation, a project, a solution) take their path from that item's id in its catalogue.
//
// Paths are spelled exactly as the spec spells them (case included) and have no leading
// slash. Plain data with no imports: content modules may use it without pulling in the
// route table.

export const PATHS = {
  home: "home",
  about: "about",
  aboutDetails: "about/details",
  gallery: "gallery",
  solutions: "solution-page",
  services: "service-page",
  projects: "project-page",
  brochures: "brochure",
  promoters: "promoters",
  team: "team",
  contact: "contact",
  contactSent: "contact/sent",
  demos: "Demo-Page",
  demosAlias: "Demos",
  careers: "Careers",
  careersAlias: "career",
  applicationSent: "Careers/applied",
  faq: "help",
  history: "time-line",
  insights: "insight",
  terms: "terms-and-condition",
  privacy: "privacy",
  search: "search",
  solutionDetails: "solution-details",
  projectDetails: "project-details",
} as const;

export type PathName = keyof typeof PATHS;

/**
 * The URL path of a named page (`pathTo("contact")` is "/contact"), or of an item below
 * it (`pathTo("projectDetails", "FIS")` is "/project-details/FIS").
 */
export function pathTo(name: PathName, item?: string): string {
  return item === undefined ? `/${PATHS[name]}` : `/${PATHS[name]}/${item}`;
}

/** The URL path of a page that stands for a content item: its id is its path. */
export function itemPath(id: string): string {
  return `/${id}`;
}
