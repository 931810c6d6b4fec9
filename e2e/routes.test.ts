// Every page of the route table, in a phone-sized browser: status, heading, title, meta
// tags, landmarks, no errors, no failed requests, no horizontal overflow, no axe
// violations. Then axe again at a wide viewport for a few pages.

import { describe, expect, it } from "vitest";
import { allPages, HOME_PATH } from "../web/app/pages.ts";
import { site } from "../web/app/content/site.ts";
import { axeViolations } from "./axe.ts";
import { normalise, PHONE, useBrowser, WIDE, type OpenedPage } from "./browser.ts";

const pages = allPages();
const browser = useBrowser();

interface PageFacts {
  h1: string[];
  title: string;
  descriptions: (string | null)[];
  canonicals: (string | null)[];
  og: Record<string, string | null>;
  twitterCard: string | null;
  landmarks: { nav: number; main: number; footer: number };
  scrollWidth: number;
  innerWidth: number;
  overflowing: string[];
}

async function readFacts({ page }: OpenedPage): Promise<PageFacts> {
  return page.evaluate(() => {
    const meta = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? null;
    const innerWidth = window.innerWidth;
    // For a failure message: the outermost elements that reach past the right edge.
    const overflowing: string[] = [];
    const reported: Element[] = [];
    const clipped = (element: Element) => {
      for (let a = element.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > innerWidth) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
        const rect = element.getBoundingClientRect();
        if (
          rect.right > innerWidth + 0.5 &&
          !reported.some((outer) => outer.contains(element)) &&
          !clipped(element)
        ) {
          reported.push(element);
          const cls =
            typeof element.className === "string" && element.className
              ? `.${element.className.split(/\s+/).join(".")}`
              : "";
          overflowing.push(
            `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${cls} right=${Math.round(rect.right)}px`,
          );
          if (overflowing.length >= 5) break;
        }
      }
    }
    return {
      h1: Array.from(document.querySelectorAll("h1")).map((h) => h.textContent ?? ""),
      title: document.title,
      descriptions: Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')).map(
        (m) => m.getAttribute("content"),
      ),
      canonicals: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((l) =>
        l.getAttribute("href"),
      ),
      og: {
        "og:title": meta('meta[property="og:title"]'),
        "og:description": meta('meta[property="og:description"]'),
        "og:image": meta('meta[property="og:image"]'),
      },
      twitterCard: meta('meta[name="twitter:card"]'),
      landmarks: {
        nav: document.querySelectorAll("nav").length,
        main: document.querySelectorAll("main").length,
        footer: document.querySelectorAll("footer").length,
      },
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth,
      overflowing,
    };
  });
}

describe(`every page at a phone viewport (${PHONE.width}x${PHONE.height})`, () => {
  it("the route table has pages, including the home page", () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((p) => p.path)).toContain(HOME_PATH);
  });

  // Most of a page's time is waiting (the network going quiet, axe's frames): a few
  // pages at once keep the cores busy. Concurrent tests assert with their own expect.
  for (const info of pages) {
    it.concurrent(`${info.path}`, async ({ expect, onTestFinished }) => {
      const opened = await browser.openPage(info.path, { viewport: PHONE, test: { onTestFinished } });
      const { page, response } = opened;
      const facts = await readFacts(opened);
      const where = `${info.path}:`;

      expect.soft(response?.status(), `${where} HTTP status`).toBe(200);
      expect.soft(new URL(page.url()).pathname, `${where} final URL (no redirect)`).toBe(info.path);
      expect.soft(facts.h1.map(normalise), `${where} the one h1`).toEqual([info.heading]);
      expect.soft(facts.title, `${where} document.title`).toBe(`${info.title} | ${site.company}`);
      expect.soft(facts.descriptions, `${where} meta description`).toEqual([info.description]);
      expect.soft(facts.canonicals.length, `${where} number of canonical links`).toBe(1);
      expect
        .soft(facts.canonicals[0] ?? "", `${where} canonical URL`)
        .toMatch(new RegExp(`^https?://[^/]+${escapeRegExp(info.canonicalPath)}$`));
      for (const [property, content] of Object.entries(facts.og)) {
        expect.soft(content ?? "", `${where} ${property}`).not.toBe("");
      }
      expect.soft(facts.twitterCard ?? "", `${where} twitter:card`).not.toBe("");
      expect.soft(facts.landmarks.nav, `${where} <nav> landmarks`).toBeGreaterThanOrEqual(1);
      expect.soft(facts.landmarks.main, `${where} <main> landmarks`).toBe(1);
      expect.soft(facts.landmarks.footer, `${where} <footer> landmarks`).toBeGreaterThanOrEqual(1);
      expect.soft(opened.consoleErrors, `${where} console errors`).toEqual([]);
      expect.soft(opened.failedRequests, `${where} failed requests`).toEqual([]);
      expect
        .soft(
          facts.scrollWidth,
          `${where} horizontal overflow; elements past the right edge: ${facts.overflowing.join(", ") || "none found"}`,
        )
        .toBeLessThanOrEqual(facts.innerWidth);
      expect.soft(await axeViolations(page), `${where} axe violations`).toEqual([]);
    });
  }
});

// Layout differs at 80rem and above (full navbar, wider grids): axe again there.
const WIDE_PATHS = [
  HOME_PATH,
  "/solution-page",
  "/FIS",
  "/Careers",
  "/contact",
  "/help",
  "/gallery",
  "/team",
];

describe(`axe at a wide viewport (${WIDE.width}x${WIDE.height})`, () => {
  for (const path of WIDE_PATHS) {
    it.concurrent(path, async ({ expect, onTestFinished }) => {
      expect(
        pages.some((p) => p.path === path),
        `${path} is in the route table`,
      ).toBe(true);
      const opened = await browser.openPage(path, { viewport: WIDE, test: { onTestFinished } });
      expect.soft(opened.response?.status(), `${path}: HTTP status`).toBe(200);
      expect.soft(opened.consoleErrors, `${path}: console errors`).toEqual([]);
      expect.soft(opened.failedRequests, `${path}: failed requests`).toEqual([]);
      expect.soft(await axeViolations(opened.page), `${path}: axe violations`).toEqual([]);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
