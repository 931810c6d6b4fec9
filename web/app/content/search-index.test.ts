import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../pages";
import { filledContent } from "./current";
import { repositoryContent } from "./repository";
import {
  exactMatch as exactMatchIn,
  matchSuggestions as matchIn,
  siteSearchOption,
  suggestionsOf,
} from "./search-index";

// The suggestions of the repository's content, as the build publishes them.
const searchIndex = suggestionsOf(filledContent(repositoryContent));
const matchSuggestions = (query: string) => matchIn(query, searchIndex);
const exactMatch = (query: string) => exactMatchIn(query, searchIndex);

describe("site search", () => {
  it("lists every target of the spec, each a page that exists", () => {
    const paths = new Set(prerenderPaths());
    for (const s of searchIndex) expect(paths, s.route).toContain(s.route);
    const routes = searchIndex.map((s) => s.route);
    for (const code of ["FIS", "BXBRL", "BIPS", "BAML", "BRBS"])
      expect(routes).toContain(`/project-details/${code}`);
    expect(routes.filter((r) => r.startsWith("/solution-details/"))).toHaveLength(12);
    expect(routes.filter((r) => r.startsWith("/insight/"))).toHaveLength(6);
    for (const r of [
      "/home",
      "/service-page",
      "/contact",
      "/solution-page",
      "/insight",
      "/career",
      "/promoters",
      "/team",
      "/gallery",
      "/terms-and-condition",
      "/help",
    ]) {
      expect(routes).toContain(r);
    }
    expect(new Set(searchIndex.map((s) => s.label.toLowerCase())).size).toBe(searchIndex.length);
  });

  it("suggests the names as published", () => {
    const content = filledContent(repositoryContent);
    const renamed = suggestionsOf({
      ...content,
      solutions: content.solutions.map((s) =>
        s.key === "instant-payment" ? { ...s, name: "Instant Payment Switch" } : s,
      ),
    });
    expect(matchIn("payment switch", renamed)).toEqual([
      { label: "Instant Payment Switch", route: "/solution-details/instant-payment" },
    ]);
    expect(matchIn("payment switch", searchIndex)).toEqual([]);
  });

  it("suggests nothing for an empty or blank query", () => {
    expect(matchSuggestions("")).toEqual([]);
    expect(matchSuggestions("   ")).toEqual([]);
  });

  it("suggests every label containing the query, ignoring case", () => {
    expect(matchSuggestions("TEAM").map((s) => s.label)).toEqual(["Team"]);
    const labels = matchSuggestions("ana").map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "Collateral Management System",
        "Performance Analysis",
        "Competitive Analysis",
      ]),
    );
    for (const label of labels) expect(label.toLowerCase()).toContain("ana");
    expect(matchSuggestions("zzz")).toEqual([]);
  });

  it("matches a submitted query only when it equals a label, trimmed and ignoring case", () => {
    expect(exactMatch("  gallery ")?.route).toBe("/gallery");
    expect(exactMatch("galler")).toBeUndefined();
    expect(exactMatch("market trends")?.route).toBe("/insight/market-trends");
  });

  it("offers the whole site's search for any non-blank query, with the words trimmed", () => {
    expect(siteSearchOption("")).toBeUndefined();
    expect(siteSearchOption("   ")).toBeUndefined();
    expect(siteSearchOption("  AML & KYC ")).toEqual({
      label: "Search the site for “AML & KYC”",
      route: "/search?q=AML+%26+KYC",
    });
  });
});
