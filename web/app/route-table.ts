// The route table of spec section 2, in one place. routes.ts turns it into React Router's
// route config; pages.ts resolves the same entries into every page's title, heading,
// description and active tab, the prerender list, the sitemap and the server's manifest.
// Paths come from route-paths.ts (named pages) or from the content catalogues (pages that
// stand for a content item). Plain data (no React Router imports) so the app, build
// scripts and tests share it.

import type { ItemType, PageTextName } from "@site/contracts/content";
import type { PageDataSource } from "@site/contracts/page-render";
import { insightTopics } from "./content/insight-topics";
import { ovations } from "./content/ovations";
import { pageTexts } from "./content/page-info";
import { policies } from "./content/policies";
import { projects } from "./content/projects";
import { solutions, solutionsInListOrder } from "./content/solutions";
import { pageTextOf, type PageTextContent } from "./page-text";
import { PATHS, type PathName } from "./route-paths";
import { socialImagePath } from "./social-images";

/** The navbar's active-tab values seen in the spec. */
export type Tab = "home" | "about" | "team" | "gallery" | "solution" | "service" | "project" | "more";

/**
 * Where a page's texts are content: a named page's own (`pageTexts`), or those of the item
 * it shows (a policy's title and summary). page-text.ts reads them from the content.
 */
export type TextSource = { page: PageTextName } | { item: ItemType; id: string };

/**
 * A page's texts and tab. The texts here are the repository's (what the build knows of
 * every page: the sitemap, the social images, the tests); a page shows them as published,
 * from the root loader (page-text.ts, usePage, routeMeta).
 */
export interface PageInfo {
  /** Where its texts are kept in the content. */
  texts: TextSource;
  /** Part of the browser title before " | {company}". */
  title: string;
  /** The screen's h1. */
  heading: string;
  /** Meta description (validate.ts checks it against the content schema's pageDescription). */
  description: string;
  keywords?: string[];
  tab: Tab;
  /** The page's own Open Graph image (social-images.ts); without one, the site's card. */
  socialImage?: string;
}

/**
 * What a page needs beyond its text, which the build writes into the server's manifest
 * (scripts/postbuild.ts) and the root reads (`hydrate`).
 */
export interface PageNeeds {
  /**
   * The run-time data the page is rendered from (its loader reads it): the server renders
   * it again whenever that data changes, instead of serving the build's rendering.
   */
  renderedFrom?: PageDataSource[];
  /** It has this form, which posts to the server: the page comes with an XSRF cookie. */
  form?: OutboxKind;
  /** It frames a map (MAP_FRAME_ORIGIN): its Content-Security-Policy allows it. */
  framesMap?: true;
  /** It runs the site search's worker (Pagefind's WebAssembly): its policy lets it compile. */
  searchWorker?: true;
  /**
   * A page that moves: React loads and hydrates it (the gallery, the forms, the search
   * results). Every other page is plain HTML and CSS with the site's small scripts
   * (app/enhance/), reached by a document load and never rendered in the browser.
   */
  hydrate?: true;
}

/** The keys of PageNeeds, for copying a route's needs onto its pages (pages.ts). */
export const PAGE_NEEDS = ["renderedFrom", "form", "framesMap", "searchWorker", "hydrate"] as const;

export interface StaticRoute extends PageInfo, PageNeeds {
  /** React Router's route id: a stable name, unchanged when the path is renamed. */
  id: string;
  /** URL path without the leading slash, exactly as the spec spells it. */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** Other paths that show the same page; search engines are pointed at `path`. */
  aliases?: string[];
  /** For a module that shows several pages: which content item this one shows. */
  item?: string;
  /**
   * The React Router route that serves it, when it is one of many pages of one route (an
   * item's page, ITEM_ROUTES): React Router's routes do not change when items do.
   */
  route?: ItemRoute;
  /**
   * A page search engines are asked not to index (robots noindex, its links still
   * followed), left out of the sitemap: the search page, whose results are other pages'
   * text under as many URLs as there are queries.
   */
  unlisted?: true;
}

/** A route of React Router that shows the pages of a kind of item, whichever items the content holds. */
export interface ItemRoute {
  id: string;
  /** Its path pattern, e.g. "insight/:slug". */
  path: string;
  module: string;
}

/**
 * The routes of the items' pages: one segment of the item's own (a solution's /BRECON, a
 * case study's /FIS, a policy's /Doc-1, an ovation's /ovations-1; the named pages' fixed
 * paths rank before it), and the insights below the insights hub.
 */
export const ITEM_ROUTES = {
  item: { id: "item", path: ":address", module: "routes/item-page.tsx" },
  insight: { id: "insight-topic", path: `${PATHS.insights}/:slug`, module: "routes/insight-topic.tsx" },
  opening: { id: "opening", path: `${PATHS.careers}/:opening`, module: "routes/opening.tsx" },
} as const satisfies Record<string, ItemRoute>;

/** The forms, by the kind of message they leave (the server's outbox kinds). */
export type OutboxKind = "contact" | "application";

export interface ParamRoute {
  id: string;
  /** As StaticRoute.hydrate, for every page of the route. */
  hydrate?: true;
  /** e.g. "solution-details/:id" */
  path: string;
  module: string;
  /** Every known id, each prerendered with its own metadata. */
  entries: () => (PageInfo & { param: string })[];
}

/** The parts of the content the route table is made from: the items that have pages, and the pages' texts. */
export type RouteContent = PageTextContent;

/** The routes of a content: the named pages, one page per item, and the forms' confirmations. */
export interface RouteTable {
  staticRoutes: StaticRoute[];
  paramRoutes: ParamRoute[];
  confirmationRoutes: StaticRoute[];
}

type Info = Pick<PageInfo, "tab" | "socialImage">;
type Extra = Pick<StaticRoute, "module" | "item" | "unlisted" | keyof PageNeeds> & { aliases?: PathName[] };
type Rest = Omit<StaticRoute, keyof PageInfo | "id" | "path">;

/**
 * The route table of `content`: each page with its texts as `content` has them, and one
 * page per item it holds. The repository's (below) is React Router's route config and
 * the build's list of pages; pages.ts makes the published content's for a render.
 */
export function routeTableOf(content: RouteContent): RouteTable {
  /** A page's texts as `content` has them, and where they are. */
  const textsAt = (texts: TextSource) => ({ ...pageTextOf(content, texts), texts });
  const entry = (id: string, path: string, texts: TextSource, info: Info, extra: Rest): StaticRoute => ({
    id,
    path,
    ...extra,
    ...info,
    ...textsAt(texts),
  });
  /** A named page of route-paths.ts with texts of its own; its name is its route id. */
  const named = (name: PathName & PageTextName, tab: Tab, extra: Extra): StaticRoute => {
    const { aliases, ...rest } = extra;
    return entry(
      name,
      PATHS[name],
      { page: name },
      { tab },
      {
        ...rest,
        ...(aliases ? { aliases: aliases.map((a) => PATHS[a]) } : {}),
      },
    );
  };
  /**
   * The page of an item at `path`: its id (its path), its texts the item's, served by the
   * route of its kind, and a social image of its own (an ovation shows the site's).
   */
  const itemPage = (item: ItemType, id: string, path: string, tab: Tab, route: ItemRoute): StaticRoute =>
    entry(
      path,
      path,
      { item, id },
      {
        tab,
        // An ovation and a job opening show the site's card.
        ...(item === "ovation" || item === "opening" ? {} : { socialImage: socialImagePath(item, id) }),
      },
      { module: route.module, item: id, route },
    );
  const staticRoutes: StaticRoute[] = [
    named("home", "home", { module: "routes/home.tsx" }),
    named("about", "about", { module: "routes/about.tsx", aliases: ["aboutDetails"] }),
    named("gallery", "gallery", { module: "routes/gallery.tsx", renderedFrom: ["events"], hydrate: true }),
    named("solutions", "solution", { module: "routes/solution-list.tsx" }),
    named("services", "service", { module: "routes/services.tsx" }),
    named("projects", "project", { module: "routes/project-list.tsx" }),
    ...content.policies.map((p) => itemPage("policy", p.id, p.id, "more", ITEM_ROUTES.item)),
    ...content.ovations.map((o) => itemPage("ovation", o.id, o.id, "more", ITEM_ROUTES.item)),
    named("brochures", "more", { module: "routes/brochure.tsx" }),
    named("promoters", "team", { module: "routes/people.tsx", item: "promoters" }),
    named("team", "team", { module: "routes/people.tsx", item: "team" }),
    named("contact", "more", {
      module: "routes/contact.tsx",
      form: "contact",
      framesMap: true,
      hydrate: true,
    }),
    ...content.projects.map((p) => itemPage("project", p.code, p.code, "project", ITEM_ROUTES.item)),
    ...solutionsInListOrder(content.solutions).map((s) =>
      itemPage("solution", s.key, s.page, "solution", ITEM_ROUTES.item),
    ),
    named("demos", "more", { module: "routes/demo-page.tsx", aliases: ["demosAlias"] }),
    named("careers", "more", {
      module: "routes/careers.tsx",
      aliases: ["careersAlias"],
      form: "application",
      hydrate: true,
    }),
    // The job openings HR publishes, each below the Careers page.
    ...content.openings.map((o) =>
      itemPage("opening", o.id, `${PATHS.careers}/${o.id}`, "more", ITEM_ROUTES.opening),
    ),
    named("faq", "more", { module: "routes/help.tsx" }),
    named("history", "about", { module: "routes/timeline.tsx" }),
    named("insights", "more", { module: "routes/insights.tsx" }),
    ...content.insightTopics.map((t) =>
      itemPage("insight", t.slug, `${PATHS.insights}/${t.slug}`, "more", ITEM_ROUTES.insight),
    ),
    named("terms", "more", { module: "routes/legal.tsx", item: "terms" }),
    named("privacy", "more", { module: "routes/legal.tsx", item: "privacy" }),
    named("search", "more", {
      module: "routes/search.tsx",
      unlisted: true,
      searchWorker: true,
      hydrate: true,
    }),
  ];

  const paramRoutes: ParamRoute[] = [
    {
      id: "solution-details",
      path: `${PATHS.solutionDetails}/:id`,
      module: "routes/solution-details.tsx",
      entries: () =>
        content.solutions
          .filter((s): s is typeof s & { detailsId: string } => s.detailsId !== undefined)
          .map((s) => ({
            param: s.detailsId,
            ...textsAt({ item: "solution", id: s.key }),
            tab: "solution" as const,
            socialImage: socialImagePath("solution", s.key),
          })),
    },
    {
      id: "project-details",
      path: `${PATHS.projectDetails}/:id`,
      module: "routes/project-details.tsx",
      entries: () =>
        content.projects
          .filter((p) => p.hasDetails)
          .map((p) => ({
            param: p.code,
            ...textsAt({ item: "project", id: p.code }),
            tab: "project" as const,
            socialImage: socialImagePath("project", p.code),
          })),
    },
  ];

  /**
   * The pages a visitor reaches only by sending a form without JavaScript: the server
   * answers the post with 303 to one of them (post-redirect-get), so a reload does not
   * post again. Prerendered like every page, but not indexed (robots noindex), not in the
   * sitemap and not in the site search. Their paths are the contracts' CONTACT_SENT_PATH
   * and APPLICATION_SENT_PATH (checked by route-table.test.ts; not imported, so the form
   * schemas stay out of every page's bundle).
   */
  const confirmationRoutes: StaticRoute[] = [
    named("contactSent", "more", { module: "routes/form-sent.tsx", item: "contact" }),
    named("applicationSent", "more", { module: "routes/form-sent.tsx", item: "application" }),
  ];

  return { staticRoutes, paramRoutes, confirmationRoutes };
}

/** The repository's content that holds the pages' texts, which the build knows them by. */
const repository = { pageTexts, solutions, projects, insightTopics, policies, ovations, openings: [] };

/**
 * The repository's route table: React Router's routes (routes.ts), and every page the
 * build writes.
 */
export const { staticRoutes, paramRoutes, confirmationRoutes } = routeTableOf(repository);

/** React Router's id for the route of an alias path of `route`. */
export function aliasRouteId(route: StaticRoute, alias: string): string {
  return `${route.id}~${alias}`;
}
