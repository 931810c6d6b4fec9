// A page's texts as published: its title, heading, description and keywords, from the
// content it is rendered with (a named page's own, or the item's it shows). The root loader
// gives the current page's to every screen (usePage) and to its metadata (routeMeta), so a
// title staff publish reaches the page's tab, h1, description and link previews. The route
// table takes every page's texts from the repository's content the same way.

import type { PageText, SiteContent } from "@site/contracts/content";
import type { TextSource } from "./route-table";

/** The parts of the content that hold pages' texts. */
export type PageTextContent = Pick<
  SiteContent,
  "pageTexts" | "solutions" | "projects" | "insightTopics" | "policies" | "ovations" | "openings"
>;

/** The texts of the page whose texts are at `source` in `content`; throws for an unknown item. */
export function pageTextOf(content: PageTextContent, source: TextSource): PageText {
  if ("page" in source) return content.pageTexts[source.page];
  const { item, id } = source;
  const found = <T>(list: readonly T[], matches: (entry: T) => boolean): T => {
    const entry = list.find(matches);
    if (entry === undefined) throw new Error(`The content has no ${item} "${id}"`);
    return entry;
  };
  const titled = (title: string, description: string): PageText => ({ title, heading: title, description });
  switch (item) {
    case "solution": {
      const solution = found(content.solutions, (s) => s.key === id);
      return titled(solution.name, solution.summary);
    }
    case "project": {
      const project = found(content.projects, (p) => p.code === id);
      return titled(project.name, project.summary);
    }
    case "insight": {
      const topic = found(content.insightTopics, (t) => t.slug === id);
      return titled(topic.title, topic.summary);
    }
    case "policy": {
      const policy = found(content.policies, (p) => p.id === id);
      return titled(policy.pageTitle, policy.summary);
    }
    case "ovation": {
      const ovation = found(content.ovations, (o) => o.id === id);
      return titled(ovation.title, ovation.description);
    }
    case "opening": {
      const opening = found(content.openings, (o) => o.id === id);
      return titled(opening.title, opening.summary);
    }
  }
}
