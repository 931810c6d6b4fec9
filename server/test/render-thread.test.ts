// The web build's renderers run on a thread of their own: a page, a PDF or the search
// index is made there and arrives as Buffers; the server's thread goes on with other work
// meanwhile; a failed render fails alone, and a thread that stops fails only the renders
// under way. The renderer module here is a stand-in with the real module's exports; the
// real one runs on this thread end to end (e2e/content-publish.test.ts and the rest).

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import type { SiteContent } from "@site/contracts/content";
import { afterAll, describe, expect, it } from "vitest";
import { startRenderThread } from "../src/site/render-thread.js";

// Says on which thread it ran, and whether it was given this content object before.
const RENDERER = `
import { threadId } from "node:worker_threads";
const seen = new WeakSet();
const told = (content) => { const before = seen.has(content); seen.add(content); return before; };
export function createPageRenderer({ clientDir }) {
  return {
    async render(path, data) {
      if (path === "/stops") process.exit(3);
      if (path === "/fails") throw new Error("/fails has no route");
      if (path === "/busy") { const until = Date.now() + 300; while (Date.now() < until); }
      const text = JSON.stringify({ path, threadId, clientDir, phone: data.content?.site.phone ?? null,
        seenBefore: data.content === null ? false : told(data.content) });
      const body = Buffer.from(text);
      return { html: { identity: body, br: Buffer.from("br"), gzip: Buffer.from("gz") }, scriptHashes: ["sha256-x"], contentReads: ["site"] };
    },
  };
}
export function createDocumentRenderer() {
  return {
    documents: () => [],
    async render(path, content) {
      return { body: Buffer.from(JSON.stringify({ path, threadId, seenBefore: told(content) })), contentReads: ["site"] };
    },
  };
}
export function createSearchIndexer() {
  return {
    async index(pages) { return pages.map((page) => ({ name: page.path.slice(1) + ".pf", body: Buffer.from(page.html) })); },
    async close() {},
  };
}
`;

const content = (phone: string) => ({ site: { phone } }) as unknown as SiteContent;
const parsed = (body: Buffer) => JSON.parse(body.toString("utf8")) as Record<string, unknown>;

describe("the render thread", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "render-thread-"));
  const rendererFile = path.join(dir, "renderer.mjs");
  writeFileSync(rendererFile, RENDERER);
  const thread = startRenderThread({
    rendererFile,
    options: { clientDir: dir, enhanceScript: "/assets/e.js" },
  });
  afterAll(async () => {
    await thread.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders pages, files and the index off the server's thread, as Buffers", async () => {
    const published = content("+91 427 000 0001");
    const page = await thread.pages.render("/help", { eventsJson: null, content: published });
    expect(Buffer.isBuffer(page.html.identity) && Buffer.isBuffer(page.html.br)).toBe(true);
    expect(parsed(page.html.identity)).toMatchObject({
      path: "/help",
      clientDir: dir,
      phone: "+91 427 000 0001",
    });
    expect(parsed(page.html.identity).threadId).not.toBe(threadId);
    expect(page).toMatchObject({ scriptHashes: ["sha256-x"], contentReads: ["site"] });
    expect(page.data).toBeUndefined();

    const file = await thread.documents.render("/media/docs/Doc-1.pdf", published);
    expect(Buffer.isBuffer(file.body)).toBe(true);
    expect(file.contentReads).toEqual(["site"]);
    // The thread keeps the content it was sent: a file made from the same content as a
    // page is made from the same object (the document renderer makes it once).
    expect(parsed(file.body)).toMatchObject({ path: "/media/docs/Doc-1.pdf", seenBefore: true });
    const other = await thread.documents.render("/media/docs/Doc-1.pdf", content("+91 427 000 0001"));
    expect(parsed(other.body).seenBefore).toBe(false);

    const index = await thread.indexer.index([{ path: "/help", html: "<main>Help</main>" }]);
    expect(index).toEqual([{ name: "help.pf", body: Buffer.from("<main>Help</main>") }]);
  });

  it("sends a content once while the thread holds it, and again once it no longer does", async () => {
    const seenBefore = async (from: SiteContent) =>
      parsed((await thread.pages.render("/help", { eventsJson: null, content: from })).html.identity)
        .seenBefore;
    const contents = ["1", "2", "3", "4", "5"].map((n) => content(`+91 427 000 000${n}`));
    expect(await seenBefore(contents[0]!)).toBe(false);
    expect(await seenBefore(contents[0]!)).toBe(true);
    // Four more: the first is no longer held, and crosses again (a new copy there).
    for (const other of contents.slice(1)) expect(await seenBefore(other)).toBe(false);
    expect(await seenBefore(contents[4]!)).toBe(true);
    expect(await seenBefore(contents[0]!)).toBe(false);
    expect(await seenBefore(contents[0]!)).toBe(true);
  });

  it("takes the contents in the order they were sent, whatever each render waits on first", async () => {
    // A new thread: its first file waits for the document renderer to be made, while the
    // pages sent after it find the page renderer made.
    const fresh = startRenderThread({
      rendererFile,
      options: { clientDir: dir, enhanceScript: "/assets/e.js" },
    });
    try {
      await fresh.pages.render("/warm", { eventsJson: null, content: null });
      const [first, ...later] = ["1", "2", "3", "4", "5"].map((n) => content(`+91 427 000 001${n}`));
      await Promise.all([
        fresh.documents.render("/media/docs/Doc-1.pdf", first!),
        ...later.map((each) => fresh.pages.render("/help", { eventsJson: null, content: each })),
      ]);
      // The thread holds the last four sent, as the server counts them: the second is sent
      // as its id alone, and found.
      const again = await fresh.pages.render("/help", { eventsJson: null, content: later[0]! });
      expect(parsed(again.html.identity)).toMatchObject({ phone: "+91 427 000 0012", seenBefore: true });
    } finally {
      await fresh.close();
    }
  });

  it("leaves the server's thread free while a page renders", async () => {
    let ranMeanwhile = false;
    const rendering = thread.pages.render("/busy", { eventsJson: null, content: null });
    setImmediate(() => (ranMeanwhile = true));
    await rendering;
    expect(ranMeanwhile).toBe(true);
  });

  it("fails a render that throws with its message, and goes on", async () => {
    await expect(thread.pages.render("/fails", { eventsJson: null, content: null })).rejects.toThrow(
      /^\/fails has no route$/,
    );
    const page = await thread.pages.render("/about", { eventsJson: null, content: null });
    expect(parsed(page.html.identity).path).toBe("/about");
  });

  it("fails the renders under way when the thread stops, and starts a new one for the next", async () => {
    const first = parsed(
      (await thread.pages.render("/a", { eventsJson: null, content: null })).html.identity,
    );
    const [stopped, alongside] = await Promise.allSettled([
      thread.pages.render("/stops", { eventsJson: null, content: null }),
      thread.pages.render("/b", { eventsJson: null, content: null }),
    ]);
    expect(stopped).toMatchObject({
      status: "rejected",
      reason: { message: "The render thread stopped (exit code 3)" },
    });
    // The page asked alongside was either made before the thread stopped or failed with it.
    if (alongside.status === "rejected") expect(String(alongside.reason)).toContain("stopped");
    const next = parsed((await thread.pages.render("/c", { eventsJson: null, content: null })).html.identity);
    expect(next.path).toBe("/c");
    expect(next.threadId).not.toBe(first.threadId);
    // A content the stopped thread held crosses again to the new one.
    const published = content("+91 427 000 0009");
    await thread.documents.render("/media/docs/Doc-1.pdf", published);
    await Promise.allSettled([thread.pages.render("/stops", { eventsJson: null, content: null })]);
    const again = await thread.documents.render("/media/docs/Doc-1.pdf", published);
    expect(parsed(again.body).seenBefore).toBe(false);
  });
});
