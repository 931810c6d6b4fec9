// The site content as a whole: every module passes its schema (validate.ts, as the build
// runs it), a bad entry is refused with its path, and no module ships validation to the
// browser, repeats the site's identity or imports in a cycle. The spec's facts are checked
// by topic: company.test.ts, catalogues.test.ts, documents.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as aboutModule from "./about";
import * as brochuresModule from "./brochures";
import * as contactModule from "./contact";
import * as demosModule from "./demos";
import * as faqModule from "./faq";
import * as homeModule from "./home";
import * as insightTopicsModule from "./insight-topics";
import * as insightsModule from "./insights";
import * as legalModule from "./legal";
import * as ovationTextsModule from "./ovation-texts";
import * as ovationsModule from "./ovations";
import { menus, pageTexts } from "./page-info";
import * as peopleModule from "./people";
import * as policiesModule from "./policies";
import * as policyTextsModule from "./policy-texts";
import * as projectTextsModule from "./project-texts";
import * as projectsModule from "./projects";
import {
  ContentError,
  contentIssues,
  defineContent,
  faqSchema,
  pageDescription,
} from "@site/contracts/content";
import { fillTexts, placeholderValues } from "@site/contracts/content-helpers";
import * as servicesModule from "./services";
import { site } from "./site";
import * as solutionTextsModule from "./solution-texts";
import * as solutionsModule from "./solutions";
import * as timelineModule from "./timeline";
import { contentProblems, siteContent, validateContent } from "./validate";

const { faq } = faqModule;
const { home } = homeModule;
const { projectTexts } = projectTextsModule;
const { solutionTexts } = solutionTextsModule;

const allModules = {
  about: aboutModule,
  brochures: brochuresModule,
  contact: contactModule,
  demos: demosModule,
  faq: faqModule,
  home: homeModule,
  insightTopics: insightTopicsModule,
  insights: insightsModule,
  legal: legalModule,
  ovations: ovationsModule,
  ovationTexts: ovationTextsModule,
  people: peopleModule,
  policies: policiesModule,
  policyTexts: policyTextsModule,
  projects: projectsModule,
  projectTexts: projectTextsModule,
  services: servicesModule,
  solutions: solutionsModule,
  solutionTexts: solutionTextsModule,
  timeline: timelineModule,
};

/** Every string reachable from a value, with its path. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

/** The specifiers a source imports or re-exports; `runtime` leaves out `import type` / `export type`. */
function importsOf(source: string, runtime: boolean): string[] {
  const pattern = runtime
    ? /^(?:import|export)\s(?!\s*type\s)[^;"]*\bfrom\s*"([^"]+)"/gm
    : /\bfrom\s*"([^"]+)"/g;
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

const contentDir = __dirname;
const sourceFiles = readdirSync(contentDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
// The content schemas and their zod-free helpers (@site/contracts/content, /content-helpers).
const schemaDir = path.join(contentDir, "..", "..", "..", "contracts", "src", "content");
const SCHEMAS = "@site/contracts/content";

describe("content modules", () => {
  it("all load and pass their schemas", () => {
    for (const [name, mod] of Object.entries(allModules))
      expect(Object.keys(mod).length, name).toBeGreaterThan(0);
    expect(() => validateContent()).not.toThrow();
  });

  it("report a bad entry with its path", () => {
    const bad = structuredClone(faq);
    bad.items[3]!.answer = "Too short.";
    expect(() => defineContent(faqSchema, bad, "faq")).toThrow(ContentError);
    expect(() => defineContent(faqSchema, bad, "faq")).toThrow(
      /faq\.items\[3\]\.answer: must have 2 to 5 sentences/,
    );
    const missing = structuredClone(faq) as { items: Record<string, unknown>[] };
    delete missing.items[0]!.question;
    expect(() => defineContent(faqSchema, missing as never, "faq")).toThrow(/faq\.items\[0\]\.question/);
  });

  it("refuse every bad entry across modules in one error, each with its path", () => {
    const faqBad = structuredClone(faq);
    faqBad.items[3]!.answer = "Too short.";
    const topicsBad = structuredClone(siteContent.insightTopics);
    topicsBad[2]!.summary = "Too short for a page description.";
    const solutionTextsBad: typeof solutionTexts = {
      ...solutionTexts,
      orphan: solutionTexts["instant-payment"]!,
    };
    delete solutionTextsBad["merchant-qr-code"];
    const projectTextsBad = structuredClone(projectTexts);
    projectTextsBad.FIS!.result = [" Padded. "];
    let error: unknown;
    try {
      validateContent({
        ...siteContent,
        faq: faqBad,
        insightTopics: topicsBad,
        solutionTexts: solutionTextsBad,
        projectTexts: projectTextsBad,
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).toMatch(/faq\.items\[3\]\.answer: must have 2 to 5 sentences/);
    expect(message).toMatch(/insightTopics\[2\]\.summary: a page description needs at least \d+ characters/);
    expect(message).toMatch(/solutionTexts\.merchant-qr-code: is missing/);
    expect(message).toMatch(/solutionTexts\.orphan: belongs to no solution/);
    expect(message).toMatch(/projectTexts\.FIS\.result\[0\]: must not start or end with whitespace/);
    expect((error as ContentError).issues).toHaveLength(5);
  });

  it("check the home page like the rest", () => {
    const homeBad = structuredClone(home);
    homeBad.mottos[0] = " Padded";
    homeBad.clientLogos[1]!.name = homeBad.clientLogos[0]!.name;
    const messages = contentProblems({ ...siteContent, home: homeBad }).map((i) => `${i.path}: ${i.message}`);
    expect(messages).toEqual([
      "home.mottos[0]: must not start or end with whitespace",
      `home.clientLogos[1]: duplicate logo "${home.clientLogos[0]!.name}"`,
    ]);
  });

  it("ship no validation to the browser: content modules import the schemas and zod only as types", () => {
    const buildOnly = new Set(["validate.ts"]);
    for (const file of sourceFiles.filter((f) => !buildOnly.has(f))) {
      const source = readFileSync(path.join(contentDir, file), "utf8");
      for (const spec of importsOf(source, true))
        expect(spec, `${file} imports ${spec} at run time`).not.toMatch(
          /^(@site\/contracts\/content$|\.\/validate|zod)/,
        );
    }
    // The route table and the menu are in every page's bundle: they read the short
    // catalogues, never the long texts.
    for (const file of ["route-table.ts", "pages.ts", "navigation.ts"]) {
      const source = readFileSync(path.join(contentDir, "..", file), "utf8");
      for (const spec of importsOf(source, true)) {
        expect(spec, `${file} imports ${spec}`).not.toMatch(
          /(-texts|\/insights|contracts\/content|validate|zod)$/,
        );
      }
    }
  });

  it("are imported by the rest of the app as types only: nothing in web/app loads the schemas, validate.ts or zod at run time", () => {
    const appDir = path.dirname(contentDir);
    const buildOnly = (file: string) => file === SCHEMAS || file === path.join(contentDir, "validate");
    const appFiles = readdirSync(appDir, { recursive: true, encoding: "utf8" })
      .map((f) => path.join(appDir, f))
      .filter(
        (f) =>
          /\.tsx?$/.test(f) &&
          !/\.test\.tsx?$/.test(f) &&
          !buildOnly(f) &&
          f !== path.join(contentDir, "validate.ts"),
      );
    expect(appFiles.length).toBeGreaterThan(sourceFiles.length);
    for (const file of appFiles) {
      for (const spec of importsOf(readFileSync(file, "utf8"), true)) {
        const target = spec.startsWith(".")
          ? path.resolve(path.dirname(file), spec).replace(/\.tsx?$/, "")
          : spec;
        expect(
          /^zod/.test(spec) || buildOnly(target),
          `${path.relative(appDir, file)} imports ${spec} at run time`,
        ).toBe(false);
      }
    }
  });

  it("import one another without a cycle, the schemas and type imports included", () => {
    const files = [
      ...sourceFiles.map((f) => path.join(contentDir, f)),
      ...readdirSync(schemaDir).map((f) => path.join(schemaDir, f)),
    ];
    const resolve = (from: string, spec: string) => {
      // The schemas' own imports name the compiled file (./fields.js).
      const target = path.resolve(path.dirname(from), spec).replace(/\.js$/, "");
      return [`${target}.ts`, path.join(target, "index.ts")].find((f) => files.includes(f));
    };
    const deps = new Map(
      files.map((f) => [
        f,
        importsOf(readFileSync(f, "utf8"), false).flatMap((spec) => resolve(f, spec) ?? []),
      ]),
    );
    const done = new Set<string>();
    const visit = (file: string, trail: readonly string[]): void => {
      if (trail.includes(file))
        throw new Error(
          `import cycle: ${[...trail.slice(trail.indexOf(file)), file].map((f) => path.relative(contentDir, f)).join(" -> ")}`,
        );
      if (done.has(file)) return;
      for (const dep of deps.get(file) ?? []) visit(dep, [...trail, file]);
      done.add(file);
    };
    // The helpers, which the schemas import, import no schema: only the placeholders and the
    // openings' terms, which import none.
    expect(deps.get(path.join(schemaDir, "helpers.ts"))).toEqual([
      path.join(schemaDir, "placeholders.ts"),
      path.join(schemaDir, "opening-terms.ts"),
    ]);
    expect(deps.get(path.join(schemaDir, "placeholders.ts"))).toEqual([]);
    expect(deps.get(path.join(schemaDir, "opening-terms.ts"))).toEqual([]);
    for (const file of files) expect(() => visit(file, [])).not.toThrow();
  });

  it("give the pages texts that name no placeholder, which the route table shows as they are", () => {
    const values = placeholderValues(site);
    expect(fillTexts(pageTexts, values)).toEqual(pageTexts);
    expect(fillTexts(menus, values)).toEqual(menus);
  });

  it("tell an empty text only that it is empty, not the lengths that follow from it", () => {
    const items = faqModule.faq.items.map((item, index) => (index === 0 ? { ...item, answer: "" } : item));
    const issues = contentIssues(faqSchema, { ...faqModule.faq, items }, "faq");
    expect(issues).toEqual([{ path: "faq.items[0].answer", message: "must not be empty" }]);
    const description = contentIssues(pageDescription, "", "description");
    expect(description).toEqual([{ path: "description", message: "must not be empty" }]);
  });

  it("contain no placeholder text anywhere", () => {
    for (const [name, mod] of Object.entries(allModules)) {
      for (const { at, text } of strings(mod)) {
        expect(text, `${name}${at}`).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
      }
    }
  });

  it("never write the company's name, e-mails, phone or address outside site.ts", () => {
    const literals = [
      "example.com",
      site.company,
      site.legalName,
      site.email,
      site.careersEmail,
      site.phone.display,
      site.phone.href,
      site.address.streetAddress,
      site.address.postalCode,
      site.professionalNetwork.url,
    ];
    for (const file of sourceFiles.filter((f) => f !== "site.ts")) {
      const source = readFileSync(path.join(contentDir, file), "utf8");
      for (const literal of literals)
        expect(source.includes(literal), `${file} contains "${literal}"`).toBe(false);
    }
  });
});
