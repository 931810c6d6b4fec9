// The ids that are part of an address (a solution's page, a project's code, a slug) are
// refused when hostile: a path, 10,000 characters (told only that it is too long, before
// any other check runs on it), or a letter that only looks like a Latin one. And the
// addresses items take are each their own, never one the site keeps (addresses.ts).

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { EVENTS_PATH } from "../events.js";
import {
  APPLICATION_SENT_PATH,
  CONTACT_SENT_PATH,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
} from "../form-texts.js";
import { BUILD_FOLDERS } from "../page-render.js";
import { STAFF_API_PATH, STAFF_PATH } from "../staff.js";
import { XSRF_TOKEN_PATH } from "../xsrf.js";
import {
  addressProblems,
  isReservedFirstSegment,
  newAddressProblems,
  RESERVED_FIRST_SEGMENTS,
  siteAddresses,
} from "./addresses.js";
import { ovationSchema } from "./documents.js";
import { addressMoves, LIST_PAGE_OF_KIND } from "./addresses.js";
import { ADDRESS_MAX_LENGTH, pageSegment, slug } from "./fields.js";
import { policySchema } from "./policies.js";
import { projectCode } from "./projects.js";
import { siteContentProblems } from "./site-content.js";

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

// Every address an item takes is its own, whatever its case, and never one the site keeps
// for itself (addresses.ts); siteContentProblems refuses what addressProblems finds, so a
// publish, an import and the build do.

const solution = (key: string, page?: string, detailsId?: string) => ({
  key,
  name: `Solution ${key}`,
  summary: "A solution that banks use every day, described here in one sentence.",
  ...(page === undefined ? {} : { page }),
  ...(detailsId === undefined ? {} : { detailsId }),
});
const project = (code: string, hasDetails = false) => ({
  code,
  name: `Project ${code}`,
  client: "A bank",
  teamSize: 3,
  durationMonths: 6,
  start: "01-01-2024",
  end: "30-06-2024",
  summary: "A project we delivered for a bank, described here in one sentence for its card.",
  hasDetails,
});
const topic = (slug: string) => ({
  slug,
  title: `Topic ${slug}`,
  summary: "An article for banks, described here in one sentence for its card.",
});
const policy = (id: string) => ({ id });
const ovation = (id: string, pdf: string) => ({ id, pdf });
const brochure = (id: string, pdf: string) => ({ id, pdf });

type Partial = Parameters<typeof addressProblems>[0];
const problems = (content: Record<string, unknown>) =>
  addressProblems(content as Partial).map((issue) => `${issue.path}: ${issue.message}`);

describe("addresses of items", () => {
  it("lists every address items take, lower-cased, with where each is taken", () => {
    const content = {
      solutions: [solution("payments", "Instant-Payment-System", "instant-payment")],
      projects: [project("BRBS", true)],
      insightTopics: [topic("market-trends")],
      policies: [policy("Doc-1")],
      ovations: [ovation("ovations-1", "/media/docs/ovations-1-baml.pdf")],
      brochures: [brochure("profile", "/media/docs/brochure-profile.pdf")],
    } as unknown as Partial;
    expect(siteAddresses(content).map((a) => [a.address, a.at, a.owner, a.root])).toEqual([
      ["/instant-payment-system", "solutions[0].page", "solution/payments", true],
      ["/solution-details/instant-payment", "solutions[0].detailsId", "solution/payments", false],
      ["/brbs", "projects[0].code", "project/BRBS", true],
      ["/project-details/brbs", "projects[0].code", "project/BRBS", false],
      ["/insight/market-trends", "insightTopics[0].slug", "insight/market-trends", false],
      ["/doc-1", "policies[0].id", "policy/Doc-1", true],
      ["/media/docs/doc-1.pdf", "policies[0].id", "policy/Doc-1", false],
      ["/ovations-1", "ovations[0].id", "ovation/ovations-1", true],
      ["/media/docs/ovations-1-baml.pdf", "ovations[0].pdf", "ovation/ovations-1", false],
      ["/media/docs/brochure-profile.pdf", "brochures[0].pdf", "brochure/profile", false],
    ]);
    expect(addressProblems(content)).toEqual([]);
  });

  it("refuses one address taken by items of different kinds", () => {
    expect(problems({ solutions: [solution("brbs-suite", "BRBS")], projects: [project("BRBS")] })).toEqual([
      "projects[0].code: /BRBS is the address of solution/brbs-suite already (solutions[0].page): choose another",
    ]);
    expect(
      problems({
        ovations: [ovation("ovations-1", "/media/docs/brochure-profile.pdf")],
        brochures: [brochure("profile", "/media/docs/brochure-profile.pdf")],
      }),
    ).toEqual([
      "brochures[0].pdf: /media/docs/brochure-profile.pdf is the address of ovation/ovations-1 already (ovations[0].pdf): choose another",
    ]);
    // A policy's PDF is /media/docs/{id}.pdf: an ovation's PDF may not take it.
    expect(
      problems({ policies: [policy("Doc-2")], ovations: [ovation("ovations-1", "/media/docs/doc-2.pdf")] }),
    ).toHaveLength(1);
  });

  it("refuses addresses that differ only in case, within a kind too", () => {
    expect(
      problems({ solutions: [solution("one", "Core-Banking"), solution("two", "core-banking")] }),
    ).toEqual([
      "solutions[1].page: /core-banking is the address of solution/one already (solutions[0].page): choose another",
    ]);
    expect(problems({ solutions: [solution("fis-suite", "fis")], projects: [project("FIS")] })).toHaveLength(
      1,
    );
    expect(
      problems({ solutions: [solution("one", undefined, "market"), solution("two", undefined, "market")] }),
    ).toHaveLength(1);
  });

  it("refuses two topics with one slug once, as a duplicate its list's schema also names", () => {
    // Same owner twice (one id): the list's uniqueness rule tells it; the addresses do not repeat it.
    expect(problems({ insightTopics: [topic("forecasting"), topic("forecasting")] })).toEqual([]);
  });

  it("refuses every reserved first segment, in any case, as an item's own address", () => {
    for (const segment of RESERVED_FIRST_SEGMENTS) {
      for (const spelled of [segment, segment.toUpperCase(), segment.toLowerCase()]) {
        // Whichever id schema takes the spelling, the addresses refuse it.
        const takers = [
          { schema: pageSegment, content: { solutions: [solution("any", spelled)] } },
          { schema: projectCode, content: { projects: [project(spelled)] } },
        ];
        const accepted = takers.filter(({ schema }) => messages(schema, spelled).length === 0);
        for (const { content } of accepted)
          expect(problems(content)[0], spelled).toContain("is an address the site keeps for itself");
        // `.well-known`'s dot: no id schema takes it in the first place.
        expect(accepted.length > 0, spelled).toBe(segment !== ".well-known");
      }
    }
    expect(isReservedFirstSegment("Bweb")).toBe(true);
    expect(isReservedFirstSegment("bweb")).toBe(true);
    expect(isReservedFirstSegment("CONTACT")).toBe(true);
    expect(isReservedFirstSegment("BRBS")).toBe(false);
  });

  it("keeps the server's own areas, the build's folders and the forms' paths reserved", () => {
    const firstSegment = (path: string) => path.split("/")[1]!;
    for (const path of [
      STAFF_PATH,
      STAFF_API_PATH,
      EVENTS_PATH,
      MAIL_SENDING_PATH,
      JOB_APPLICATION_PATH,
      XSRF_TOKEN_PATH,
      CONTACT_SENT_PATH,
      APPLICATION_SENT_PATH,
      "/healthz",
      "/.well-known/security.txt",
      "/api/anything",
    ])
      expect(isReservedFirstSegment(firstSegment(path)), path).toBe(true);
    for (const folder of Object.values(BUILD_FOLDERS))
      expect(isReservedFirstSegment(folder), folder).toBe(true);
  });

  it("needs no reservation for the root's well-known files: no id takes a dot", () => {
    const files = [
      "favicon.ico",
      "favicon.svg",
      "robots.txt",
      "sitemap.xml",
      "manifest.webmanifest",
      "apple-touch-icon.png",
      "apple-touch-icon-precomposed.png",
    ];
    for (const file of files)
      for (const schema of [pageSegment, slug, projectCode, policySchema.shape.id, ovationSchema.shape.id])
        expect(messages(schema, file), file).not.toEqual([]);
  });

  it("takes no address from an entry of the wrong shape: its schema tells what is wrong", () => {
    const content = { solutions: [null, { key: 3, page: "x" }, { key: "ok", page: 7 }], projects: "no" };
    expect(siteAddresses(content as unknown as Partial)).toEqual([]);
  });

  it("is checked with the whole site: a collision is a problem of siteContentProblems", () => {
    const content = { solutions: [solution("brbs-suite", "brbs")], projects: [project("BRBS")] };
    expect(
      siteContentProblems(content as unknown as Partial).filter((issue) => issue.message.includes("/BRBS")),
    ).toEqual([
      {
        path: "projects[0].code",
        message: "/BRBS is the address of solution/brbs-suite already (solutions[0].page): choose another",
      },
    ]);
  });

  it("checks 10,000 items in linear time", () => {
    const solutions = Array.from({ length: 10_000 }, (_, i) => solution(`s${i}`, `Page-${i}`, `d${i}`));
    const started = performance.now();
    expect(addressProblems({ solutions } as unknown as Partial)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("a new item's addresses among the documents there are", () => {
  const doc = (type: string, id: string, entry: unknown) => ({ type, id, data: { entry, text: {} } });
  const existing = [
    doc("project", "BRBS", project("BRBS", true)),
    doc("solution", "payments", solution("payments", "Instant-Payment-System", "instant-payment")),
    { type: "site", id: "brochures", data: [brochure("profile", "/media/docs/brochure-profile.pdf")] },
    { type: "page", id: "faq", data: { intro: "x" } },
  ];

  it("accepts a free address", () => {
    expect(newAddressProblems(doc("solution", "loans", solution("loans", "loans")), existing)).toEqual([]);
  });

  it("refuses one another document takes, whatever its case, naming it", () => {
    expect(newAddressProblems(doc("solution", "brbs", solution("brbs", "brbs")), existing)).toEqual([
      { path: "entry.page", message: "/brbs is the address of project/BRBS already: choose another" },
    ]);
    expect(
      newAddressProblems(doc("solution", "x", solution("x", "INSTANT-payment-system")), existing),
    ).toHaveLength(1);
    expect(
      newAddressProblems(
        doc("ovation", "ovations-4", ovation("ovations-4", "/media/docs/brochure-profile.pdf")),
        existing,
      ),
    ).toEqual([
      {
        path: "entry.pdf",
        message:
          "/media/docs/brochure-profile.pdf is the address of brochure/profile already: choose another",
      },
    ]);
  });

  it("refuses a reserved one", () => {
    expect(newAddressProblems(doc("solution", "staff", solution("staff", "staff")), existing)).toEqual([
      {
        path: "entry.page",
        message:
          "/staff is an address the site keeps for itself (a fixed page, the console or a folder of the server): choose another",
      },
    ]);
    expect(newAddressProblems(doc("project", "API", project("API")), existing)).toHaveLength(1);
  });

  it("never collides with itself (a document's draft and its published version)", () => {
    const brbs = doc("project", "BRBS", project("BRBS", true));
    expect(newAddressProblems(brbs, [brbs, brbs])).toEqual([]);
  });
});

describe("addresses a change takes away", () => {
  const site = (solutions: object[], projects: object[] = [], policies: object[] = []) => ({
    solutions,
    projects,
    policies,
    insightTopics: [{ slug: "market-trends" }],
  });
  const brecon = { key: "reconciliation", page: "BRECON", detailsId: "reconciliation-report" };

  it("lead to the item's new address when it is renamed", () => {
    const renamed = { ...brecon, page: "Reconciliation", detailsId: "reconciliation" };
    expect(addressMoves(site([brecon]), site([renamed]))).toEqual([
      { from: "/BRECON", to: "/Reconciliation" },
      { from: "/solution-details/reconciliation-report", to: "/solution-details/reconciliation" },
    ]);
  });

  it("lead to the kind's list when the item is retired, and nowhere when there is no list", () => {
    const fis = { code: "FIS", hasDetails: true };
    expect(addressMoves(site([brecon], [fis], [{ id: "Doc-4" }]), site([], [], []))).toEqual([
      { from: "/BRECON", to: LIST_PAGE_OF_KIND.solution },
      { from: "/solution-details/reconciliation-report", to: "/solution-page" },
      { from: "/FIS", to: "/project-page" },
      { from: "/project-details/FIS", to: "/project-page" },
      { from: "/Doc-4", to: null },
    ]);
  });

  it("are none when every address stays, whatever else changes, or only its case", () => {
    expect(addressMoves(site([brecon]), site([{ ...brecon, name: "Renamed" }]))).toEqual([]);
    expect(addressMoves(site([brecon]), site([{ ...brecon, page: "brecon" }]))).toEqual([]);
  });
});
