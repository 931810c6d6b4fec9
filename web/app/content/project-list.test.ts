// The Projects list follows the published projects: the spec's five first, in its order
// and under its titles, then a case study staff add, under its name; a project retired
// leaves it without breaking the page.

import { describe, expect, it } from "vitest";
import { projects, projectsInListOrder } from "./projects";

describe("the Projects list's cards", () => {
  it("are the spec's five, in its order and under its titles, for the repository's projects", () => {
    expect(projectsInListOrder(projects).map(({ project, cardTitle }) => [project.code, cardTitle])).toEqual([
      ["BXBRL", "XBRL Regulatory Report"],
      ["BRBS", "RBS Regulatory Report"],
      ["BLRS", "Loan Reminders"],
      ["FIS", "Finacle Implementation Support"],
      ["BAML", "Anti-Money-Laundering Implementation"],
    ]);
  });

  it("end with a case study staff add, under its name, and leave out one retired", () => {
    const [first] = projects;
    const added = { ...first!, code: "BTMS", name: "Treasury Management Rollout" };
    const list = [...projects.filter((project) => project.code !== "BLRS"), added];
    expect(projectsInListOrder(list).map(({ project, cardTitle }) => [project.code, cardTitle])).toEqual([
      ["BXBRL", "XBRL Regulatory Report"],
      ["BRBS", "RBS Regulatory Report"],
      ["FIS", "Finacle Implementation Support"],
      ["BAML", "Anti-Money-Laundering Implementation"],
      ["BTMS", "Treasury Management Rollout"],
    ]);
  });
});
