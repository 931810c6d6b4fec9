// Browser helpers for the e2e tests: one Chromium per test file, a fresh context per
// opened page, and a record of what went wrong while it loaded (console errors, page
// errors, failed requests, HTTP errors) so tests can assert that nothing did.

import { ENHANCED } from "../web/app/enhance/markers.ts";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request as PageRequest,
  type Response,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, inject, type TestContext } from "vitest";
import { CHROMIUM_ARGS, requireChromiumPath } from "../scripts/chromium.mjs";

export const PHONE = { width: 390, height: 844 } as const;
export const WIDE = { width: 1440, height: 900 } as const;

export interface OpenOptions {
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  /** What page.goto waits for before the settle step; "load" unless told. */
  waitUntil?: "load" | "domcontentloaded";
  /** Wait for network idle (bounded) after load; true unless told. */
  settle?: boolean;
  /** false: a visitor without JavaScript (the prerendered HTML alone). */
  javaScriptEnabled?: boolean;
  /**
   * A concurrent test's context: the page is closed when that test finishes (afterEach
   * would close the pages of the tests still running beside it).
   */
  test?: Pick<TestContext, "onTestFinished">;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** The response of the navigation (the last hop of any redirects). */
  response: Response | null;
  /** console.error messages and uncaught page errors. */
  consoleErrors: string[];
  /** Requests that failed at the network level, and responses with status >= 400. */
  failedRequests: string[];
  /** Navigates this page to another path of the site, then settles. */
  goto(path: string): Promise<Response | null>;
  settle(): Promise<void>;
}

export interface SiteBrowser {
  baseURL: string;
  browser(): Browser;
  openPage(path: string, options?: OpenOptions): Promise<OpenedPage>;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireChromiumPath(),
    args: [...CHROMIUM_ARGS],
    headless: true,
    timeout: 60_000,
  });
}

export interface UseBrowserOptions {
  /**
   * The site to open pages on, for a file that runs a server of its own (read when a page
   * opens, so it may be started in beforeAll); the shared e2e server unless given.
   */
  baseURL?: () => string;
}

/**
 * Registers beforeAll/afterAll (one browser for the file) and afterEach (closes the
 * contexts a test opened), and returns the helper the tests use.
 */
export function useBrowser(browserOptions: UseBrowserOptions = {}): SiteBrowser {
  const sharedBaseURL = inject("baseURL");
  const baseURLNow = () => browserOptions.baseURL?.() ?? sharedBaseURL;
  let browser: Browser | undefined;
  const open = new Set<BrowserContext>();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all([...open].map((context) => context.close().catch(() => {})));
    open.clear();
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });

  const helper: SiteBrowser = {
    get baseURL() {
      return baseURLNow();
    },
    browser() {
      if (!browser) throw new Error("The browser is not running (useBrowser() registers it in beforeAll).");
      return browser;
    },
    async openPage(path, options = {}) {
      const context = await helper.browser().newContext({
        baseURL: baseURLNow(),
        viewport: options.viewport ?? PHONE,
        reducedMotion: options.reducedMotion ?? "no-preference",
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      if (options.test) options.test.onTestFinished(() => context.close().catch(() => {}));
      else open.add(context);
      context.setDefaultTimeout(20_000);
      context.setDefaultNavigationTimeout(30_000);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      const failedRequests: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") {
          const where = message.location();
          consoleErrors.push(
            `console.error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ""}`,
          );
        }
      });
      page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${error.message}`));
      // A link's page may be prerendered by the speculation rules as the pointer rests on
      // it: a click while that is under way can make Chrome drop one of the two loads of
      // the same page (ERR_ABORTED) and show the other. The visitor sees the page they
      // asked for, so such a load is no failure; one the page never reaches still is.
      const droppedLoads = new Map<string, string>();
      const isDroppedLoad = (request: PageRequest) =>
        request.isNavigationRequest() &&
        request.frame() === page.mainFrame() &&
        request.failure()?.errorText === "net::ERR_ABORTED";
      page.on("requestfailed", (request) => {
        // Chromium's built-in PDF viewer is an extension whose own internal
        // requests (chrome-extension://…) are sometimes aborted when the page
        // closes; they are the browser's, not the site's.
        if (!/^https?:/.test(request.url())) return;
        if (isDroppedLoad(request) && page.url() === request.url()) return;
        const line = `${request.method()} ${request.url()} failed: ${request.failure()?.errorText ?? "unknown"}`;
        if (isDroppedLoad(request)) droppedLoads.set(request.url(), line);
        failedRequests.push(line);
      });
      page.on("framenavigated", (frame) => {
        const line = frame === page.mainFrame() ? droppedLoads.get(frame.url()) : undefined;
        if (line === undefined) return;
        droppedLoads.delete(frame.url());
        const at = failedRequests.indexOf(line);
        if (at !== -1) failedRequests.splice(at, 1);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) {
          failedRequests.push(
            `${response.request().method()} ${response.url()} -> HTTP ${response.status()}`,
          );
        }
      });

      const settle = async () => {
        if (options.settle === false) return;
        // Bounded: a page that keeps the network busy should not hang the suite.
        await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
        // A page of the site (its speculation rules say so) loads its small scripts after
        // its own load event, on a busy machine after the network's idle moment: they mark
        // <html> when they have run (app/enhance/markers.ts ENHANCED).
        if (options.javaScriptEnabled !== false) {
          await page
            .waitForFunction(
              (marker) =>
                document.querySelector('script[type="speculationrules"]') === null ||
                document.documentElement.hasAttribute(marker),
              ENHANCED,
              { timeout: 10_000 },
            )
            .catch(() => {});
        }
        await page.waitForTimeout(150);
      };
      const goto = async (target: string) => {
        const response = await page.goto(target, { waitUntil: options.waitUntil ?? "load" });
        await settle();
        return response;
      };
      const response = await goto(path);
      return { page, context, response, consoleErrors, failedRequests, goto, settle };
    },
  };
  return helper;
}

/** The text of an element with runs of white space collapsed, as a reader sees it. */
export function normalise(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** Whether the element has the keyboard focus. */
export const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);
