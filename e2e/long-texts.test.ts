// A screen's long texts reach the browser one way, as loader data: for a text of each kind,
// a sentence is in the markup of its prerendered page and in no file of the browser's
// code (web/build/client/assets/). A route module that imported its text outside its
// loader would put it in the page's JavaScript, and this would find it there.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { about } from "../web/app/content/about.ts";
import { brochures } from "../web/app/content/brochures.ts";
import { isList } from "@site/contracts/content-helpers";
import { insightArticle, insightHub } from "../web/app/content/insights.ts";
import { privacyNotice, terms } from "../web/app/content/legal.ts";
import { ovationDocument } from "../web/app/content/ovation-texts.ts";
import { policyText } from "../web/app/content/policy-texts.ts";
import { projectText } from "../web/app/content/project-texts.ts";
import { servicesPage } from "../web/app/content/services.ts";

const CLIENT = path.join(REPO_ROOT, "web/build/client");

/** The first paragraph of a body of paragraphs and lists. */
function firstParagraph(body: readonly (string | object)[]): string {
  const paragraph = body.find((block) => !isList(block));
  if (typeof paragraph !== "string") throw new Error("The body has no paragraph");
  return paragraph;
}

/**
 * The longest stretch of a text without a character that HTML or JavaScript may write
 * escaped (quotes, ampersand, angle brackets, backslash), so that it is found as written.
 */
function plainPhrase(text: string): string {
  let best = "";
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || `&<>"'\\`.includes(text[i]!)) {
      if (i - start > best.length) best = text.slice(start, i);
      start = i + 1;
    }
  }
  const phrase = best.trim();
  // Long enough to be this text's own, not a phrase that any page might contain.
  if (phrase.length < 30) throw new Error(`No plain phrase in "${text}"`);
  return phrase;
}

/** A page's prerendered HTML without its scripts (where the loader data also is). */
async function markupOf(pagePath: string): Promise<string> {
  const html = await readFile(path.join(CLIENT, pagePath, "index.html"), "utf8");
  let markup = "";
  let from = 0;
  for (;;) {
    const open = html.indexOf("<script", from);
    if (open === -1) return markup + html.slice(from);
    markup += html.slice(from, open);
    const close = html.indexOf("</script>", open);
    if (close === -1) throw new Error(`${pagePath}: a script is not closed`);
    from = close + "</script>".length;
  }
}

const privacyForm = privacyNotice.forms[0]!;

// One text of each kind, with the page that shows it: paragraphs written out whole in their
// module (an interpolated one would never be in the code as written, so proves nothing).
const TEXTS: { kind: string; page: string; text: string }[] = [
  { kind: "a policy", page: "/Doc-1", text: policyText("Doc-1").sections[0]!.body[1] as string },
  { kind: "an ovation", page: "/ovations-1", text: ovationDocument("ovations-1").title },
  { kind: "the insight hub", page: "/insight", text: insightHub.intro[1]! },
  { kind: "an insight", page: "/insight/market-trends", text: insightArticle("market-trends").body[1]! },
  { kind: "the terms", page: "/terms-and-condition", text: firstParagraph(terms.sections[0]!.body) },
  { kind: "the privacy notice", page: "/privacy", text: privacyForm.purpose },
  { kind: "a case study", page: "/BAML", text: projectText("BAML").description[0]! },
  { kind: "a project's details", page: "/project-details/BIPS", text: projectText("BIPS").challenges[0]! },
  { kind: "About Us", page: "/about", text: about.codingPractices.items[0]!.text },
  { kind: "the services", page: "/service-page", text: servicesPage.sections[0]!.bullets[0]! },
  { kind: "a brochure", page: "/brochure", text: brochures[1]!.summary },
];

describe("long texts", () => {
  let code = "";

  beforeAll(async () => {
    const entries = await readdir(path.join(CLIENT, "assets"), { withFileTypes: true });
    // The precompressed siblings hold the same code.
    const files = entries.filter((e) => e.isFile() && !e.name.endsWith(".br") && !e.name.endsWith(".gz"));
    expect(files.some((f) => f.name.endsWith(".js"))).toBe(true);
    const texts = await Promise.all(files.map((f) => readFile(path.join(f.parentPath, f.name), "utf8")));
    code = texts.join("\n");
  });

  for (const { kind, page, text } of TEXTS) {
    it(`${kind}: its text is in ${page}'s markup, not in the browser's code`, async () => {
      const phrase = plainPhrase(text);
      expect(await markupOf(page)).toContain(phrase);
      expect(code.includes(phrase), `"${phrase}" is in build/client/assets/`).toBe(false);
    });
  }

  // What only the PDFs show is in no page at all.
  it("an ovation's and a brochure's documents are in no page's code either", () => {
    const story = ovationDocument("ovations-1").sections[0]!.body[1] as string;
    expect(code.includes(plainPhrase(story))).toBe(false);
    const brochure = brochures[1]!.document!.sections[0]!.body;
    expect(code.includes(plainPhrase(firstParagraph(brochure)))).toBe(false);
  });
});
