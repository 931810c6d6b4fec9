// How long a publish takes to be live, by the pages it touches.
//
//   npm run bench:publish   (builds first)
//
// The server's own publishing path, in this process: a SQLite database seeded from the
// build's content, the live pages with the build's renderer, and publishDraft with the
// gate that renders the pages a change touches before it is committed and switches them
// together. Measured from the call to its return, when this instance serves the change
// (other instances follow within their check interval: e2e/content-instances.test.ts).
// The changes: an FAQ answer (one page), a solution's texts (the solution pages), a new
// solution (its pages added, and every page's footer), the phone number (every page). Targets: one page under 2 s, every page under 30 s.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { DocumentRenderer, PageRenderer, RendererModule } from "@site/contracts";
import pino from "pino";
import { REPO_ROOT } from "../scripts/server-process.mjs";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, resultsPathShown, writeSection } from "./lib/results-file.ts";

const TITLE = LOAD_SECTION_TITLES.publish;
const RUNS = 5;
const WEB_ROOT = path.join(REPO_ROOT, "web/build/client");
const TARGET_ONE_PAGE_MS = 2_000;
const TARGET_EVERY_PAGE_MS = 30_000;

/** One of the server's built modules, typed by its source. */
const dist = <Module>(file: string): Promise<Module> =>
  import(pathToFileURL(path.join(REPO_ROOT, "server/dist", file)).href) as Promise<Module>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Change {
  name: string;
  type: string;
  id: string;
  /** The target for a change of this reach, if it sets one. */
  targetMs?: number;
  /** The document's data with run `run`'s change. */
  edit(data: unknown, run: number): unknown;
  /**
   * A new item instead: its id and name for run `run` (created as a draft, as the
   * console's "New …" does); `edit` is then given the document `type/id` names, to copy.
   */
  create?: (run: number) => { id: string; name: string };
}

const CHANGES: Change[] = [
  {
    name: "an FAQ answer",
    type: "page",
    id: "faq",
    targetMs: TARGET_ONE_PAGE_MS,
    edit: (data, run) => {
      const faq = structuredClone(data) as { items: { answer: string }[] };
      faq.items[0]!.answer = `Yes. We answer within a day, in writing (run ${run}).`;
      return faq;
    },
  },
  {
    name: "a page's title",
    type: "site",
    id: "pages",
    targetMs: TARGET_ONE_PAGE_MS,
    edit: (data, run) => {
      const pages = structuredClone(data) as { faq: { title: string } };
      pages.faq.title = `Questions and Answers ${run}`;
      return pages;
    },
  },
  {
    name: "a solution's name",
    type: "solution",
    id: "instant-payment",
    edit: (data, run) => {
      const solution = structuredClone(data) as { entry: { name: string } };
      solution.entry.name = `Instant Payment System ${run}`;
      return solution;
    },
  },
  {
    name: "a solution's texts",
    type: "solution",
    id: "instant-payment",
    edit: (data, run) => {
      const solution = structuredClone(data) as { text: { description: string[] } };
      solution.text.description[0] = `Payments that settle in seconds, every day of the year (run ${run}).`;
      return solution;
    },
  },
  {
    name: "a new solution (its two pages and social image added)",
    type: "solution",
    id: "reconciliation-report",
    create: (run) => ({ id: `treasury-management-${run}`, name: `Treasury Management System ${run}` }),
    edit: (data, run) => {
      const solution = structuredClone(data) as { entry: Record<string, unknown> };
      Object.assign(solution.entry, {
        key: `treasury-management-${run}`,
        name: `Treasury Management System ${run}`,
        page: `BTMS${run}`,
        detailsId: `treasury-management-system-${run}`,
        summary:
          "Treasury dealing, limits and settlement for banks, in one system with the core banking ledger.",
      });
      return solution;
    },
  },
  {
    name: "the phone number",
    type: "site",
    id: "identity",
    targetMs: TARGET_EVERY_PAGE_MS,
    edit: (data, run) => ({
      ...(data as object),
      phone: { display: `+91 427 299 00${10 + run}`, href: `tel:+914272990010${run}` },
    }),
  },
];

async function main() {
  const startedAt = new Date();
  const { openDatabase } = await dist<typeof import("../server/src/db/open.ts")>("db/open.js");
  const { seedContent } = await dist<typeof import("../server/src/content/seed.ts")>("content/seed.js");
  const { PublishedContent } =
    await dist<typeof import("../server/src/content/published.ts")>("content/published.js");
  const { pagesGate } =
    await dist<typeof import("../server/src/content/publish-gate.ts")>("content/publish-gate.js");
  const { publishDraft, readDocument, saveDraft } =
    await dist<typeof import("../server/src/content/store.ts")>("content/store.js");
  const { createItem } = await dist<typeof import("../server/src/content/create.ts")>("content/create.js");
  const { loadSite } = await dist<typeof import("../server/src/site/load-site.ts")>("site/load-site.js");
  const { startLivePages } =
    await dist<typeof import("../server/src/site/live-pages.ts")>("site/live-pages.js");
  const { databaseRenderedStore } =
    await dist<typeof import("../server/src/site/rendered-store.ts")>("site/rendered-store.js");

  const log = pino({ level: "warn" });
  const loaded = await loadSite(WEB_ROOT, log);
  if (!loaded.ok) throw new Error(`The site is not built (${loaded.reason}): run npm run build`);
  const { manifest, pages: built } = loaded.site;
  const module = (await import(pathToFileURL(path.join(WEB_ROOT, manifest.renderer)).href)) as RendererModule;
  const options = { clientDir: WEB_ROOT, enhanceScript: manifest.enhanceScript };
  const pages = module.createPageRenderer(options);
  const pdfs = module.createDocumentRenderer(options);
  let rendered = 0;
  let made = 0;
  const renderer: PageRenderer = {
    render: (pagePath, data) => {
      rendered += 1;
      return pages.render(pagePath, data);
    },
  };
  const documentRenderer: DocumentRenderer = {
    documents: (content) => pdfs.documents(content),
    render: (documentPath, content) => {
      made += 1;
      return pdfs.render(documentPath, content);
    },
  };

  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"));
  const opened = await openDatabase({ dataDir, databaseUrl: undefined });
  const rows: { change: Change; pages: number; documents: number; times: number[] }[] = [];
  try {
    const { db } = opened;
    await seedContent(db, WEB_ROOT, log, new Date());
    const published = new PublishedContent(db, 1_000);
    const live = await startLivePages({
      webRoot: WEB_ROOT,
      manifest,
      built,
      sources: { content: published },
      store: databaseRenderedStore(db),
      log,
      // Only the publishes render here: the timer's checks would find nothing to do.
      checkIntervalMs: 3_600_000,
      renderer: async () => renderer,
      documentRenderer: async () => documentRenderer,
    });
    await live.settle(60_000);
    const by = { actor: "bench:publish" };
    for (const change of CHANGES) {
      const row = { change, pages: 0, documents: 0, times: [] as number[] };
      for (let run = 1; run <= RUNS; run += 1) {
        const document = (await readDocument(db, change.type, change.id))!;
        const data = change.edit(document.published, run);
        const created = change.create?.(run);
        const target =
          created === undefined
            ? document
            : await createItem(db, { type: change.type, ...created }, by, new Date());
        const { type, id } = target;
        const version = await saveDraft(db, { type, id, version: target.version, data }, by, new Date());
        rendered = 0;
        made = 0;
        const from = performance.now();
        await publishDraft(db, { type, id, version, note: null }, by, new Date(), pagesGate(live));
        row.times.push(performance.now() - from);
        row.pages = rendered;
        row.documents = made;
        published.changed();
      }
      rows.push(row);
      console.log(
        `bench-publish: ${change.name}: ${Math.round(median(row.times))} ms, ${row.pages} pages, ${row.documents} files made`,
      );
    }
    await live.close();
  } finally {
    await opened.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const finishedAt = new Date();
  const total = Object.keys(manifest.pages).length;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const verdict = ({ change: { targetMs }, times }: (typeof rows)[number]) =>
    targetMs === undefined ? "–" : `${median(times) <= targetMs ? "met" : "NOT met"} (${ms(targetMs)})`;
  const lines = [
    ...sectionHead({
      title: TITLE,
      name: "publish",
      startedAt,
      finishedAt,
      machineNote: `SQLite; the server's publish path in-process with the build's renderer; ${RUNS} publishes each, medians.`,
    }),
    "",
    `| change | pages rendered (of ${total}) | PDFs, social images and suggestions made (of ${Object.keys(manifest.documents).length}) | publish to live, median | worst | target |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.change.name} | ${row.pages} | ${row.documents} | ${ms(median(row.times))} | ${ms(Math.max(...row.times))} | ${verdict(row)} |`,
    ),
    "",
    "- From the publish's call to its return: the document and the whole site checked, the pages, PDFs and social images it changes rendered, the site search's index made again from the pages, the version committed and all of them switched together on this instance.",
    "- Pages rendered: those that read a part of the content the change touched. The phone number is on every page but /gallery, which is rendered from the events too, and is left to the server's check when, as here, no events source runs.",
  ];
  writeSection(TITLE, lines.join("\n"));
  console.log(`bench-publish: written to ${resultsPathShown()}`);
}

await main();
