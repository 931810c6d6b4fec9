// The site identity (company name, phone, e-mail addresses, address, links) as the page
// is rendered with it: the root loader's, from the published content (content/current.ts).
// Components read it with useIdentity(), meta functions with identityOf(matches); none
// imports content/site.ts for it, so a published change reaches every page. The root
// loader also gives the footer the solutions it links to (useFooterSolutions()), the
// navbar the catalogues' menus (useCatalogueMenus()), both their labels (useMenuLabels())
// and every screen its page, with its texts as published (usePage(), routeMeta).

import type { MenuLabels, SiteIdentity } from "@site/contracts/content";
import type { CatalogueMenus } from "./navigation";
import type { ResolvedPage } from "./pages";
import { useRouteLoaderData } from "react-router";

/** A link of the footer's solution list: the published name, and its page. */
export interface FooterSolution {
  name: string;
  path: string;
}

/**
 * What the root loader gives every page. Kept small: a hydrated page carries it in its
 * HTML, whatever the page shows.
 */
export interface RootData {
  identity: SiteIdentity;
  footerSolutions: FooterSolution[];
  menus: CatalogueMenus;
  /** The navbar's and the footer's own labels. */
  labels: MenuLabels;
  /**
   * The page rendered, as the content it is rendered from has it (pages.ts), with its
   * texts as published (page-text.ts); null for a path with no page.
   */
  page: ResolvedPage | null;
}

const isRootData = (data: unknown): data is RootData =>
  typeof data === "object" &&
  data !== null &&
  "identity" in data &&
  "footerSolutions" in data &&
  "menus" in data &&
  "labels" in data &&
  "page" in data;

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

function rootDataOf(matches: Matches): RootData {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (!isRootData(root)) throw new Error("The root route's loader data (the site identity) is missing");
  return root;
}

/** The identity from React Router's matches (a meta function's arguments). */
export function identityOf(matches: Matches): SiteIdentity {
  return rootDataOf(matches).identity;
}

/** The page rendered, from React Router's matches (a meta function's arguments). */
export function pageFrom(matches: Matches): ResolvedPage | null {
  return rootDataOf(matches).page;
}

/** The identity the page is rendered with. */
export function useIdentity(): SiteIdentity {
  const identity = useIdentityIfLoaded();
  if (identity === undefined) throw new Error("The root route's loader data (the site identity) is missing");
  return identity;
}

/** The identity, or undefined where the root's loader may have failed (its error boundary). */
export function useIdentityIfLoaded(): SiteIdentity | undefined {
  return useRootData()?.identity;
}

/** The solutions the footer links to, with their published names. */
export function useFooterSolutions(): FooterSolution[] {
  const solutions = useRootData()?.footerSolutions;
  if (solutions === undefined)
    throw new Error("The root route's loader data (the footer's solutions) is missing");
  return solutions;
}

/** The Publications and Ovations menus, with their published labels. */
export function useCatalogueMenus(): CatalogueMenus {
  const menus = useRootData()?.menus;
  if (menus === undefined) throw new Error("The root route's loader data (the catalogues' menus) is missing");
  return menus;
}

/** The navbar's and the footer's labels, as published. */
export function useMenuLabels(): MenuLabels {
  const labels = useRootData()?.labels;
  if (labels === undefined) throw new Error("The root route's loader data (the menus' labels) is missing");
  return labels;
}

/** The page rendered; null for a path with no page, undefined where the root's loader may have failed. */
export function usePageIfLoaded(): ResolvedPage | null | undefined {
  return useRootData()?.page;
}

function useRootData(): RootData | undefined {
  const root = useRouteLoaderData("root");
  return isRootData(root) ? root : undefined;
}
