// The route table of spec section 2, in one place. routes.ts turns it into React Router's
// route config; the same entries give every page its title, heading, description and
// active tab, the prerender list, the sitemap and the server's page manifest.
// Plain data (no React Router build imports) so the app, build scripts and tests share it.

import { insightTopics } from "./content/insight-topics";
import { projects, projectsWithDetails } from "./content/projects";
import { solutionsWithDetails, solutionsWithPage } from "./content/solutions";
import { trimEndOf } from "./text-edges";

/** The navbar's active-tab values seen in the spec. */
export type Tab = "home" | "about" | "team" | "gallery" | "solution" | "service" | "project" | "more";

export interface PageInfo {
  /** Part of the browser title before " | {company}". */
  title: string;
  /** The screen's h1. */
  heading: string;
  /** Meta description, 50 to 160 characters. */
  description: string;
  keywords?: string[];
  tab: Tab;
}

export interface StaticRoute extends PageInfo {
  /** Unique route id. */
  id: string;
  /** URL path without the leading slash, exactly as the spec spells it. */
  path: string;
  /** Route module, relative to app/. */
  module: string;
  /** For an alias: the path of the page search engines should index instead. */
  canonical?: string;
}

export interface ParamRoute {
  id: string;
  /** e.g. "solution-details/:id" */
  path: string;
  module: string;
  /** Every known id, each prerendered with its own metadata. */
  entries: () => (PageInfo & { param: string })[];
}

function page(
  path: string,
  info: Omit<PageInfo, "heading"> & { heading?: string },
  extra: { module: string; id?: string; canonical?: string },
): StaticRoute {
  return {
    id: extra.id ?? path,
    path,
    module: extra.module,
    heading: info.heading ?? info.title,
    ...info,
    ...(extra.canonical ? { canonical: extra.canonical } : {}),
  };
}

export const staticRoutes: StaticRoute[] = [
  page("home", {
    title: "IT services and solutions",
    heading: "IT services and banking solutions for financial institutions",
    description:
      "Core-banking implementation, regulatory reporting, payments, AML and IT services for banks and financial institutions, from a partner since 2017.",
    tab: "home",
  }, { module: "routes/home.tsx" }),
  page("about", {
    title: "About Us",
    description:
      "Who we are: a banking-software and IT services company in Salem, India, with domain expertise in core banking, compliance and payments.",
    keywords: ["about us", "banking IT company", "Salem"],
    tab: "about",
  }, { module: "routes/about.tsx" }),
  page("about/details", {
    title: "About Us",
    description:
      "Who we are: a banking-software and IT services company in Salem, India, with domain expertise in core banking, compliance and payments.",
    tab: "about",
  }, { module: "routes/about.tsx", id: "about-details", canonical: "about" }),
  page("gallery", {
    title: "Gallery",
    description: "Photographs from our events, go-lives, trainings and team celebrations with the banks we work with.",
    tab: "gallery",
  }, { module: "routes/gallery.tsx" }),
  page("solution-page", {
    title: "Solutions",
    heading: "Innovative Solutions",
    description:
      "Banking software for payments, onboarding, lending, audit, collateral, reconciliation, regulatory reporting, continuity and more.",
    tab: "solution",
  }, { module: "routes/solution-list.tsx" }),
  page("service-page", {
    title: "Services",
    heading: "SERVICES WE PROVIDE",
    description:
      "Application support, report development, customisation, maintenance, migration, training, testing and IT audit for core-banking systems.",
    tab: "service",
  }, { module: "routes/services.tsx" }),
  page("project-page", {
    title: "Projects",
    heading: "Projects We Specialize In",
    description:
      "Case studies of our banking projects: XBRL and RBS regulatory reporting, loan reminders, Finacle implementation support and AML.",
    tab: "project",
  }, { module: "routes/project-list.tsx" }),
  page("Doc-1", {
    title: "Employees Code of Conduct",
    description: "The code of conduct every employee follows: integrity, gifts, conflicts of interest, confidentiality and how to report a concern.",
    tab: "more",
  }, { module: "routes/policy.tsx" }),
  page("Doc-2", {
    title: "Social Compliance Policy",
    description: "Our labour-practice and human-rights commitments: fair wages, working hours, freedom of association, and no forced or child labour.",
    tab: "more",
  }, { module: "routes/policy.tsx" }),
  page("Doc-3", {
    title: "POSH Policy and Internal Complaints Committee",
    description: "Prevention of sexual harassment under the POSH Act 2013: the internal complaints committee, how to complain and the timelines.",
    tab: "more",
  }, { module: "routes/policy.tsx" }),
  page("Doc-4", {
    title: "Anti-Bribery and Anti-Corruption Policy",
    description: "Our ABAC policy: no bribes or facilitation payments, limits on gifts and hospitality, and how violations are reported and handled.",
    tab: "more",
  }, { module: "routes/policy.tsx" }),
  page("ovations-1", {
    title: "BAML Implementation Project",
    description: "Ovation: the anti-money-laundering implementation project we delivered, as a downloadable PDF case study.",
    tab: "more",
  }, { module: "routes/ovation.tsx" }),
  page("ovations-2", {
    title: "BIPS Implementation Support Project",
    description: "Ovation: the instant payment middleware implementation support project we delivered, as a downloadable PDF case study.",
    tab: "more",
  }, { module: "routes/ovation.tsx" }),
  page("ovations-3", {
    title: "Finacle Implementation Support Project",
    description: "Ovation: the Finacle core-banking implementation support project we delivered, as a downloadable PDF case study.",
    tab: "more",
  }, { module: "routes/ovation.tsx" }),
  page("brochure", {
    title: "Brochures",
    description: "Download our brochures: company profile, self-service terminals, queuing, document management, reconciliation, mobile and e-wallet.",
    tab: "more",
  }, { module: "routes/brochure.tsx" }),
  page("promoters", {
    title: "Promoters",
    heading: "MEET OUR PROMOTERS",
    description: "The promoters behind the company: their backgrounds in banking technology, and how to reach them on their professional network.",
    tab: "team",
  }, { module: "routes/people.tsx" }),
  page("team", {
    title: "Team",
    heading: "The Minds Behind the Mission",
    description: "Meet our leadership team: the chief executive, operating and technology officers who lead our banking projects.",
    tab: "team",
  }, { module: "routes/people.tsx" }),
  page("contact", {
    title: "Contact",
    heading: "Contact Us",
    description: "Write to us, call our 24x7 support line or visit our office in Ammapet, Salem, Tamil Nadu, India.",
    tab: "more",
  }, { module: "routes/contact.tsx" }),
  ...projects.map((p) =>
    page(p.code, { title: p.name, description: p.summary, tab: "project" }, { module: "routes/project-case-study.tsx" }),
  ),
  ...solutionsWithPage.map((s) =>
    page(s.page, { title: s.name, description: s.summary, tab: "solution" }, { module: "routes/solution-page.tsx" }),
  ),
  page("Demo-Page", {
    title: "Demo Videos",
    description: "Watch demonstrations of our self-service terminal, scheduling and queuing, and credit profile report solutions.",
    tab: "more",
  }, { module: "routes/demo-page.tsx" }),
  page("Demos", {
    title: "Demo Videos",
    description: "Watch demonstrations of our self-service terminal, scheduling and queuing, and credit profile report solutions.",
    tab: "more",
  }, { module: "routes/demo-page.tsx", id: "Demos", canonical: "Demo-Page" }),
  page("Careers", {
    title: "Careers",
    heading: "Join Our Team",
    description: "Build banking software with us: open roles in implementation, development, testing and support, and how to apply.",
    tab: "more",
  }, { module: "routes/careers.tsx" }),
  page("career", {
    title: "Careers",
    heading: "Join Our Team",
    description: "Build banking software with us: open roles in implementation, development, testing and support, and how to apply.",
    tab: "more",
  }, { module: "routes/careers.tsx", canonical: "Careers" }),
  page("help", {
    title: "FAQs",
    heading: "Frequently Asked Questions",
    description: "Answers to common questions: what sets our services apart, how to start, industries served, support, customisation and data security.",
    tab: "more",
  }, { module: "routes/help.tsx" }),
  page("time-line", {
    title: "Our History",
    description: "Our journey since 2017: from a small office in Salem to international branches and over 200 clients served.",
    tab: "about",
  }, { module: "routes/timeline.tsx" }),
  page("insight", {
    title: "Insights",
    description: "Insights for banking leaders: market trends, performance, forecasting, customers, products and competition.",
    tab: "more",
  }, { module: "routes/insights.tsx" }),
  ...insightTopics.map((t) =>
    page(`insight/${t.slug}`, { title: t.title, description: t.summary, tab: "more" }, { module: "routes/insight-topic.tsx" }),
  ),
  page("terms-and-condition", {
    title: "Terms and Conditions",
    description: "The terms that govern the use of this website, its content, documents and downloads.",
    tab: "more",
  }, { module: "routes/legal.tsx" }),
  page("privacy", {
    title: "Privacy Notice",
    description: "What the contact and job-application forms collect, why, where it goes and how long we keep it.",
    tab: "more",
  }, { module: "routes/legal.tsx" }),
];

export const paramRoutes: ParamRoute[] = [
  {
    id: "solution-details",
    path: "solution-details/:id",
    module: "routes/solution-details.tsx",
    entries: () =>
      solutionsWithDetails.map((s) => ({
        param: s.detailsId,
        title: s.name,
        heading: s.name,
        description: s.summary,
        tab: "solution" as const,
      })),
  },
  {
    id: "project-details",
    path: "project-details/:id",
    module: "routes/project-details.tsx",
    entries: () =>
      projectsWithDetails.map((p) => ({
        param: p.code,
        title: p.name,
        heading: p.name,
        description: p.summary,
        tab: "project" as const,
      })),
  },
];

/**
 * The pages a visitor reaches only by sending a form without JavaScript: the server
 * answers the post with 303 to one of them (post-redirect-get), so a reload does not
 * post again. Prerendered like every page, but kept out of allPages(): they are not
 * indexed (robots noindex), not in the sitemap and not in the site search.
 * Their paths are the contracts' CONTACT_SENT_PATH and APPLICATION_SENT_PATH (checked by
 * route-table.test.ts; not imported, so the form schemas stay out of every page's bundle).
 */
export const confirmationRoutes: StaticRoute[] = [
  page("contact/sent", {
    title: "Message Sent",
    heading: "Thank You for Your Message",
    description: "Your message has reached our team. A consultant will reply by e-mail, usually within two working days.",
    tab: "more",
  }, { module: "routes/form-sent.tsx", id: "contact-sent" }),
  page("Careers/applied", {
    title: "Application Submitted",
    heading: "Thank You for Applying",
    description: "Your job application has reached our HR team, who read every application and reply to candidates whose profile matches a position.",
    tab: "more",
  }, { module: "routes/form-sent.tsx", id: "application-sent" }),
];

/** Where '' and every unknown path go. */
export const HOME_PATH = "/home";

export interface ResolvedPage extends PageInfo {
  /** The URL path, with a leading slash. */
  path: string;
  /** The URL path search engines should index (differs for aliases). */
  canonicalPath: string;
  /** A confirmation page: search engines are asked not to index it. */
  noindex?: true;
}

/**
 * Every indexable page: each static route and each known id of each parameter route
 * (the sitemap, the server's manifest and the e2e tests walk this list).
 */
export function allPages(): ResolvedPage[] {
  const pages: ResolvedPage[] = staticRoutes.map((r) => ({
    ...pick(r),
    path: `/${r.path}`,
    canonicalPath: `/${r.canonical ?? r.path}`,
  }));
  for (const route of paramRoutes) {
    for (const entry of route.entries()) {
      const path = `/${route.path.replace(":id", entry.param)}`;
      pages.push({ ...pick(entry), path, canonicalPath: path });
    }
  }
  return pages;
}

function pick(info: PageInfo): PageInfo {
  const { title, heading, description, keywords, tab } = info;
  return { title, heading, description, tab, ...(keywords ? { keywords } : {}) };
}

/** The confirmation pages of the forms (see confirmationRoutes). */
export function confirmationPages(): ResolvedPage[] {
  return confirmationRoutes.map((r) => ({ ...pick(r), path: `/${r.path}`, canonicalPath: `/${r.path}`, noindex: true }));
}

/** Every page written to HTML at build time: the indexable ones and the confirmation pages. */
export function prerenderedPages(): ResolvedPage[] {
  return [...allPages(), ...confirmationPages()];
}

export function prerenderPaths(): string[] {
  return prerenderedPages().map((p) => p.path);
}

let byLowerPath: Map<string, ResolvedPage> | undefined;

/** The page at a URL path, matched without regard to case (as React Router matches). */
export function pageAt(pathname: string): ResolvedPage | undefined {
  byLowerPath ??= new Map(prerenderedPages().map((p) => [p.path.toLowerCase(), p]));
  const normalised = pathname.length > 1 ? trimEndOf(pathname, "/") : pathname;
  return byLowerPath.get(normalised.toLowerCase());
}

/** URL prefixes whose unknown ids the server answers with the app shell. */
export function shellPrefixes(): string[] {
  return paramRoutes.map((r) => `/${r.path.slice(0, r.path.indexOf(":"))}`);
}
