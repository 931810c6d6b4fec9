// The ids that are part of an address (a solution's page, a project's code, a slug) are
// refused when hostile: a path, 10,000 characters (told only that it is too long, before
// any other check runs on it), or a letter that only looks like a Latin one.

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ADDRESS_MAX_LENGTH, pageSegment, slug } from "./fields.js";
import { projectCode } from "./projects.js";

const messages = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe("ids in addresses", () => {
  it("take today's addresses", () => {
    for (const page of ["Instant-Payment-System", "BACP", "MCIB-CPR"])
      expect(messages(pageSegment, page)).toEqual([]);
    for (const id of ["market-trends", "centralized-data-repository"]) expect(messages(slug, id)).toEqual([]);
    for (const code of ["FIS", "BXBRL"]) expect(messages(projectCode, code)).toEqual([]);
  });

  it("refuse paths and separators", () => {
    for (const value of ["../", "/staff", "staff/", "a/b", "BRBS?x", "%2e%2e", ""])
      for (const schema of [pageSegment, slug, projectCode])
        expect(messages(schema, value), value).not.toEqual([]);
  });

  it("refuse a long id by its length alone", () => {
    const long = "a".repeat(10_000);
    expect(messages(slug, long)).toEqual([`must be at most ${ADDRESS_MAX_LENGTH} characters`]);
    expect(messages(pageSegment, `${long}/..`)).toEqual([`must be at most ${ADDRESS_MAX_LENGTH} characters`]);
    expect(messages(projectCode, "A".repeat(13))).toEqual(["must be at most 12 characters"]);
    expect(messages(slug, "a".repeat(ADDRESS_MAX_LENGTH))).toEqual([]);
  });

  it("refuse letters that only look like Latin ones", () => {
    // Cyrillic В and е, Greek Ο, and a full-width R.
    for (const value of ["\u0412RBS", "market-tr\u0435nds", "F\u039FS", "\uFF32ECON"])
      for (const schema of [pageSegment, slug, projectCode])
        expect(messages(schema, value), value).not.toEqual([]);
  });
});
