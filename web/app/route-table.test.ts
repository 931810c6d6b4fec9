import {
  APPLICATION_FORM_PAGE,
  APPLICATION_SENT_PATH,
  CONTACT_FORM_PAGE,
  CONTACT_SENT_PATH,
} from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { contentIssues, pageDescription } from "@site/contracts/content";
import { filledContent } from "./content/current";
import { repositoryContent } from "./content/repository";
import { suggestionsOf } from "./content/search-index";
import {
  HOME_PATH,
  allPages,
  confirmationPages,
  pageAt,
  pagesOf,
  prerenderPaths,
  prerenderedPages,
  shellPages,
} from "./pages";
import { pathTo } from "./route-paths";
import { aliasRouteId, confirmationRoutes, ITEM_ROUTES, paramRoutes, staticRoutes } from "./route-table";

const searchIndex = suggestionsOf(filledContent(repositoryContent));

// Spec section 2, written out again on purpose: the test is the check that the table
// holds every route the spec lists, however the table is built.
const SPEC_STATIC_ROUTES = [
  "home",
  "gallery",
  "solution-page",
  "service-page",
  "project-page",
  "Doc-1",
  "Doc-2",
  "Doc-3",
  "Doc-4",
  "ovations-1",
  "ovations-2",
  "ovations-3",
  "brochure",
  "promoters",
  "team",
  "contact",
  "FIS",
  "BXBRL",
  "BIPS",
  "BAML",
  "BRBS",
  "BLRS",
  "Instant-Payment-System",
  "BACP",
  "BKIOSK",
  "BLOS",
  "BAIS",
  "BCMS",
  "BHMS",
  "MCIB-CPR",
  "BRECON",
  "BCDR",
  "ERP-and-HRM",
  "Merchant-QR-Code",
  "Demo-Page",
  "Careers",
  "about",
  "about/details",
  "help",
  "time-line",
];
const SPEC_OTHER_TARGETS = [
  "career",
  "Demos",
  "insight",
  "terms-and-condition",
  "insight/market-trends",
  "insight/performance-analysis",
  "insight/forecasting",
  "insight/customer-insights",
  "insight/product-performance",
  "insight/competitive-analysis",
];
const SPEC_SOLUTION_IDS = [
  "instant-payment",
  "account-creation",
  "self-service-terminal",
  "loan-origination",
  "audit-information",
  "collateral-management",
  "xbrl-reporting",
  "hospital-management",
  "anti-money-laundering",
  "reconciliation-report",
  "centralized-data-repository",
  "mcib-cpr-web-interface",
];
const SPEC_PROJECT_IDS = ["FIS", "BXBRL", "BIPS", "BAML", "BRBS"];

describe("route table", () => {
  const paths = new Set(prerenderPaths());

  it("holds every route of spec section 2 and every menu and search target", () => {
    for (const route of [...SPEC_STATIC_ROUTES, ...SPEC_OTHER_TARGETS]) {
      expect(paths, route).toContain(`/${route}`);
    }
  });

  it("prerenders each known solution and project id", () => {
    for (const id of SPEC_SOLUTION_IDS) expect(paths).toContain(`/solution-details/${id}`);
    for (const id of SPEC_PROJECT_IDS) expect(paths).toContain(`/project-details/${id}`);
    expect([...paths].filter((p) => p.startsWith("/solution-details/"))).toHaveLength(12);
    expect([...paths].filter((p) => p.startsWith("/project-details/"))).toHaveLength(5);
  });

  it("has no two pages whose paths differ only by case", () => {
    const lower = prerenderPaths().map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it("gives every page a title, a heading and a description of a page description's length", () => {
    for (const page of allPages()) {
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.heading.trim(), page.path).not.toBe("");
      expect(contentIssues(pageDescription, page.description, page.path)).toEqual([]);
    }
  });

  it("uses the spec's headings for the screens it names", () => {
    expect(pageAt("/home")?.title).toBe("IT services and solutions");
    expect(pageAt("/solution-page")?.heading).toBe("Innovative Solutions");
    expect(pageAt("/service-page")?.heading).toBe("SERVICES WE PROVIDE");
    expect(pageAt("/project-page")?.heading).toBe("Projects We Specialize In");
    expect(pageAt("/promoters")?.heading).toBe("MEET OUR PROMOTERS");
    expect(pageAt("/team")?.heading).toBe("The Minds Behind the Mission");
    expect(pageAt("/Careers")?.heading).toBe("Join Our Team");
    expect(pageAt("/about")?.title).toBe("About Us");
  });

  it("points aliases at their canonical page", () => {
    expect(pageAt("/career")?.canonicalPath).toBe("/Careers");
    expect(pageAt("/Demos")?.canonicalPath).toBe("/Demo-Page");
    expect(pageAt("/about/details")?.canonicalPath).toBe("/about");
    expect(pageAt("/Careers")?.canonicalPath).toBe("/Careers");
  });

  it("marks each page with one of the spec's tab values", () => {
    const tabs = new Set(["home", "about", "team", "gallery", "solution", "service", "project", "more"]);
    for (const page of allPages()) expect(tabs, page.path).toContain(page.tab);
    expect(pageAt("/FIS")?.tab).toBe("project");
    expect(pageAt("/solution-details/instant-payment")?.tab).toBe("solution");
  });

  it("finds pages regardless of case and trailing slash, as React Router matches", () => {
    expect(pageAt("/careers")?.path).toBe("/Careers");
    expect(pageAt("/fis/")?.path).toBe("/FIS");
    expect(pageAt("/project-details/fis")?.path).toBe("/project-details/FIS");
    expect(pageAt("/nope")).toBeUndefined();
    expect(pageAt("/project-details/NOPE")).toBeUndefined();
  });

  it("puts each form on the page the server's error pages link back to, and says which pages frame a map or run the search", () => {
    const withForm = allPages().filter((page) => page.form !== undefined);
    expect(
      withForm.filter((page) => page.path === page.canonicalPath).map((page) => [page.path, page.form]),
    ).toEqual([
      [CONTACT_FORM_PAGE, "contact"],
      [APPLICATION_FORM_PAGE, "application"],
    ]);
    expect(
      allPages()
        .filter((page) => page.framesMap)
        .map((page) => page.path),
    ).toEqual([pathTo("contact")]);
    expect(
      allPages()
        .filter((page) => page.searchWorker)
        .map((page) => page.path),
    ).toEqual([pathTo("search")]);
  });

  it("prerenders the forms' confirmation pages at the paths the server redirects to, outside the indexable pages", () => {
    const confirmations = confirmationPages().map((p) => p.path);
    expect(confirmations).toEqual([CONTACT_SENT_PATH, APPLICATION_SENT_PATH]);
    for (const path of confirmations) {
      expect(paths).toContain(path);
      expect(allPages().map((p) => p.path)).not.toContain(path);
      expect(pageAt(path)?.noindex).toBe(true);
      expect(searchIndex.map((s) => s.route.toLowerCase())).not.toContain(path.toLowerCase());
    }
    for (const page of confirmationPages())
      expect(contentIssues(pageDescription, page.description, page.path)).toEqual([]);
    expect(allPages().some((p) => p.noindex)).toBe(false);
  });

  it("names the parameter-route prefixes whose unknown ids get the route's not-found page", () => {
    expect(shellPages().map((shell) => shell.prefix)).toEqual(["/solution-details/", "/project-details/"]);
    for (const { prefix, path } of shellPages()) {
      expect(path.startsWith(prefix)).toBe(true);
      expect(pageAt(path)).toBeUndefined();
    }
  });

  it("renders the gallery, and only it, from run-time data", () => {
    expect(prerenderedPages().filter((page) => page.renderedFrom !== undefined)).toEqual([
      expect.objectContaining({ path: pathTo("gallery"), renderedFrom: ["events"] }),
    ]);
  });
});

describe("the pages of a content", () => {
  // The content as published, filled, as the root loader reads it (content/current.ts).
  const published = filledContent(repositoryContent);

  it("are the repository's pages for the repository's content", () => {
    expect(
      pagesOf(published)
        .prerenderedPages()
        .map((page) => page.path),
    ).toEqual(prerenderPaths());
    expect(pagesOf(published)).toBe(pagesOf(published));
  });

  it("give a new item its pages, with its texts, and a taken-out item none", () => {
    const [first, ...others] = published.projects;
    const added = {
      ...first!,
      code: "BNEW",
      name: "New Treasury Platform",
      summary: "A treasury platform for a cooperative bank, from requirements to go-live.",
      hasDetails: true,
    };
    const content = { ...published, projects: [...others, added] };
    const pages = pagesOf(content);
    expect(pages.pageAt("/bnew")).toMatchObject({
      path: "/BNEW",
      title: added.name,
      heading: added.name,
      description: added.summary,
      tab: "project",
      item: "BNEW",
    });
    expect(pages.pageAt("/project-details/BNEW")?.title).toBe(added.name);
    expect(pages.pageAt(`/${first!.code}`)).toBeUndefined();
    expect(pages.sitemapPages().map((page) => page.path)).toContain("/BNEW");
    expect(pages.searchablePages().map((page) => page.path)).not.toContain(`/${first!.code}`);
    // The repository's pages are as they were.
    expect(pageAt("/BNEW")).toBeUndefined();
  });

  it("give each job opening HR publishes its page below the Careers page", () => {
    const opening = {
      id: "java-developer",
      title: "Java Developer",
      location: { locality: "Salem", region: "Tamil Nadu", country: "IN" },
      workplace: "hybrid" as const,
      employmentType: "FULL_TIME" as const,
      summary: "Build the services our core banking customers rely on every day, with a small team.",
      posted: "01-12-2026",
      closes: "31-12-2026",
    };
    const pages = pagesOf({ ...published, openings: [opening] });
    expect(pages.pageAt("/careers/JAVA-developer")).toMatchObject({
      path: "/Careers/java-developer",
      title: "Java Developer",
      description: opening.summary,
      tab: "more",
      item: "java-developer",
    });
    // Not the confirmation page's address, which the opening's route ranks below.
    expect(pages.pageAt("/Careers/applied")?.noindex).toBe(true);
    expect(pages.sitemapPages().map((page) => page.path)).toContain("/Careers/java-developer");
    expect(pages.searchablePages().map((page) => page.path)).toContain("/Careers/java-developer");
    expect(ITEM_ROUTES.opening.path).toBe(`${pathTo("careers").slice(1)}/:opening`);
    expect(pageAt("/Careers/java-developer")).toBeUndefined();
  });

  it("carry the texts as the content has them", () => {
    const content = {
      ...published,
      pageTexts: { ...published.pageTexts, faq: { ...published.pageTexts.faq, title: "Questions" } },
    };
    expect(pagesOf(content).pageAt("/help")?.title).toBe("Questions");
    expect(pageAt("/help")?.title).toBe(published.pageTexts.faq.title);
  });
});

describe("routes.ts", () => {
  it("turns every table entry into a route and redirects '' and unknown paths", () => {
    const byId = new Map(routes.map((r) => [r.id, r]));
    expect(byId.get("index")?.index).toBe(true);
    expect(byId.get("index")?.file).toBe("routes/redirect-home.tsx");
    expect(byId.get("unknown")?.path).toBe("*");
    expect(byId.get("unknown")?.file).toBe("routes/redirect-home.tsx");
    for (const r of staticRoutes) {
      // An item's page is served by the route of its kind, whatever items there are.
      if (r.route !== undefined) {
        expect(byId.get(r.route.id)).toMatchObject({ path: r.route.path, file: r.module });
        expect(byId.has(r.id)).toBe(false);
        continue;
      }
      expect(byId.get(r.id)?.path).toBe(r.path);
      for (const alias of r.aliases ?? []) {
        expect(byId.get(aliasRouteId(r, alias))?.path).toBe(alias);
        expect(byId.get(aliasRouteId(r, alias))?.file).toBe(r.module);
      }
    }
    for (const r of confirmationRoutes) expect(byId.get(r.id)?.path).toBe(r.path);
    for (const r of paramRoutes) expect(byId.get(r.id)?.path).toBe(r.path);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(HOME_PATH).toBe("/home");
  });
});
