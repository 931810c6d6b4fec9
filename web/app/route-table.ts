// The route table of spec section 2, in one place. routes.ts turns it into React Router's
// route config; pages.ts resolves the same entries into every page's title, heading,
// description and active tab, the prerender list, the sitemap and the server's manifest.
// Paths come from route-paths.ts (named pages) or from the content catalogues (pages that
// stand for a content item). Plain data (no React Router imports) so the app, build
// scripts and tests share it.

import type { PageDataSource } from "@site/contracts/page-render";
import { insightTopics } from "./content/insight-topics";
import { ovations } from "./content/ovations";
import { policies } from "./content/policies";
import { projects, projectsWithDetails } from "./content/projects";
import { solutionsWithDetails, solutionsWithPage } from "./content/solutions";
import { PATHS, type PathName } from "./route-paths";
import { socialImagePath } from "./social-images";

/** The navbar's active-tab values seen in the spec. */
export type Tab = "home" | "about" | "team" | "gallery" | "solution" | "service" | "project" | "more";

export interface PageInfo {
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
   * A page search engines are asked not to index (robots noindex, its links still
   * followed), left out of the sitemap: the search page, whose results are other pages'
   * text under as many URLs as there are queries.
   */
  unlisted?: true;
}

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

type Info = Omit<PageInfo, "heading"> & { heading?: string };
type Extra = Pick<StaticRoute, "module" | "item" | "unlisted" | keyof PageNeeds> & { aliases?: PathName[] };

/** A named page of route-paths.ts; its name is its route id. */
function named(name: PathName, info: Info, extra: Extra): StaticRoute {
  const { aliases, ...rest } = extra;
  return entry(name, PATHS[name], info, {
    ...rest,
    ...(aliases ? { aliases: aliases.map((a) => PATHS[a]) } : {}),
  });
}

function entry(
  id: string,
  path: string,
  info: Info,
  extra: Omit<StaticRoute, keyof PageInfo | "id" | "path">,
): StaticRoute {
  return { id, path, ...extra, ...info, heading: info.heading ?? info.title };
}

export const staticRoutes: StaticRoute[] = [
  named(
    "home",
    {
      title: "IT services and solutions",
      heading: "IT services and banking solutions for financial institutions",
      description:
        "Core-banking implementation, regulatory reporting, payments, AML and IT services for banks and financial institutions, from a partner since 2017.",
      tab: "home",
    },
    { module: "routes/home.tsx" },
  ),
  named(
    "about",
    {
      title: "About Us",
      description:
        "Who we are: a banking-software and IT services company in Salem, India, with domain expertise in core banking, compliance and payments.",
      keywords: ["about us", "banking IT company", "Salem"],
      tab: "about",
    },
    { module: "routes/about.tsx", aliases: ["aboutDetails"] },
  ),
  named(
    "gallery",
    {
      title: "Gallery",
      description:
        "Photographs from our events, go-lives, trainings and team celebrations with the banks we work with.",
      tab: "gallery",
    },
    { module: "routes/gallery.tsx", renderedFrom: ["events"], hydrate: true },
  ),
  named(
    "solutions",
    {
      title: "Solutions",
      heading: "Innovative Solutions",
      description:
        "Banking software for payments, onboarding, lending, audit, collateral, reconciliation, regulatory reporting, continuity and more.",
      tab: "solution",
    },
    { module: "routes/solution-list.tsx" },
  ),
  named(
    "services",
    {
      title: "Services",
      heading: "SERVICES WE PROVIDE",
      description:
        "Application support, report development, customisation, maintenance, migration, training, testing and IT audit for core-banking systems.",
      tab: "service",
    },
    { module: "routes/services.tsx" },
  ),
  named(
    "projects",
    {
      title: "Projects",
      heading: "Projects We Specialize In",
      description:
        "Case studies of our banking projects: XBRL and RBS regulatory reporting, loan reminders, Finacle implementation support and AML.",
      tab: "project",
    },
    { module: "routes/project-list.tsx" },
  ),
  ...policies.map((p) =>
    entry(
      p.id,
      p.id,
      {
        title: p.pageTitle,
        description: p.summary,
        tab: "more",
        socialImage: socialImagePath("policy", p.id),
      },
      {
        module: "routes/policy.tsx",
        item: p.id,
      },
    ),
  ),
  ...ovations.map((o) =>
    entry(
      o.id,
      o.id,
      { title: o.title, description: o.description, tab: "more" },
      { module: "routes/ovation.tsx", item: o.id },
    ),
  ),
  named(
    "brochures",
    {
      title: "Brochures",
      description:
        "Download our brochures: company profile, self-service terminals, queuing, document management, reconciliation, mobile and e-wallet.",
      tab: "more",
    },
    { module: "routes/brochure.tsx" },
  ),
  named(
    "promoters",
    {
      title: "Promoters",
      heading: "MEET OUR PROMOTERS",
      description:
        "The promoters behind the company: their backgrounds in banking technology, and how to reach them on their professional network.",
      tab: "team",
    },
    { module: "routes/people.tsx", item: "promoters" },
  ),
  named(
    "team",
    {
      title: "Team",
      heading: "The Minds Behind the Mission",
      description:
        "Meet our leadership team: the chief executive, operating and technology officers who lead our banking projects.",
      tab: "team",
    },
    { module: "routes/people.tsx", item: "team" },
  ),
  named(
    "contact",
    {
      title: "Contact",
      heading: "Contact Us",
      description:
        "Write to us, call our 24x7 support line or visit our office in Ammapet, Salem, Tamil Nadu, India.",
      tab: "more",
    },
    { module: "routes/contact.tsx", form: "contact", framesMap: true, hydrate: true },
  ),
  ...projects.map((p) =>
    entry(
      p.code,
      p.code,
      {
        title: p.name,
        description: p.summary,
        tab: "project",
        socialImage: socialImagePath("project", p.code),
      },
      {
        module: "routes/project-case-study.tsx",
        item: p.code,
      },
    ),
  ),
  ...solutionsWithPage.map((s) =>
    entry(
      s.page,
      s.page,
      {
        title: s.name,
        description: s.summary,
        tab: "solution",
        socialImage: socialImagePath("solution", s.key),
      },
      {
        module: "routes/solution-page.tsx",
        item: s.key,
      },
    ),
  ),
  named(
    "demos",
    {
      title: "Demo Videos",
      description:
        "Watch demonstrations of our self-service terminal, scheduling and queuing, and credit profile report solutions.",
      tab: "more",
    },
    { module: "routes/demo-page.tsx", aliases: ["demosAlias"] },
  ),
  named(
    "careers",
    {
      title: "Careers",
      heading: "Join Our Team",
      description:
        "Build banking software with us: open roles in implementation, development, testing and support, and how to apply.",
      tab: "more",
    },
    { module: "routes/careers.tsx", aliases: ["careersAlias"], form: "application", hydrate: true },
  ),
  named(
    "faq",
    {
      title: "FAQs",
      heading: "Frequently Asked Questions",
      description:
        "Answers to common questions: what sets our services apart, how to start, industries served, support, customisation and data security.",
      tab: "more",
    },
    { module: "routes/help.tsx" },
  ),
  named(
    "history",
    {
      title: "Our History",
      description:
        "Our journey since 2017: from a small office in Salem to international branches and over 200 clients served.",
      tab: "about",
    },
    { module: "routes/timeline.tsx" },
  ),
  named(
    "insights",
    {
      title: "Insights",
      description:
        "Insights for banking leaders: market trends, performance, forecasting, customers, products and competition.",
      tab: "more",
    },
    { module: "routes/insights.tsx" },
  ),
  ...insightTopics.map((t) =>
    entry(
      `insight-${t.slug}`,
      `${PATHS.insights}/${t.slug}`,
      {
        title: t.title,
        description: t.summary,
        tab: "more",
        socialImage: socialImagePath("insight", t.slug),
      },
      {
        module: "routes/insight-topic.tsx",
        item: t.slug,
      },
    ),
  ),
  named(
    "terms",
    {
      title: "Terms and Conditions",
      description: "The terms that govern the use of this website, its content, documents and downloads.",
      tab: "more",
    },
    { module: "routes/legal.tsx", item: "terms" },
  ),
  named(
    "privacy",
    {
      title: "Privacy Notice",
      description:
        "What the contact and job-application forms collect, why, where it goes and how long we keep it.",
      tab: "more",
    },
    { module: "routes/legal.tsx", item: "privacy" },
  ),
  named(
    "search",
    {
      title: "Search",
      heading: "Search the Site",
      description: "Search every word of every page of the site, or browse the list of all its pages.",
      tab: "more",
    },
    { module: "routes/search.tsx", unlisted: true, searchWorker: true, hydrate: true },
  ),
];

export const paramRoutes: ParamRoute[] = [
  {
    id: "solution-details",
    path: `${PATHS.solutionDetails}/:id`,
    module: "routes/solution-details.tsx",
    entries: () =>
      solutionsWithDetails.map((s) => ({
        param: s.detailsId,
        title: s.name,
        heading: s.name,
        description: s.summary,
        tab: "solution" as const,
        socialImage: socialImagePath("solution", s.key),
      })),
  },
  {
    id: "project-details",
    path: `${PATHS.projectDetails}/:id`,
    module: "routes/project-details.tsx",
    entries: () =>
      projectsWithDetails.map((p) => ({
        param: p.code,
        title: p.name,
        heading: p.name,
        description: p.summary,
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
export const confirmationRoutes: StaticRoute[] = [
  named(
    "contactSent",
    {
      title: "Message Sent",
      heading: "Thank You for Your Message",
      description:
        "Your message has reached our team. A consultant will reply by e-mail, usually within two working days.",
      tab: "more",
    },
    { module: "routes/form-sent.tsx", item: "contact" },
  ),
  named(
    "applicationSent",
    {
      title: "Application Submitted",
      heading: "Thank You for Applying",
      description:
        "Your job application has reached our HR team, who read every application and reply to candidates whose profile matches a position.",
      tab: "more",
    },
    { module: "routes/form-sent.tsx", item: "application" },
  ),
];

/** React Router's id for the route of an alias path of `route`. */
export function aliasRouteId(route: StaticRoute, alias: string): string {
  return `${route.id}~${alias}`;
}
