import { afterEach, describe, expect, it, vi } from "vitest";
import { matchRoutes, type MetaDescriptor, type RouteObject } from "react-router";
import type { SiteContent } from "@site/contracts/content";
import { repositoryContent } from "./content/repository";
import { site, siteUrl } from "./content/site";
import { filledContent } from "./content/current";
import { allPages, confirmationPages, pageAt, pagesOf } from "./pages";
import routes from "./routes";
import { documentTitle, pageMeta, routeMeta } from "./seo";

/**
 * routeMeta as React Router calls it for the page at `path` (the root's data carries the
 * page as the root loader finds it in `content`, pages.ts), its texts as `content` says
 * them. The route that serves it must exist.
 */
function metaForPath(path: string, notFoundLabel?: string, content: SiteContent = repositoryContent) {
  const route = matchRoutes(routes as RouteObject[], path)?.at(-1)?.route;
  if (route === undefined || route.path === "*") throw new Error(`no route serves ${path}`);
  const shown = pagesOf(filledContent(content)).pageAt(path);
  return routeMeta(
    {
      matches: [
        {
          id: "root",
          loaderData: {
            identity: site,
            footerSolutions: [],
            menus: { publications: [], ovations: [] },
            labels: content.menus,
            page: shown ?? null,
          },
        },
        { id: route.id! },
      ],
    },
    notFoundLabel,
  );
}

function find(meta: MetaDescriptor[], key: string, value: string) {
  return meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("page metadata", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("titles pages '{page} | {company}', the home page 'IT services and solutions | {company}'", () => {
    expect(documentTitle("Gallery", site)).toBe(`Gallery | ${site.company}`);
    const home = metaForPath("/home");
    expect(home[0]).toEqual({ title: `IT services and solutions | ${site.company}` });
  });

  it("takes a page's title, description and keywords as published, not as the repository has them", () => {
    const about = {
      ...repositoryContent.pageTexts.about,
      title: "Who We Are",
      keywords: ["core banking partner"],
    };
    const published = { ...repositoryContent, pageTexts: { ...repositoryContent.pageTexts, about } };
    const meta = metaForPath("/about", undefined, published);
    expect(meta[0]).toEqual({ title: `Who We Are | ${site.company}` });
    expect(find(meta, "name", "keywords")?.content).toMatch(/^core banking partner, /);
    const policy = repositoryContent.policies[0]!;
    const renamed = {
      ...repositoryContent,
      policies: [{ ...policy, pageTitle: "Conduct Rules" }, ...repositoryContent.policies.slice(1)],
    };
    expect(find(metaForPath(`/${policy.id}`, undefined, renamed), "property", "og:title")?.content).toBe(
      `Conduct Rules | ${site.company}`,
    );
  });

  it("gives every page description, keywords, author, canonical, Open Graph and Twitter tags", () => {
    for (const page of allPages()) {
      const meta = pageMeta(page, site);
      expect(find(meta, "name", "description")?.content).toBe(page.description);
      expect(find(meta, "name", "keywords")?.content).toContain(site.keywords[0]);
      expect(find(meta, "name", "author")?.content).toBe(site.author);
      expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl()}${page.canonicalPath}`);
      for (const property of [
        "og:title",
        "og:description",
        "og:url",
        "og:image",
        "og:type",
        "og:site_name",
      ]) {
        expect(find(meta, "property", property)?.content, `${page.path} ${property}`).toBeTruthy();
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(find(meta, "name", name)?.content, `${page.path} ${name}`).toBeTruthy();
      }
    }
  });

  it("asks search engines not to index the forms' confirmation pages, with no canonical or sharing tags", () => {
    expect(confirmationPages().length).toBe(2);
    for (const page of confirmationPages()) {
      const meta = metaForPath(page.path);
      expect(meta[0]).toEqual({ title: `${page.title} | ${site.company}` });
      expect(find(meta, "name", "description")?.content).toBe(page.description);
      expect(find(meta, "name", "robots")?.content).toBe("noindex");
      expect(find(meta, "rel", "canonical")).toBeUndefined();
      expect(meta.some((m) => "property" in m)).toBe(false);
    }
    for (const page of allPages().filter((listed) => !listed.unlisted))
      expect(find(pageMeta(page, site), "name", "robots"), page.path).toBeUndefined();
  });

  it("asks search engines not to index the search results page, but to follow its links, and keeps its other tags", () => {
    expect(
      allPages()
        .filter((page) => page.unlisted)
        .map((page) => page.path),
    ).toEqual(["/search"]);
    const meta = metaForPath("/search");
    expect(meta.filter((m) => "name" in m && m.name === "robots")).toEqual([
      { name: "robots", content: "noindex, follow" },
    ]);
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl()}/search`);
    expect(find(meta, "name", "description")?.content).toBe(pageAt("/search")!.description);
  });

  it("points an alias's canonical URL at the page it repeats", () => {
    const meta = metaForPath("/career");
    expect(find(meta, "rel", "canonical")?.href).toBe(`${siteUrl()}/Careers`);
  });

  it("builds absolute URLs from SITE_URL", () => {
    vi.stubEnv("SITE_URL", "https://www.example.com/");
    const meta = pageMeta(pageAt("/team")!, site);
    expect(find(meta, "rel", "canonical")?.href).toBe("https://www.example.com/team");
    expect(find(meta, "property", "og:image")?.content).toBe("https://www.example.com/media/social-card.png");
  });

  it("gives a solution, project, policy or insight page its own image, named with its title", () => {
    vi.stubEnv("SITE_URL", "https://www.example.com/");
    const cases = [
      ["/BRECON", "/media/social/solution-reconciliation-report.png"],
      ["/solution-details/reconciliation-report", "/media/social/solution-reconciliation-report.png"],
      ["/BXBRL", "/media/social/project-bxbrl.png"],
      ["/project-details/BXBRL", "/media/social/project-bxbrl.png"],
      ["/Doc-3", "/media/social/policy-doc-3.png"],
      ["/insight/forecasting", "/media/social/insight-forecasting.png"],
    ] as const;
    for (const [path, image] of cases) {
      const page = pageAt(path)!;
      const meta = pageMeta(page, site);
      expect(find(meta, "property", "og:image")?.content, path).toBe(`https://www.example.com${image}`);
      expect(find(meta, "name", "twitter:image")?.content, path).toBe(`https://www.example.com${image}`);
      expect(find(meta, "property", "og:image:alt")?.content, path).toBe(`${page.title}: ${site.company}`);
    }
  });

  it("refuses a SITE_URL that is not an http(s) URL, naming the variable", () => {
    vi.stubEnv("SITE_URL", "ftp://example.com");
    expect(() => siteUrl()).toThrow(/SITE_URL/);
    vi.stubEnv("SITE_URL", "not a url");
    expect(() => siteUrl()).toThrow(/SITE_URL/);
  });

  it("keeps unknown ids out of search engines", () => {
    const meta = metaForPath("/project-details/NOPE", "Project");
    expect(meta[0]).toEqual({ title: `Project not found | ${site.company}` });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
  });
});
