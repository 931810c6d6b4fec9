// Content published while the server runs reaches the public pages without a build or a
// restart: a new phone number in the site identity shows in the header, the footer, the
// help page's contacts and the home page's JSON-LD, on static and hydrated pages alike; an
// edited answer shows on the help page and in its FAQPage JSON-LD; edited biographies, a
// milestone, the home hero and teaser, a contact card, a solution's name, a policy's facts,
// a page's title and description and a navbar label show on the pages that print them.
// All of it is one import, which renders the pages before it publishes them, as a publish
// from the console does: the server takes them as kept, rendering none itself. A new
// database renders nothing at start (its content is the build's), and a restart serves
// the last rendering.

import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type {
  ContactPage,
  Faq,
  Home,
  MenuLabels,
  PageTexts,
  Person,
  SiteIdentity,
  Timeline,
} from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type RunningServer } from "../scripts/server-process.mjs";
import { useBrowser } from "./browser.ts";
import { pathTo } from "../web/app/route-paths.ts";

const run = promisify(execFile);
const CLI = path.join(REPO_ROOT, "server/dist/cli/content.js");
const NEW_PHONE = { display: "+91 427 299 1234", href: "tel:+914272991234" };
// Tests may wait this long for every page to follow a publish (the benchmark's figure is lower).
const FOLLOW_MS = 90_000;
const NEW_DESCRIPTION =
  "Banking software and IT services for banks and credit societies, supported day and night.";
const SOLUTION_IMAGE = "/media/social/solution-instant-payment.png";
const builtImage = readFileSync(path.join(REPO_ROOT, "web/build/client", SOLUTION_IMAGE));
/** Texts published with the new phone number, each where a page reads it from the content. */
const EDITED = {
  bio: "Leads the engineering of every product we ship, and reviews each design before a bank sees it.",
  promoterBio:
    "Vikram Raghavan leads our partnerships with banks in India and abroad. He meets every new client first and stays in touch long after go-live.",
  milestone: "Over 200 clients served, and counting",
  slide: "Core banking, supported around the clock",
  teaser: "Our consultants know banking operations as well as they know software.",
  card: "Our support desk answers day and night for incidents on the systems we support.",
  solution: "Instant Payment Switch",
  menuLabel: "Conduct Rules",
  policyOwner: "Chief Compliance Officer",
  aboutTitle: "Who We Are",
  aboutDescription:
    "A banking-software partner for banks and credit societies: core banking, compliance, payments and round-the-clock support.",
  navbarFaq: "Questions",
};

describe("content published while the server runs", () => {
  let server: RunningServer;
  const browser = useBrowser({ baseURL: () => server.baseURL });
  let folder: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-publish-data-"));
  // No sample events to draw at start; beside other files' browsers, a start may be slow.
  const SERVER = {
    label: "content",
    dataDir,
    logLevel: "info",
    env: { SAMPLE_EVENTS: "false" },
    readyTimeoutMs: 90_000,
  };

  const content = (...args: string[]) =>
    run(process.execPath, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      // An import renders every page and PDF it changes before it answers: seconds alone,
      // a minute or more beside other files' browsers on two cores.
      timeout: 180_000,
    });
  /** The pages and files the server rendered itself (the gallery's events aside). */
  const renderedByServer = () =>
    server.linesWith("Rendered /").filter((line) => !line.includes("Rendered /gallery"));
  const page = async (pathname: string) => (await fetch(`${server.baseURL}${pathname}`)).text();
  /** Waits until `pathname` includes `text` (the pages are rendered in the background). */
  const until = async (pathname: string, text: string) => {
    const deadline = Date.now() + FOLLOW_MS;
    let html = "";
    while (Date.now() < deadline) {
      html = await page(pathname);
      if (html.includes(text)) return html;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${pathname} did not show ${JSON.stringify(text)} within ${FOLLOW_MS} ms`);
  };

  beforeAll(async () => {
    server = await startServer(SERVER);
    folder = mkdtempSync(path.join(tmpdir(), "content-publish-"));
    await content("export", folder);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Edits in the exported files what the loaders of /team, /promoters, /time-line, /home and /contact and the footer read. */
  function editTexts() {
    const edit = <T>(file: string, change: (data: T) => void) => {
      const data = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as T;
      change(data);
      writeFileSync(path.join(folder, file), JSON.stringify(data));
    };
    const byRole = (people: Person[], role: Person["role"]) => people.find((p) => p.role === role)!;
    edit<Person[]>("site/people.json", (people) => {
      byRole(people, "CTO").bio = EDITED.bio;
      byRole(people, "CMO").promoterBio = EDITED.promoterBio;
    });
    edit<Timeline>("page/timeline.json", (timeline) => {
      timeline.entries[2]!.heading = EDITED.milestone;
    });
    edit<Home>("page/home.json", (home) => {
      home.heroSlides[0]!.title = EDITED.slide;
      home.aboutTeaser.paragraphs[1] = EDITED.teaser;
    });
    edit<ContactPage>("page/contact.json", (contact) => {
      contact.cards.find((card) => card.id === "support")!.text = EDITED.card;
    });
    edit<{ entry: { name: string } }>("solution/instant-payment.json", (solution) => {
      solution.entry.name = EDITED.solution;
    });
    edit<{ entry: { menuLabel: string; owner: string } }>("policy/Doc-1.json", (policy) => {
      policy.entry.menuLabel = EDITED.menuLabel;
      policy.entry.owner = EDITED.policyOwner;
    });
    edit<PageTexts>("site/pages.json", (pages) => {
      pages.about.title = EDITED.aboutTitle;
      pages.about.description = EDITED.aboutDescription;
    });
    edit<MenuLabels>("site/menus.json", (menus) => {
      menus.navbar.faq = EDITED.navbarFaq;
    });
  }

  it("renders nothing at start while the published content is the build's", () => {
    expect(renderedByServer()).toEqual([]);
  });

  it("shows a new phone number on every kind of page, and an edited answer on the help page", async () => {
    const identityFile = path.join(folder, "site/identity.json");
    const identity = JSON.parse(readFileSync(identityFile, "utf8")) as SiteIdentity;
    const oldPhone = identity.phone.display;
    expect(await page("/home")).toContain(oldPhone);
    writeFileSync(
      identityFile,
      JSON.stringify({ ...identity, phone: NEW_PHONE, description: NEW_DESCRIPTION }),
    );
    const faqFile = path.join(folder, "page/faq.json");
    const faq = JSON.parse(readFileSync(faqFile, "utf8")) as Faq;
    const answer =
      "We answer every question within a day, Saturdays included. Ask us anything about your systems.";
    faq.items[5]!.answer = answer;
    writeFileSync(faqFile, JSON.stringify(faq));
    // The other pages' edits go with them: one import, the site rendered once (checked below).
    editTexts();
    await content("import", folder);

    for (const pathname of ["/home", "/help", "/about", "/Careers", "/contact", "/BXBRL"]) {
      const html = await until(pathname, NEW_PHONE.display);
      expect(html, pathname).toContain(`href="${NEW_PHONE.href}"`);
    }
    // The import rendered the pages and PDFs before it published, as a publish from the
    // console does, and kept them: the server switched to them, rendering none itself.
    expect(renderedByServer()).toEqual([]);
    // The texts that name the number hold a placeholder ({phone}): the old number is gone
    // from them too (the contact cards and the about page's links still carry it as built).
    for (const pathname of ["/home", "/Careers", "/BXBRL", "/help"])
      expect(await page(pathname), pathname).not.toContain(oldPhone);
    const home = await page("/home");
    expect(home).toContain(`"telephone":"${NEW_PHONE.display}"`);
    const help = await until("/help", answer);
    const faqJsonLd =
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"FAQPage".*?)<\/script>/.exec(
        help,
      );
    expect(faqJsonLd?.[1]).toContain(answer);
    // The web app manifest describes the company as published.
    const manifest = await fetch(`${server.baseURL}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(((await manifest.json()) as { description: string }).description).toBe(NEW_DESCRIPTION);
    // The sitemap dates the pages that changed (a page as built has no date).
    expect(await page("/sitemap.xml")).toMatch(
      /\/help<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
    // The site search finds the new answer on the help page, as a visitor searches: once
    // the index follows the pages, which an import renders in the background (a publish
    // from the console switches them together).
    const searchStatus = async () => {
      const opened = await browser.openPage("/search?q=Saturdays");
      const status = opened.page.locator("main [role=status]");
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/found|No page says/);
      return { ...opened, found: /found/.test((await status.textContent()) ?? "") };
    };
    let search = await searchStatus();
    for (const deadline = Date.now() + FOLLOW_MS; !search.found && Date.now() < deadline;) {
      await search.context.close();
      await new Promise((resolve) => setTimeout(resolve, 250));
      search = await searchStatus();
    }
    const { page: results, consoleErrors } = search;
    // Words no page had before: only the index made again from the published pages has them.
    const hit = results.locator("main ol li", { has: results.locator('a[href="/help"]') });
    expect(await hit.textContent()).toContain("Saturdays included");
    expect(consoleErrors).toEqual([]);
  }, 240_000);

  it("shows edited people, a milestone, the home page's texts, a contact card, a solution's name, a page's title and a menu's label", async () => {
    for (const [pathname, text] of [
      [pathTo("team"), EDITED.bio],
      [pathTo("promoters"), EDITED.promoterBio],
      [pathTo("history"), EDITED.milestone],
      [pathTo("home"), EDITED.slide],
      [pathTo("home"), EDITED.teaser],
      [pathTo("contact"), EDITED.card],
      // The footer, on every page, and the Solutions list.
      [pathTo("about"), EDITED.solution],
      [pathTo("solutions"), EDITED.solution],
      // The solution's own page, its heading and its title.
      ["/Instant-Payment-System", `<title>${EDITED.solution} | `],
      ["/Instant-Payment-System", `>${EDITED.solution}</h1>`],
      // The navbar's Publications menu, on every page, and the policy's own facts.
      [pathTo("faq"), `>${EDITED.menuLabel}</a>`],
      ["/Doc-1", `<dd>${EDITED.policyOwner}</dd>`],
      // A page's title and description, in its tab, its link previews and the search page's list.
      [pathTo("about"), `<title>${EDITED.aboutTitle} | `],
      [pathTo("about"), `<meta property="og:description" content="${EDITED.aboutDescription}"/>`],
      [pathTo("search"), `>${EDITED.aboutTitle}</a>`],
      // The navbar's own label, on every page.
      [pathTo("careers"), `>${EDITED.navbarFaq}</a>`],
    ] as const)
      await until(pathname, text);
    // The search box's suggestions, with the solution's new name.
    const suggestions = (await (await fetch(`${server.baseURL}/search-suggestions.json`)).json()) as {
      label: string;
    }[];
    expect(suggestions.map((suggestion) => suggestion.label)).toContain(EDITED.solution);
    // The solution's social image, drawn again with its new name.
    const image = await fetch(`${server.baseURL}${SOLUTION_IMAGE}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(builtImage)).toBe(false);
  }, 180_000);

  it("serves the last rendering after a restart, rendering nothing again", async () => {
    await server.stop();
    server = await startServer(SERVER);
    expect(await page("/help")).toContain(NEW_PHONE.display);
    expect(renderedByServer()).toEqual([]);
  }, 60_000);
});
