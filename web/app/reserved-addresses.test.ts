// The addresses the site keeps for itself are one list, in the contracts
// (RESERVED_FIRST_SEGMENTS), so the server and the checks of what staff publish know them
// without importing the site. This proves the list holds every fixed route's first
// segment, and that the site's own content takes only addresses of its own.

import {
  addressProblems,
  isReservedFirstSegment,
  policyPdfPath,
  siteAddresses,
} from "@site/contracts/content";
import { describe, expect, it } from "vitest";
import { policyPdf } from "./content/documents";
import { repositoryContent } from "./content/repository";
import { PATHS } from "./route-paths";

describe("the addresses the site keeps for itself", () => {
  it("hold the first segment of every fixed route, in any case", () => {
    for (const path of Object.values(PATHS)) {
      const first = path.split("/")[0]!;
      expect(isReservedFirstSegment(first), path).toBe(true);
      expect(isReservedFirstSegment(first.toUpperCase()), path).toBe(true);
    }
  });

  it("leave every item of the site's own content an address of its own", () => {
    expect(addressProblems(repositoryContent)).toEqual([]);
    const roots = siteAddresses(repositoryContent).filter((address) => address.root);
    expect(roots.length).toBeGreaterThan(0);
    for (const { address } of roots) expect(isReservedFirstSegment(address.slice(1)), address).toBe(false);
  });

  it("put a policy's PDF where the site publishes it", () => {
    for (const { id } of repositoryContent.policies) expect(policyPdfPath(id)).toBe(policyPdf(id));
  });
});
