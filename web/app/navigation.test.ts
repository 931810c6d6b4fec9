import { describe, expect, it } from "vitest";
import { ovations } from "./content/ovations";
import { menus } from "./content/page-info";
import { policies } from "./content/policies";
import { activeItemIndex, mainNavOf, menusOf } from "./navigation";
import { pageAt, pagePath, prerenderPaths } from "./pages";

// The menu as the build's content makes it.
const mainNav = mainNavOf(menus.navbar, menusOf(policies, ovations));

function activeLabel(path: string) {
  return mainNav[activeItemIndex(mainNav, path, pageAt(path)?.tab)]?.label;
}

/** As root.tsx marks it, from the path React Router gives. */
function activeLabelAt(routerPath: string) {
  return activeLabel(pagePath(routerPath));
}

describe("navbar", () => {
  it("names the catalogues' pages by the menu labels published with them", () => {
    const renamed = policies.map((p) => (p.id === "Doc-2" ? { ...p, menuLabel: "Conduct Rules" } : p));
    const publications = mainNavOf(menus.navbar, menusOf(renamed, ovations)).find(
      (i) => i.label === "Publications",
    );
    expect(publications?.kind === "group" ? publications.items[1] : undefined).toEqual({
      label: "Conduct Rules",
      to: "/Doc-2",
    });
  });

  it("labels its entries and groups as published", () => {
    const labels = { ...menus.navbar, faq: "Questions", publications: "Policies" };
    const nav = mainNavOf(labels, menusOf(policies, ovations));
    expect(nav.map((item) => item.label)).toContain("Policies");
    const more = nav.find((item) => item.kind === "group" && item.id === "more");
    expect(more?.kind === "group" ? more.items.find((l) => l.to === "/help")?.label : undefined).toBe(
      "Questions",
    );
  });

  it("links only to pages that exist", () => {
    const paths = new Set(prerenderPaths());
    for (const item of mainNav) {
      const links = item.kind === "link" ? [item] : item.items;
      for (const link of links) expect(paths, link.to).toContain(link.to);
    }
  });

  it("offers Doc-1 to Doc-4 under Publications and ovations-1 to 3 under Ovations", () => {
    const group = (label: string) => mainNav.find((i) => i.label === label);
    const targets = (label: string) => {
      const item = group(label);
      return item?.kind === "group" ? item.items.map((l) => l.to) : [];
    };
    expect(targets("Publications")).toEqual(["/Doc-1", "/Doc-2", "/Doc-3", "/Doc-4"]);
    expect(targets("Ovations")).toEqual(["/ovations-1", "/ovations-2", "/ovations-3"]);
  });

  it("marks the same tab for a page prerendered at its path with a trailing slash", () => {
    expect(activeLabelAt("/time-line/")).toBe("More");
    expect(activeLabelAt("/Doc-1/")).toBe("Publications");
    expect(activeLabelAt("/ovations-2/")).toBe("Ovations");
    expect(activeLabelAt("/home/")).toBe("Home");
    expect(pagePath("/")).toBe("/");
  });

  it("marks the tab that holds the current page", () => {
    expect(activeLabel("/home")).toBe("Home");
    expect(activeLabel("/project-page")).toBe("Projects");
    expect(activeLabel("/FIS")).toBe("Projects");
    expect(activeLabel("/project-details/BIPS")).toBe("Projects");
    expect(activeLabel("/BACP")).toBe("Solutions");
    expect(activeLabel("/Doc-3")).toBe("Publications");
    expect(activeLabel("/ovations-2")).toBe("Ovations");
    expect(activeLabel("/help")).toBe("More");
    expect(activeLabel("/promoters")).toBe("More");
    expect(activeLabel("/time-line")).toBe("More");
    expect(activeLabel("/terms-and-condition")).toBe("More");
  });
});
