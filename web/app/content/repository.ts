// The repository's content as one value (SiteContent of @site/contracts/content): what the
// build renders its pages from, and what a new database is seeded with (the build writes it
// as documents, scripts/postbuild.ts). Plain data, no zod: loaders read it at build time
// through contentOf (current.ts), and nothing here reaches the browser.

import type { SiteContent } from "@site/contracts/content";
import { about } from "./about";
import { brochures } from "./brochures";
import { careersPage, contactPage } from "./contact";
import { demoPage, demos } from "./demos";
import { faq } from "./faq";
import { home } from "./home";
import { insightTopics } from "./insight-topics";
import { insightArticles, insightHub } from "./insights";
import { privacyNotice, terms } from "./legal";
import { ovationDocuments } from "./ovation-texts";
import { ovations } from "./ovations";
import { menus, pageTexts } from "./page-info";
import { executives } from "./people";
import { policies } from "./policies";
import { policyTexts } from "./policy-texts";
import { projectTexts } from "./project-texts";
import { projects } from "./projects";
import { servicesPage } from "./services";
import { site } from "./site";
import { solutionTexts } from "./solution-texts";
import { solutions } from "./solutions";
import { timeline } from "./timeline";

export const repositoryContent: SiteContent = {
  site,
  about,
  brochures,
  contactPage,
  careersPage,
  demoPage,
  demos,
  faq,
  home,
  insightHub,
  insightTopics,
  insightArticles,
  terms,
  privacyNotice,
  ovations,
  ovationDocuments,
  // HR publishes the job openings from the console; the repository has none.
  openings: [],
  openingTexts: {},
  people: executives,
  policies,
  policyTexts,
  projects,
  projectTexts,
  services: servicesPage,
  solutions,
  solutionTexts,
  timeline,
  pageTexts,
  menus,
};
