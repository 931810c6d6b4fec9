// The footer's six solution links: the first of the Solutions list, unless staff put
// another in the footer, which then comes first (a new solution, which the list has last).

import { describe, expect, it } from "vitest";
import { solutions } from "../content/solutions";
import { footerSolutions } from "./footer-solutions";

describe("the footer's solution links", () => {
  it("are the first six of the Solutions list", () => {
    expect(footerSolutions(solutions).map((link) => link.name)).toEqual([
      "Instant Payment System",
      "Account Creation Process",
      "Self-Service Terminals",
      "Loan Origination System",
      "Audit Information System",
      "Collateral Management System",
    ]);
  });

  it("put a solution staff mark for the footer first, a new one too", () => {
    const [first] = solutions;
    const added = {
      ...first!,
      key: "treasury-management",
      name: "Treasury Management System",
      page: "BTMS",
      detailsId: "treasury-management-system",
      inFooter: true,
    };
    const links = footerSolutions([...solutions, added]);
    expect(links).toHaveLength(6);
    expect(links[0]).toEqual({ name: "Treasury Management System", path: "/BTMS" });
    expect(links.map((link) => link.name)).not.toContain("Collateral Management System");
  });
});
