// Staff editing the site's content in the console as they would on a phone, on the real
// server in Chromium: an editor's new phone number in the preview and on no public page
// (they cannot publish it), every document's link to its preview, a question written into
// the FAQ's list and moved up then published and rolled back, two colleagues saving the
// same document (the second is told and offered a reload, nothing overwritten), hostile
// values refused beside their fields or shown as text, a restart that keeps drafts and
// published versions, and the three errands that make the console worth having, each
// counted step by step. One server for the file: the tests run in order, each taking the
// content as the ones before left it (the restart finds the editor's draft of the first).

import { readFileSync } from "node:fs";
import type { SiteIdentity } from "@site/contracts/content";
import {
  STAFF_API,
  STAFF_PREVIEW_PATH,
  staffApiPath,
  type ContentDocumentAnswer,
  type ContentList,
  type StaffRole,
} from "@site/contracts/staff";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SITE_MANIFEST } from "../scripts/server-process.mjs";
import { axeViolations } from "./axe.ts";
import { statusTexts, untilStatus, waitForEditor } from "./console-helpers.ts";
import { isFocused, normalise, PHONE } from "./browser.ts";
import { addVirtualAuthenticator, consoleXsrf, useStaffServer } from "./staff-server.ts";

const staff = useStaffServer({ sampleEvents: false });

// Every public page the build made: the server serves each at its path.
const PUBLIC_PAGES = Object.keys(
  (JSON.parse(readFileSync(SITE_MANIFEST, "utf8")) as { pages: Record<string, unknown> }).pages,
);
const IDENTITY = "Company name, phone, e-mail and address";
const FAQ = "Help page (questions and answers)";
const TIMELINE = "Timeline page";
const CASE_STUDY = "RBS Regulatory Report System";
const CASE_STUDY_PATH = "/BRBS";
const EDITOR_PHONE = { display: "+91 427 255 0199", href: "tel:+914272550199" };
const MARKETING_PHONE = { display: "+91 427 266 0123", href: "tel:+914272660123" };
// A publish of the phone number renders every page again: on two busy cores, a while.
const WHOLE_SITE_PUBLISH_MS = 90_000;
// A publish of one page's document renders that page (and few others) again.
const PAGE_PUBLISH_MS = 60_000;

const documentApi = (type: string, id: string) => staffApiPath(STAFF_API.contentDocument, { type, id });

let members = 0;
/** A member enrolled from a fresh invitation in a context of their own at phone width, signed in. */
async function enrolledPage(name: string, roles: StaffRole[]): Promise<Page> {
  members += 1;
  const email = `${name.split(" ")[0]!.toLowerCase()}${members}@example.com`;
  const link = await staff.invite(email, name, roles);
  const { page } = await staff.browser.openPage("/staff/enrol", { viewport: PHONE });
  await addVirtualAuthenticator(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Create your passkey" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/staff/enrol"), { timeout: 20_000 });
  return page;
}

/** The document as the API has it now, read with the member's session. */
async function documentNow(page: Page, type: string, id: string): Promise<ContentDocumentAnswer> {
  const response = await page.request.get(documentApi(type, id));
  expect(response.status()).toBe(200);
  return (await response.json()) as ContentDocumentAnswer;
}

/** The console's content list, then the document's editor, loaded. */
async function openDocument(page: Page, label: string) {
  await page.goto("/staff/content");
  await page.getByRole("link", { name: label, exact: true }).click();
  await waitForEditor(page, label);
}

/** Opens the editor's preview of `path`, which comes in a tab of its own, loaded. */
async function openPreview(page: Page, path: string): Promise<Page> {
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: `Open the preview of ${path}` }).click(),
  ]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe(`${STAFF_PREVIEW_PATH}${path}`);
  return preview;
}

/** One question of the FAQ's list, by its place. */
const question = (page: Page, place: number) =>
  page.getByRole("group", { name: `Question ${place}`, exact: true });

/** The message beside a field: its control's description that says "Error:". */
async function errorBeside(control: Locator): Promise<string> {
  expect(await control.getAttribute("aria-invalid")).toBe("true");
  const described = (await control.getAttribute("aria-describedby")) ?? "";
  const errorId = described.split(" ").find((id) => id.endsWith("-error"));
  expect(errorId, `the field's description (${described}) names its error`).toBeDefined();
  const page = control.page();
  const error = page.locator(`[id="${errorId}"]`);
  // Beside it: the error is in the same field as the control.
  expect(
    await error.evaluate(
      (element, controlId) => element.parentElement?.querySelector(`[id="${controlId}"]`) !== null,
      await control.getAttribute("id"),
    ),
  ).toBe(true);
  return normalise(await error.textContent());
}

/** The questions of the public Help page in order, as shown and in its FAQPage JSON-LD. */
async function publicHelp() {
  const opened = await staff.browser.openPage("/help", { viewport: PHONE });
  const { page } = opened;
  const shown = (await page.locator("main details summary h2").allTextContents()).map(normalise);
  const answers = (await page.locator("main details").allTextContents()).map(normalise);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faqPage = blocks
    .map((block) => JSON.parse(block) as { "@type"?: string; mainEntity?: unknown })
    .find((data) => data["@type"] === "FAQPage") as
    { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(faqPage, "the Help page's FAQPage JSON-LD").toBeDefined();
  return {
    opened,
    shown,
    answers,
    structured: faqPage!.mainEntity.map((entity) => entity.name),
    structuredAnswers: faqPage!.mainEntity.map((entity) => entity.acceptedAnswer.text),
  };
}

/**
 * Every public page over HTTP, a few at a time: the pages whose HTML `problem` finds
 * something wrong with, each with what it says.
 */
async function crawl(problem: (html: string) => string | undefined): Promise<string[]> {
  const queue = [...PUBLIC_PAGES];
  const problems: string[] = [];
  const worker = async () => {
    for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
      const response = await fetch(`${staff.baseURL}${pathname}`, { signal: AbortSignal.timeout(30_000) });
      const found = response.status === 200 ? problem(await response.text()) : `HTTP ${response.status}`;
      if (found !== undefined) problems.push(`${pathname}: ${found}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return problems.sort();
}

/** What of `expected` the page lacks and what of `unexpected` it shows, or undefined when all is well. */
const showsOnly =
  (expected: readonly string[], unexpected: readonly string[]) =>
  (html: string): string | undefined => {
    const wrong = [
      ...expected.filter((text) => !html.includes(text)).map((text) => `lacks ${text}`),
      ...unexpected.filter((text) => html.includes(text)).map((text) => `shows ${text}`),
    ];
    return wrong.length === 0 ? undefined : wrong.join(", ");
  };

/** Publishes the saved draft from the editor: Publish, then Publish in the dialog; waits for the answer. */
async function publishFromEditor(page: Page, note: string, timeout: number) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Note (optional)").fill(note);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await untilStatus(page, /^Published: visitors see version \d+ now\.$/, timeout);
}

/**
 * One person's errand, step by step: each click, fill or navigation they make is a step,
 * counted and named, so the test can hold the errand to a small number and print it.
 */
class Errand {
  readonly steps: string[] = [];
  constructor(readonly title: string) {}
  async step<T>(description: string, action: () => Promise<T>): Promise<T> {
    this.steps.push(description);
    return action();
  }
  toString() {
    return [`${this.title}: ${this.steps.length} steps`, ...this.steps.map((s, i) => `${i + 1}. ${s}`)].join(
      "\n",
    );
  }
}

describe("an editor's draft", () => {
  it("shows the new phone number in the preview, on no public page, and cannot be published by them", async () => {
    const page = await enrolledPage("Erin Editor", ["editor"]);
    const before = await documentNow(page, "site", "identity");
    const published = before.published as SiteIdentity;
    await openDocument(page, IDENTITY);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Phone number as printed").fill(EDITOR_PHONE.display);
    await page.getByLabel("Phone number to dial").fill(EDITOR_PHONE.href);
    await page.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(
      page,
      /^Draft saved \(version \d+\)\. Visitors see the published version until a publisher publishes it\.$/,
    );
    const saved = await documentNow(page, "site", "identity");
    expect((saved.draft as SiteIdentity).phone).toEqual(EDITOR_PHONE);

    // The console offers no Publish to an editor, and the server refuses one all the same.
    expect(await page.getByRole("button", { name: "Publish", exact: true }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Publish/ }).count()).toBe(0);
    const refused = await page.request.post(
      staffApiPath(STAFF_API.contentPublish, { type: "site", id: "identity" }),
      { headers: await consoleXsrf(page, staff.baseURL), data: { version: saved.version } },
    );
    expect(refused.status()).toBe(403);
    expect((await documentNow(page, "site", "identity")).published).toEqual(published);

    // The console's preview: the page with the draft, the new number in its footer.
    const preview = await openPreview(page, "/home");
    await expect.poll(() => preview.locator("footer").textContent()).toContain(EDITOR_PHONE.display);
    expect(await preview.locator(`footer a[href="${EDITOR_PHONE.href}"]`).count()).toBe(1);
    await preview.close();

    // Visitors: every page still the published number, none the draft's.
    expect(PUBLIC_PAGES.length).toBeGreaterThan(50);
    expect(
      await crawl(
        showsOnly(
          [published.phone.display, `href="${published.phone.href}"`],
          [EDITOR_PHONE.display, EDITOR_PHONE.href],
        ),
      ),
    ).toEqual([]);
  }, 180_000);
});

describe("the editor's link to the preview", () => {
  it("leads from every document to a public page that shows it", async () => {
    const page = await enrolledPage("Olu Editor", ["editor"]);
    const { documents } = (await (await page.request.get(STAFF_API.content)).json()) as ContentList;
    expect(documents.length).toBeGreaterThan(40);
    const previews = Object.fromEntries(
      await Promise.all(
        documents.map(async ({ type, id }) => [
          `${type}/${id}`,
          (await documentNow(page, type, id)).pages[0],
        ]),
      ),
    ) as Record<string, string | undefined>;
    expect(
      Object.entries(previews).filter(([, path]) => path === undefined || !PUBLIC_PAGES.includes(path)),
    ).toEqual([]);
    expect(previews).toMatchObject({
      "site/identity": "/home",
      "page/faq": "/help",
      "page/privacy": "/privacy",
      "project/BRBS": "/BRBS",
      "insight/market-trends": "/insight/market-trends",
    });
  });
});

describe("the FAQ's list", () => {
  const NEW_ITEM = {
    id: "support-hours",
    question: "When can we reach your support team?",
    answer:
      "Our support line answers around the clock, every day of the year. Critical incidents get a call back within fifteen minutes.",
  };

  it("takes a new question within its limits, moved up to second place, published to /help and its JSON-LD", async () => {
    const page = await enrolledPage("Esha Editor", ["editor"]);
    const before = await documentNow(page, "page", "faq");
    const items = (before.published as { items: { id: string; question: string }[] }).items;
    // The spec's Help page has six questions: the schema holds the list at exactly six.
    expect(before.form).toMatchObject({ properties: { items: { minItems: 6, maxItems: 6 } } });
    await openDocument(page, FAQ);
    const list = page.getByRole("group", { name: "Questions and answers" });
    expect(normalise(await list.textContent())).toContain("Always 6.");
    // So the console offers neither Add nor Remove: a new question takes the place of one.
    expect(await list.getByRole("button", { name: /^Add/ }).count()).toBe(0);
    expect(await list.getByRole("button", { name: /^Remove/ }).count()).toBe(0);
    // And the server refuses a seventh all the same, beside the list.
    const seventh = await page.request.put(documentApi("page", "faq"), {
      headers: await consoleXsrf(page, staff.baseURL),
      data: {
        version: before.version,
        data: { ...(before.published as object), items: [...items, NEW_ITEM] },
      },
    });
    expect(seventh.status()).toBe(400);
    expect(await seventh.json()).toEqual({
      errors: [{ path: "items", message: "allows at most 6 item(s)" }],
    });

    // The last question gives its place to the new one…
    const last = question(page, 6);
    await last.getByLabel("Anchor name").fill(NEW_ITEM.id);
    await last.getByLabel("Question", { exact: true }).fill(NEW_ITEM.question);
    await last.getByLabel("Answer").fill(NEW_ITEM.answer);
    // …which moves up to second place, the focus on its button all the way.
    for (let place = 6; place > 2; place -= 1) {
      await page.getByRole("button", { name: `Move question ${place} up` }).click();
      const moved = page.getByRole("button", { name: `Move question ${place - 1} up` });
      await expect.poll(() => isFocused(moved)).toBe(true);
    }
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Question 3 is now question 2." }).count())
      .toBe(1);
    expect(await question(page, 2).getByLabel("Question", { exact: true }).inputValue()).toBe(
      NEW_ITEM.question,
    );
    await page.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(page, /^Draft saved/);

    const expected = [
      items[0]!.question,
      NEW_ITEM.question,
      ...items.slice(1, 5).map((item) => item.question),
    ];
    const saved = await documentNow(page, "page", "faq");
    expect((saved.draft as { items: { question: string }[] }).items.map((item) => item.question)).toEqual(
      expected,
    );
    // Not on the public page until a publisher publishes it.
    expect((await publicHelp()).shown).not.toContain(NEW_ITEM.question);

    const publisher = await enrolledPage("Paul Publisher", ["publisher"]);
    await openDocument(publisher, FAQ);
    expect(await question(publisher, 2).getByLabel("Question", { exact: true }).inputValue()).toBe(
      NEW_ITEM.question,
    );
    await publishFromEditor(publisher, "A question on support hours", PAGE_PUBLISH_MS);

    // The answer came once /help showed it: no wait.
    const help = await publicHelp();
    expect(help.shown).toEqual(expected);
    expect(help.structured).toEqual(expected);
    expect(help.structuredAnswers[1]).toBe(NEW_ITEM.answer);
    expect(help.answers[1]).toContain(NEW_ITEM.answer);
  }, 180_000);

  it("goes back to its earlier version from the console's history, on /help and in its JSON-LD", async () => {
    const page = await enrolledPage("Priya Publisher", ["publisher"]);
    const history = await page.request.get(
      staffApiPath(STAFF_API.contentHistory, { type: "page", id: "faq" }),
    );
    const versions = (await history.json()) as { version: number }[];
    expect(versions.length).toBe(2);
    const earlier = versions[1]!.version;
    const original = (await documentNow(page, "page", "faq")).published as {
      items: { question: string; answer: string }[];
    };
    expect(original.items[1]!.question).toBe(NEW_ITEM.question);

    await openDocument(page, FAQ);
    const historySection = page.getByRole("region", { name: "History" });
    const entry = historySection.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: `Version ${earlier}`, exact: true }),
    });
    await expect.poll(() => entry.count()).toBe(1);
    await entry.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await entry.getByRole("button", { name: "Publish this version again" }).click();
    const dialog = page.getByRole("dialog", { name: `Publish version ${earlier} again?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Note (optional)").fill("Back to the six questions of the spec");
    await dialog.getByRole("button", { name: "Publish this version again" }).click();
    await untilStatus(
      page,
      new RegExp(`^Version ${earlier} is published again, as version \\d+\\.$`),
      PAGE_PUBLISH_MS,
    );
    await expect.poll(() => historySection.getByText(`Restores version ${earlier}`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    const help = await publicHelp();
    expect(help.shown).not.toContain(NEW_ITEM.question);
    expect(help.structured).not.toContain(NEW_ITEM.question);
    const seed = (await documentNow(page, "page", "faq")).published as {
      items: { question: string; answer: string }[];
    };
    expect(help.shown).toEqual(seed.items.map((item) => item.question));
    expect(help.structured).toEqual(seed.items.map((item) => item.question));
    expect(help.structuredAnswers.at(-1)).toBe(seed.items.at(-1)!.answer);
  }, 180_000);
});

describe("two colleagues on one document", () => {
  it("refuses the second save with what changed and a reload, overwriting nothing", async () => {
    const first = await enrolledPage("Chen Editor", ["editor"]);
    const second = await enrolledPage("Ciara Editor", ["editor"]);
    await openDocument(first, TIMELINE);
    await openDocument(second, TIMELINE);
    const firstText =
      "Our story so far, year by year: from the first bank we served to the projects of today.";
    const secondText = "Every year of our work, from the first project to the latest.";

    await first.getByLabel("Introduction").fill(firstText);
    await first.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(first, /^Draft saved/);
    const afterFirst = await documentNow(first, "page", "timeline");

    await second.getByLabel("Introduction").fill(secondText);
    const answered = second.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && response.url().endsWith(documentApi("page", "timeline")),
    );
    await second.getByRole("button", { name: "Save draft" }).click();
    expect((await answered).status()).toBe(409);
    const conflict = second.getByRole("region", { name: "A colleague changed this document" });
    await expect.poll(() => conflict.isVisible()).toBe(true);
    await expect
      .poll(() => isFocused(conflict.getByRole("heading", { name: "A colleague changed this document" })))
      .toBe(true);
    const said = normalise(await conflict.textContent());
    expect(said).toContain(`Chen Editor saved it at`);
    expect(said).toContain(`(version ${afterFirst.version}), after you opened it.`);
    expect(said).toContain("Your changes are not saved, and nothing of theirs was overwritten.");
    expect((await conflict.getByRole("listitem").allTextContents()).map(normalise)).toEqual(["Introduction"]);
    expect(await conflict.getByRole("button", { name: "Reload" }).count()).toBe(1);
    expect((await statusTexts(second)).some((s) => s.startsWith("Draft saved"))).toBe(false);
    // What the second typed is still in the form to copy; the server kept the first's.
    expect(await second.getByLabel("Introduction").inputValue()).toBe(secondText);
    const kept = await documentNow(second, "page", "timeline");
    expect(kept.version).toBe(afterFirst.version);
    expect((kept.draft as { intro: string }).intro).toBe(firstText);
    expect(await axeViolations(second)).toEqual([]);

    await conflict.getByRole("button", { name: "Reload" }).click();
    await untilStatus(second, `Reloaded: this is version ${afterFirst.version}, as Chen Editor saved it.`);
    expect(await second.getByLabel("Introduction").inputValue()).toBe(firstText);
    expect(await conflict.count()).toBe(0);
    // Now on the current version, the second's change saves.
    await second.getByLabel("Introduction").fill(secondText);
    await second.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(second, /^Draft saved/);
    expect(((await documentNow(second, "page", "timeline")).draft as { intro: string }).intro).toBe(
      secondText,
    );
  }, 180_000);
});

describe("hostile values", () => {
  const CONTROL_QUESTION = "Do you ring a bell\u0007 when support calls?";
  // Past the longest text a field takes (10,000 characters), yet two sentences.
  const LONG_ANSWER = `${"This answer goes on and on ".repeat(3_704)}until it ends. It has two sentences.`;
  const MARKUP_QUESTION = "Is <script>alert(1)</script> shown as text?";
  const MARKUP_ANSWER = "Yes: <img src=x onerror=alert(1)> stays text on the page. Nothing in it runs.";

  it("are refused beside their fields, or shown as text on the published page, never as markup", async () => {
    expect(LONG_ANSWER.length).toBeGreaterThanOrEqual(100_000);
    const page = await enrolledPage("Hari Publisher", ["publisher"]);
    const before = await documentNow(page, "page", "faq");
    const faq = before.published as { intro: string; items: { question: string; answer: string }[] };
    await openDocument(page, FAQ);

    await page.getByLabel("Introduction").fill("");
    await question(page, 1).getByLabel("Answer").fill(LONG_ANSWER);
    await question(page, 2).getByLabel("Question", { exact: true }).fill(CONTROL_QUESTION);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === "PUT" && response.url().endsWith(documentApi("page", "faq")),
    );
    await page.getByRole("button", { name: "Save draft" }).click();
    const refusal = await answered;
    expect(refusal.status()).toBe(400);
    const paths = ((await refusal.json()) as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect([...new Set(paths)].sort()).toEqual(["intro", "items[0].answer", "items[1].question"]);
    // Each problem beside its field, the first of them focused, all linked from the summary.
    const intro = page.getByLabel("Introduction");
    await expect.poll(() => intro.getAttribute("aria-invalid")).toBe("true");
    expect(await isFocused(intro)).toBe(true);
    // Empty is its one problem: not also the sentence count that follows from it.
    expect(await errorBeside(intro)).toBe("Error: Must not be empty.");
    expect(await errorBeside(question(page, 1).getByLabel("Answer"))).toBe(
      "Error: Must be at most 10000 characters.",
    );
    expect(await errorBeside(question(page, 2).getByLabel("Question", { exact: true }))).toBe(
      "Error: Must not contain control characters.",
    );
    const summary = page.getByRole("alert").filter({ hasText: "The draft was not saved" });
    expect((await summary.getByRole("link").allTextContents()).map(normalise)).toEqual([
      "Introduction: must not be empty",
      "Question 1, Answer: must be at most 10000 characters",
      "Question 2, Question: must not contain control characters",
    ]);
    const unchanged = await documentNow(page, "page", "faq");
    expect(unchanged.version).toBe(before.version);
    expect(unchanged.draft).toBeNull();

    // Markup in a plain text is text: accepted, and shown as typed.
    await intro.fill(faq.intro);
    await question(page, 1).getByLabel("Answer").fill(faq.items[0]!.answer);
    await question(page, 2).getByLabel("Question", { exact: true }).fill(faq.items[1]!.question);
    await question(page, 3).getByLabel("Question", { exact: true }).fill(MARKUP_QUESTION);
    await question(page, 3).getByLabel("Answer").fill(MARKUP_ANSWER);
    await page.getByRole("button", { name: "Save draft" }).click();
    await untilStatus(page, /^Draft saved/);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await publishFromEditor(page, "Markup is text", PAGE_PUBLISH_MS);

    const { opened, shown, answers, structured, structuredAnswers } = await publicHelp();
    const dialogs: string[] = [];
    opened.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    expect(shown[2]).toBe(MARKUP_QUESTION);
    expect(answers[2]).toContain(MARKUP_ANSWER);
    expect(structured[2]).toBe(MARKUP_QUESTION);
    expect(structuredAnswers[2]).toBe(MARKUP_ANSWER);
    // Open the question, as a visitor would, so its answer is on screen.
    await opened.page.locator("main details summary").nth(2).click();
    await expect.poll(() => opened.page.locator("main details").nth(2).getAttribute("open")).toBe("");
    const injected = await opened.page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], [onerror]').length,
      scripts: [...document.scripts].filter(
        (script) => script.type !== "application/ld+json" && (script.textContent ?? "").includes("alert(1)"),
      ).length,
    }));
    expect(injected).toEqual({ images: 0, scripts: 0 });
    expect(opened.consoleErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    // In the HTML itself: escaped in the page's text, and no "</script>" inside the JSON-LD.
    const html = await (await fetch(`${staff.baseURL}/help`)).text();
    expect(html).toContain("Is &lt;script&gt;alert(1)&lt;/script&gt; shown as text?");
    expect(html).toContain("Yes: &lt;img src=x onerror=alert(1)&gt; stays text on the page.");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    for (const block of html.split('<script type="application/ld+json">').slice(1))
      expect(block.slice(0, block.indexOf("</script>"))).not.toContain("<");
  }, 180_000);
});

describe("a restart", () => {
  it("keeps the drafts and the published versions, and the member's session", async () => {
    const page = await enrolledPage("Rhea Editor", ["editor"]);
    const identity = await documentNow(page, "site", "identity");
    const faq = await documentNow(page, "page", "faq");
    const timeline = await documentNow(page, "page", "timeline");
    expect((identity.draft as SiteIdentity).phone).toEqual(EDITOR_PHONE);
    const helpBefore = await (await fetch(`${staff.baseURL}/help`)).text();
    const faqHistory = await (
      await page.request.get(staffApiPath(STAFF_API.contentHistory, { type: "page", id: "faq" }))
    ).json();

    await staff.restart();

    expect(await documentNow(page, "site", "identity")).toEqual(identity);
    expect(await documentNow(page, "page", "faq")).toEqual(faq);
    expect(await documentNow(page, "page", "timeline")).toEqual(timeline);
    expect(
      await (
        await page.request.get(staffApiPath(STAFF_API.contentHistory, { type: "page", id: "faq" }))
      ).json(),
    ).toEqual(faqHistory);
    expect(await (await fetch(`${staff.baseURL}/help`)).text()).toBe(helpBefore);
    // The console after the restart: still signed in, the draft in the form.
    await openDocument(page, IDENTITY);
    expect(await page.getByLabel("Phone number as printed").inputValue()).toBe(EDITOR_PHONE.display);
    expect(normalise(await page.locator(".facts").textContent())).toContain("Changed");
  }, 180_000);
});

describe("what staff do, step by step, on a phone", () => {
  it("changes the phone number, previews it and publishes it; rewrites a case study's paragraph; rolls a mistake back", async () => {
    const page = await enrolledPage("Maya Marketing", ["marketing", "publisher"]);
    const identity = await documentNow(page, "site", "identity");
    const oldPhone = (identity.published as SiteIdentity).phone;

    const phone = new Errand("Change the phone number, preview it, publish it");
    await phone.step("Open the console (/staff)", () => page.goto("/staff"));
    await phone.step(`Tap “${IDENTITY}”`, () =>
      page.getByRole("link", { name: IDENTITY, exact: true }).click(),
    );
    await waitForEditor(page, IDENTITY);
    await phone.step("Fill “Phone number as printed”", () =>
      page.getByLabel("Phone number as printed").fill(MARKETING_PHONE.display),
    );
    await phone.step("Fill “Phone number to dial”", () =>
      page.getByLabel("Phone number to dial").fill(MARKETING_PHONE.href),
    );
    await phone.step("Tap “Save draft”", () => page.getByRole("button", { name: "Save draft" }).click());
    await untilStatus(page, /^Draft saved/);
    // The site identity is in every page's footer: its preview is the home page.
    const phonePreview = await phone.step("Tap “Open the preview of /home”", () =>
      openPreview(page, "/home"),
    );
    await expect
      .poll(() => phonePreview.locator("footer").textContent(), { timeout: 20_000 })
      .toContain(MARKETING_PHONE.display);
    await phone.step("Go back to the console's tab", () => phonePreview.close());
    await phone.step("Tap “Publish”", () =>
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    );
    await phone.step("Tap “Publish” in the dialog", () =>
      page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click(),
    );
    await untilStatus(page, /^Published: visitors see version \d+ now\.$/, WHOLE_SITE_PUBLISH_MS);
    // The answer came once the pages showed it: every one of them, at once, in its footer,
    // its contact cards, the About page's call button and wherever a text says {phone}.
    expect(
      await crawl(
        showsOnly(
          [MARKETING_PHONE.display, `href="${MARKETING_PHONE.href}"`],
          [oldPhone.display, oldPhone.href, EDITOR_PHONE.display],
        ),
      ),
    ).toEqual([]);

    const caseStudy = new Errand("Rewrite a case study's paragraph, preview it, publish it");
    const before = await documentNow(page, "project", "BRBS");
    const oldParagraph = (before.published as { text: { description: string[] } }).text.description[0]!;
    // The mistake the third errand puts right: the bank named wrongly.
    const paragraph =
      "Risk-based supervision asks a bank for many returns on its capital, liquidity and credit. For Bank of Bardoa, a team of ten built the system that produces them from core-banking data.";
    await caseStudy.step("Open the console (/staff)", () => page.goto("/staff"));
    await caseStudy.step(`Tap “${CASE_STUDY}”`, () =>
      page.getByRole("link", { name: CASE_STUDY, exact: true }).click(),
    );
    await waitForEditor(page, CASE_STUDY);
    const description = page.getByRole("group", { name: "Description", exact: true });
    await caseStudy.step("Fill “Paragraph 1” of the description", () =>
      description.getByLabel("Paragraph 1", { exact: true }).fill(paragraph),
    );
    await caseStudy.step("Tap “Save draft”", () => page.getByRole("button", { name: "Save draft" }).click());
    await untilStatus(page, /^Draft saved/);
    const studyPreview = await caseStudy.step(`Tap “Open the preview of ${CASE_STUDY_PATH}”`, () =>
      openPreview(page, CASE_STUDY_PATH),
    );
    await expect
      .poll(() => studyPreview.locator("main").textContent(), { timeout: 20_000 })
      .toContain("Bank of Bardoa");
    await caseStudy.step("Go back to the console's tab", () => studyPreview.close());
    await caseStudy.step("Tap “Publish”", () =>
      page.getByRole("button", { name: "Publish", exact: true }).click(),
    );
    await caseStudy.step("Tap “Publish” in the dialog", () =>
      page.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click(),
    );
    await untilStatus(page, /^Published: visitors see version \d+ now\.$/, PAGE_PUBLISH_MS);
    const rewritten = await (await fetch(`${staff.baseURL}${CASE_STUDY_PATH}`)).text();
    expect(rewritten).toContain("For Bank of Bardoa, a team of ten");
    expect(rewritten).not.toContain(oldParagraph);

    const rollback = new Errand("Roll a mistake back");
    await rollback.step("Open the console (/staff)", () => page.goto("/staff"));
    await rollback.step(`Tap “${CASE_STUDY}”`, () =>
      page.getByRole("link", { name: CASE_STUDY, exact: true }).click(),
    );
    await waitForEditor(page, CASE_STUDY);
    await rollback.step("Tap “Publish this version again” on the version before", () =>
      page
        .getByRole("region", { name: "History" })
        .getByRole("button", { name: "Publish this version again" })
        .click(),
    );
    await rollback.step("Tap “Publish this version again” in the dialog", () =>
      page.getByRole("dialog").getByRole("button", { name: "Publish this version again" }).click(),
    );
    await untilStatus(page, /^Version \d+ is published again, as version \d+\.$/, PAGE_PUBLISH_MS);
    const restored = await (await fetch(`${staff.baseURL}${CASE_STUDY_PATH}`)).text();
    expect(restored).toContain(oldParagraph);
    expect(restored).not.toContain("Bank of Bardoa");

    for (const errand of [phone, caseStudy, rollback]) console.log(`${errand}\n`);
    expect(phone.steps.length).toBeLessThanOrEqual(9);
    expect(caseStudy.steps.length).toBeLessThanOrEqual(8);
    expect(rollback.steps.length).toBeLessThanOrEqual(4);
  }, 300_000);
});
