// Pages and PDFs made from the published content: each is made again only when a part of
// the content it read changes, and a publish renders the pages it changes before it is
// committed (prepare), then switches them all at once (install). The renderer here is a
// stand-in that says what each page read, as the web build's does (contentReads); the
// real one is exercised end to end (e2e/content-publish.test.ts).

import type { Db } from "../src/db/schema.js";
import { contentPartKeys, type SiteContent } from "@site/contracts/content";
import type {
  DocumentRenderer,
  PageData,
  PageRenderer,
  RenderedPage,
  SearchIndexer,
  SiteManifest,
} from "@site/contracts";
import { SiteManifestSchema } from "@site/contracts/site-build";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { documentOf } from "../src/site/html-document.js";
import {
  PagesNotRendered,
  startLivePages,
  type ContentState,
  type LivePages,
} from "../src/site/live-pages.js";
import type { RenderedStore, StoredFile, StoredRendering } from "../src/site/rendered-store.js";

const encode = (text: string) => {
  const identity = Buffer.from(text);
  return { identity, br: zlib.brotliCompressSync(identity), gzip: zlib.gzipSync(identity) };
};

// Each page and the parts of the content it shows; the policy's PDF prints the phone number.
// Each reads its own entry of the pages' texts (a part read by entry, as the renderer notes it).
const READS: Record<string, string[]> = {
  "/help": ["faq", "pageTexts.faq", "site"],
  "/about": ["about", "pageTexts.about", "site"],
};
const PDF = "/media/docs/Doc-1.pdf";
const pdfOf = (content: SiteContent) =>
  `%PDF policy · ${(content as unknown as { site: { phone: string } }).site.phone}`;

/**
 * A content with only the parts these pages read (the renderer here reads nothing else),
 * and the policies staff added since the build (each with its page and its PDF).
 */
const contentWith = (parts: {
  phone: string;
  faq: string;
  about: string;
  faqTitle?: string;
  policies?: string[];
}) =>
  ({
    site: { phone: parts.phone },
    faq: { intro: parts.faq },
    about: { lede: parts.about },
    pageTexts: { faq: { title: parts.faqTitle ?? "FAQs" }, about: { title: "About Us" } },
    policies: (parts.policies ?? []).map((id) => ({ id })),
  }) as unknown as SiteContent;
/** The policies staff added to `content`. */
const addedPolicies = (content: SiteContent) => content.policies.map((policy) => policy.id);
const policyPdf = (id: string) => `/media/docs/${id}.pdf`;

const stateOf = (content: SiteContent, key: string): ContentState => ({
  key,
  content,
  parts: contentPartKeys(content),
});

const textOf = (path: string, content: SiteContent) => {
  if (path.startsWith("/Doc-"))
    return `Policy ${path.slice(1)} · ${(content as unknown as { site: { phone: string } }).site.phone}`;
  const { site, faq, about, pageTexts } = content as unknown as {
    site: { phone: string };
    faq: { intro: string };
    about: { lede: string };
    pageTexts: Record<"faq" | "about", { title: string }>;
  };
  return path === "/help"
    ? `${pageTexts.faq.title}: ${faq.intro} · ${site.phone}`
    : `${pageTexts.about.title}: ${about.lede} · ${site.phone}`;
};

function stubRenderer() {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    async render(path: string, data: PageData): Promise<RenderedPage> {
      const text = textOf(path, data.content!);
      // A slow render, to finish after a publish's.
      await new Promise((resolve) => setTimeout(resolve, text.includes("slowly") ? 200 : 5));
      if (text.includes("BREAK")) throw new Error(`the template of ${path} broke`);
      renders.push(path);
      return {
        html: encode(`<p>${text}</p>`),
        scriptHashes: [],
        contentReads: READS[path] ?? ["policies", "site"],
      };
    },
    // The build's two pages, and one per policy staff added.
    pages: (content) =>
      ["/help", "/about", ...addedPolicies(content!).map((id) => `/${id}`)].map((path) => ({
        path,
        postsForm: false,
        framesMap: false,
        runsSearchWorker: false,
        hydrated: false,
        renderedFrom: ["content"],
        searchable: true,
      })),
    sitemap: (content, changedAt) =>
      ["/help", "/about", ...addedPolicies(content!).map((id) => `/${id}`)]
        .map((path) => `${path} ${changedAt(path) === undefined ? "as built" : "changed"}`)
        .join("\n"),
  };
  const documentRenderer: DocumentRenderer = {
    documents: (content) => [
      { path: PDF, contentReads: ["site"] },
      ...addedPolicies(content).map((id) => ({ path: policyPdf(id), contentReads: ["policies", "site"] })),
    ],
    async render(documentPath, content) {
      if (documentPath !== PDF && !addedPolicies(content).some((id) => policyPdf(id) === documentPath))
        throw new Error(`no document ${documentPath}`);
      const body = pdfOf(content);
      if (body.includes("BREAK")) throw new Error("the policy's layout broke");
      renders.push(documentPath);
      return { body: Buffer.from(body), contentReads: ["site"] };
    },
  };
  // The search index as a list of each page's text; a page that says NOINDEX cannot be indexed.
  const indexed: string[][] = [];
  const searchIndexer: SearchIndexer = {
    async index(pages) {
      const texts = pages.map(({ path, html }) => `${path} ${html}`);
      const unindexable = pages.find(({ html }) => html.includes("NOINDEX"));
      if (unindexable) throw new Error(`search index: ${unindexable.path} has no words in <main>`);
      indexed.push(texts);
      return [
        { name: "pagefind-entry.json", body: Buffer.from(JSON.stringify({ pages: texts.length })) },
        { name: "fragment/en_1.pf_fragment", body: Buffer.from(texts.join("\n")) },
      ];
    },
    close: async () => undefined,
  };
  return { renderer, documentRenderer, searchIndexer, renders, indexed };
}

function memoryStore() {
  const pages = new Map<string, StoredRendering>();
  const files = new Map<string, StoredFile>();
  const store: RenderedStore = {
    read: async (pagePath) => pages.get(pagePath),
    write: async (pagePath, rendering) => void pages.set(pagePath, rendering),
    readFile: async (filePath) => files.get(filePath),
    writeFile: async (filePath, file) => void files.set(filePath, file),
  };
  /** The paths kept so far. */
  const kept = () => [...pages.keys(), ...files.keys()].sort();
  return { store, kept };
}

const BUILT = contentWith({ phone: "+91 1", faq: "Answers", about: "Who we are" });

// The build's folder: the policy's PDF as built.
const webRoot = mkdtempSync(path.join(tmpdir(), "live-content-"));
mkdirSync(path.join(webRoot, "media/docs"), { recursive: true });
writeFileSync(path.join(webRoot, PDF), pdfOf(BUILT));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

async function start(published: { state: ContentState }, { store, kept } = memoryStore()) {
  const manifest: SiteManifest = SiteManifestSchema.parse({
    buildId: "build-fixture-1",
    pages: Object.fromEntries(
      Object.keys(READS).map((path) => [
        path,
        {
          file: `${path.slice(1)}/index.html`,
          scriptHashes: [],
          postsForm: false,
          renderedFrom: ["content"],
          contentReads: READS[path],
        },
      ]),
    ),
    home: "/help",
    renderer: "server-render/index.js",
    contentKey: "built-content",
    contentParts: contentPartKeys(BUILT),
    documents: { [PDF]: { contentReads: ["site"] } },
    searchIndex: ["/help", "/about"],
    enhanceScript: "/assets/enhance-1.js",
  });
  const built = new Map(
    Object.entries(manifest.pages).map(([path, entry]) => [
      path,
      documentOf(encode(`<p>${textOf(path, BUILT)}</p>`), { ...entry, scriptHashes: [] }),
    ]),
  );
  const { renderer, documentRenderer, searchIndexer, renders, indexed } = stubRenderer();
  const pages = await startLivePages({
    webRoot,
    manifest,
    built,
    sources: { content: { current: async () => published.state } },
    store,
    log: pino({ level: "silent" }),
    checkIntervalMs: 60_000,
    renderer: async () => renderer,
    documentRenderer: async () => documentRenderer,
    searchIndexer: async () => searchIndexer,
  });
  return { pages, renders, kept, indexed };
}

const shown = (pages: LivePages, path: string) => pages.get(path)!.document.variants.identity.body.toString();
const pdf = (pages: LivePages) => pages.file(PDF)!.body.toString();
/** The search index's text, as made again since the build; undefined: the build's own. */
const searchText = (pages: LivePages) => pages.searchFile("fragment/en_1.pf_fragment")?.body.toString();

describe("live pages rendered from the content", () => {
  it("renders again only the pages whose parts of the content changed", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const { pages, renders } = await start(published);
    await pages.settle(5_000);
    // The build's content: every page is current as built, nothing is rendered.
    expect(renders).toEqual([]);
    expect(pages.pagePaths()).toEqual(["/help", "/about"]);
    expect(pdf(pages)).toBe("%PDF policy · +91 1");
    published.state = stateOf(contentWith({ phone: "+91 1", faq: "New answers", about: "Who we are" }), "k1");
    await pages.settle(5_000);
    expect(renders).toEqual(["/help"]);
    expect(shown(pages, "/help")).toBe("<p>FAQs: New answers · +91 1</p>");
    // The search index follows a page rendered again in the background.
    expect(searchText(pages)).toContain("/help <p>FAQs: New answers · +91 1</p>");
    // One page's title: that page alone, though every page reads an entry of the texts.
    published.state = stateOf(
      contentWith({ phone: "+91 1", faq: "New answers", about: "Who we are", faqTitle: "Questions" }),
      "k1b",
    );
    await pages.settle(5_000);
    expect(renders).toEqual(["/help", "/help"]);
    expect(shown(pages, "/help")).toBe("<p>Questions: New answers · +91 1</p>");
    // The phone number is on both pages and in the PDF.
    published.state = stateOf(contentWith({ phone: "+91 2", faq: "New answers", about: "Who we are" }), "k2");
    await pages.settle(5_000);
    expect(renders.slice(2).sort()).toEqual(["/about", "/help", PDF]);
    expect(pdf(pages)).toBe("%PDF policy · +91 2");
    await pages.close();
  });

  it("names the pages that show a part of the content, the home page first", async () => {
    const { pages } = await start({ state: stateOf(BUILT, "k0") });
    expect(pages.pagesReading(["faq"], "faq")).toEqual(["/help"]);
    expect(pages.pagesReading(["about"], "about")).toEqual(["/about"]);
    // The phone number is on every page: the preview opens the home page.
    expect(pages.pagesReading(["site"], "identity")).toEqual(["/help", "/about"]);
    expect(pages.pagesReading(["policies"], "Doc-1")).toEqual([]);
    // The pages' texts are read by entry: the document shows on every page that read one.
    expect(pages.pagesReading(["pageTexts"], "pages")).toEqual(["/help", "/about"]);
    await pages.close();
  });

  it("renders a publish's pages before it is committed, and switches them together", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const { pages, renders, kept, indexed } = await start(published);
    await pages.settle(5_000);
    // The pages are as built: so is the search index, which was not made again, and no
    // page has a date of change for the sitemap.
    expect([indexed, searchText(pages), pages.changedAt("/help")]).toEqual([[], undefined, undefined]);
    const next = stateOf(contentWith({ phone: "+91 9", faq: "Answers", about: "Who we are" }), "k3");
    const prepared = await pages.prepare(next);
    expect(prepared.pages.map((page) => page.path).sort()).toEqual(["/about", "/help", PDF]);
    // Nothing is served or kept before the publish is committed, the search index neither.
    expect(shown(pages, "/help")).toBe("<p>FAQs: Answers · +91 1</p>");
    expect(pdf(pages)).toBe("%PDF policy · +91 1");
    expect(searchText(pages)).toBeUndefined();
    expect(kept()).toEqual([]);

    published.state = next;
    await pages.install(prepared);
    expect(shown(pages, "/help")).toBe("<p>FAQs: Answers · +91 9</p>");
    expect(shown(pages, "/about")).toBe("<p>About Us: Who we are · +91 9</p>");
    expect(pdf(pages)).toBe("%PDF policy · +91 9");
    // Dated for the sitemap, and the index of the new pages switched with them.
    expect(Date.parse(pages.changedAt("/help")!)).toBeGreaterThan(Date.now() - 60_000);
    expect(searchText(pages)).toBe(
      "/help <p>FAQs: Answers · +91 9</p>\n/about <p>About Us: Who we are · +91 9</p>",
    );
    expect(indexed).toHaveLength(1);
    expect(kept()).toEqual(["/about", "/help", PDF]);
    // The pages are current: the next check renders nothing again, nor indexes them.
    const count = renders.length;
    await pages.settle(5_000);
    expect(renders).toHaveLength(count);
    expect(indexed).toHaveLength(1);
    await pages.close();
  });

  it("keeps a publish's renderings in its transaction, before they are served, and only once", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const memory = memoryStore();
    let writes = 0;
    const counting: RenderedStore = {
      ...memory.store,
      write: async (pagePath, rendering) => {
        writes += 1;
        await memory.store.write(pagePath, rendering);
      },
      writeFile: async (filePath, file) => {
        writes += 1;
        await memory.store.writeFile(filePath, file);
      },
    };
    const transactions: unknown[] = [];
    const store: RenderedStore = {
      ...counting,
      within: (trx) => {
        transactions.push(trx);
        return counting;
      },
    };
    const { pages, kept } = await start(published, { store, kept: memory.kept });
    await pages.settle(5_000);
    const next = stateOf(contentWith({ phone: "+91 7", faq: "Answers", about: "Who we are" }), "k7");
    const prepared = await pages.prepare(next);
    // The publish's transaction (a stand-in: the store is what writes in it).
    const trx = {} as Db;
    await pages.keep(prepared, trx);
    expect(transactions).toEqual([trx]);
    expect(kept()).toEqual(["/about", "/help", PDF]);
    // Kept, not served yet: the publish is not committed.
    expect(shown(pages, "/help")).toBe("<p>FAQs: Answers · +91 1</p>");
    published.state = next;
    const before = writes;
    await pages.install(prepared);
    expect(shown(pages, "/help")).toBe("<p>FAQs: Answers · +91 7</p>");
    expect(writes).toBe(before);
    await pages.close();
  });

  it("names every page a publish would break, and changes nothing", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const { pages, kept } = await start(published);
    const broken = stateOf(contentWith({ phone: "BREAK", faq: "Answers", about: "Who we are" }), "k4");
    const failure = await pages.prepare(broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PagesNotRendered);
    expect((failure as PagesNotRendered).failures).toEqual([
      { path: "/help", reason: "the template of /help broke" },
      { path: "/about", reason: "the template of /about broke" },
      { path: PDF, reason: "the policy's layout broke" },
    ]);
    expect(shown(pages, "/about")).toBe("<p>About Us: Who we are · +91 1</p>");
    expect(pdf(pages)).toBe("%PDF policy · +91 1");
    expect(kept()).toEqual([]);
    await pages.close();
  });

  it("refuses a publish whose pages the search cannot index, and changes nothing", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const { pages, kept } = await start(published);
    const unindexable = stateOf(contentWith({ phone: "+91 1", faq: "NOINDEX", about: "Who we are" }), "k7");
    const failure = await pages.prepare(unindexable).catch((error: unknown) => error);
    expect((failure as PagesNotRendered).failures).toEqual([
      { path: "/pagefind/ (the site search's index)", reason: "search index: /help has no words in <main>" },
    ]);
    expect([shown(pages, "/help"), searchText(pages), kept()]).toEqual([
      "<p>FAQs: Answers · +91 1</p>",
      undefined,
      [],
    ]);
    await pages.close();
  });

  it("serves the page and PDF of an item a publish adds, and not once it is removed", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const memory = memoryStore();
    const { pages, renders } = await start(published, memory);
    await pages.settle(5_000);
    const added = stateOf(
      contentWith({ phone: "+91 1", faq: "Answers", about: "Who we are", policies: ["Doc-5"] }),
      "k8",
    );
    const prepared = await pages.prepare(added);
    // Only what is new is rendered: the build's pages show nothing of the policies.
    expect(prepared.pages.map((page) => page.path).sort()).toEqual(["/Doc-5", policyPdf("Doc-5")]);
    expect([pages.get("/Doc-5"), pages.file(policyPdf("Doc-5")), pages.pagePaths()]).toEqual([
      undefined,
      undefined,
      ["/help", "/about"],
    ]);
    expect(await pages.sitemap()).toBeUndefined();

    published.state = added;
    await pages.install(prepared);
    expect(shown(pages, "/Doc-5")).toBe("<p>Policy Doc-5 · +91 1</p>");
    expect(pages.file(policyPdf("Doc-5"))!.body.toString()).toBe("%PDF policy · +91 1");
    expect(pages.pagePaths()).toEqual(["/help", "/about", "/Doc-5"]);
    expect(searchText(pages)).toContain("/Doc-5 <p>Policy Doc-5 · +91 1</p>");
    expect(await pages.sitemap()).toBe("/help as built\n/about as built\n/Doc-5 changed");
    expect(memory.kept()).toEqual(["/Doc-5", policyPdf("Doc-5")]);

    // A server started afterwards serves it as kept, rendering nothing.
    const restarted = await start(published, memory);
    await restarted.pages.settle(5_000);
    expect(shown(restarted.pages, "/Doc-5")).toBe("<p>Policy Doc-5 · +91 1</p>");
    expect(restarted.pages.file(policyPdf("Doc-5"))).toBeDefined();
    expect(restarted.renders).toEqual([]);
    await restarted.pages.close();

    // Another instance publishes its removal: it is served no more, nor indexed, nor listed.
    published.state = stateOf(contentWith({ phone: "+91 1", faq: "Answers", about: "Who we are" }), "k9");
    await pages.settle(5_000);
    expect([pages.get("/Doc-5"), pages.file(policyPdf("Doc-5")), pages.pagePaths()]).toEqual([
      undefined,
      undefined,
      ["/help", "/about"],
    ]);
    expect(searchText(pages)).not.toContain("Doc-5");
    expect(await pages.sitemap()).toBe("/help as built\n/about as built");
    expect(renders).toEqual(["/Doc-5", policyPdf("Doc-5")]);
    await pages.close();
  });

  it("keeps a publish's pages when a render begun before it ends after it", async () => {
    const published = { state: stateOf(BUILT, "k0") };
    const { pages, renders } = await start(published);
    await pages.settle(5_000);
    // A change of the FAQ is being rendered by the timer's check…
    published.state = stateOf(
      contentWith({ phone: "+91 1", faq: "Older answers, rendered slowly", about: "Who we are" }),
      "k5",
    );
    const checking = pages.refresh();
    // …while a publish of newer content switches the pages.
    const newer = stateOf(contentWith({ phone: "+91 1", faq: "Newest answers", about: "Who we are" }), "k6");
    const prepared = await pages.prepare(newer);
    published.state = newer;
    await pages.install(prepared);
    await checking;
    expect(renders).toEqual(["/help", "/help"]);
    expect(shown(pages, "/help")).toBe("<p>FAQs: Newest answers · +91 1</p>");
    await pages.close();
  });
});
