// The site's content enters a database from the web build's seed, once: a later build
// adds only the documents it brings, never overwriting what staff changed. `npm run
// content -- export DIR / import DIR` moves what visitors see between installations, all
// or nothing, each change a new version in the history and the audit trail; an export
// records its content schema, and one made before a content migration (or with no record)
// is upgraded by the same migrations as the server's stored content.

import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CONTENT_SEED_FILE, type ContentSeed, type SiteManifestInput } from "@site/contracts";
import { documentProblems, type ContentDocument } from "@site/contracts/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "../src/audit/trail.js";
import { seedContent } from "../src/content/seed.js";
import {
  ContentRefusal,
  documentHistory,
  importDocuments,
  publishedDocuments,
  readDocument,
  saveDraft,
  type PublishGate,
} from "../src/content/store.js";
import { CONTENT_SCHEMA } from "../src/db/migrations/index.js";
import { runContent } from "./cli-helpers.js";
import { FIXTURE_DOCUMENTS, IDENTITY } from "./content-fixtures.js";
import { databaseForSuite, ENGINES } from "./databases.js";

const SEED = `server-render/${CONTENT_SEED_FILE}`;

/** A WEB_ROOT with a manifest naming `documents` as its content seed (no pages needed here). */
async function webRootWith(root: string, documents: readonly ContentDocument[]) {
  await mkdir(path.join(root, "server-render"), { recursive: true });
  const manifest: SiteManifestInput = {
    buildId: "content-seed-test",
    pages: { "/home": { file: "home/index.html", scriptHashes: [], postsForm: false } },
    home: "/home",
    renderer: "server-render/index.js",
    contentSeed: SEED,
    enhanceScript: "/assets/enhance-test.js",
  };
  await writeFile(path.join(root, "site-manifest.json"), JSON.stringify(manifest));
  const seed: ContentSeed = { documents: [...documents] };
  await writeFile(path.join(root, SEED), JSON.stringify(seed));
}

const silent = { info: () => {}, warn: () => {} };

describe.each(ENGINES)("content seed and files (%s)", (engine) => {
  const suite = databaseForSuite(engine);
  let root: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "content-seed-"));
    await webRootWith(path.join(root, "web"), FIXTURE_DOCUMENTS.slice(0, 3));
    env = { ...suite.env, WEB_ROOT: path.join(root, "web") };
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("seeds a new database from the web build, once", async () => {
    expect(await seedContent(suite.db, env.WEB_ROOT!, silent, new Date())).toBe(3);
    expect((await publishedDocuments(suite.db)).map((d) => `${d.type}/${d.id}`)).toEqual([
      "site/identity",
      "page/faq",
      "solution/payments",
    ]);
    expect(await seedContent(suite.db, env.WEB_ROOT!, silent, new Date())).toBe(0);
  });

  it("takes from a newer build only the documents it adds, keeping what staff changed", async () => {
    const draft = { ...IDENTITY, company: "Changed By Staff" };
    await saveDraft(
      suite.db,
      { type: "site", id: "identity", version: 1, data: draft },
      { actor: "staff:x" },
      new Date(),
    );
    const newer = FIXTURE_DOCUMENTS.map((d) =>
      d.type === "site" ? { ...d, data: { ...IDENTITY, company: "From The Newer Build" } } : d,
    );
    await webRootWith(path.join(root, "web"), newer);
    expect(await seedContent(suite.db, env.WEB_ROOT!, silent, new Date())).toBe(1);
    const identity = await readDocument(suite.db, "site", "identity");
    expect(identity).toMatchObject({ version: 2, draft, published: IDENTITY });
    expect((await readDocument(suite.db, "solution", "onboarding"))?.position).toBe(1);
  });

  it("exports what visitors see, one file a document, and imports it back as it was", async () => {
    const dir = path.join(root, "export");
    const exported = await runContent(env, "export", dir);
    expect(exported, exported.stderr).toMatchObject({ code: 0 });
    expect(exported.stdout).toContain("Exported 4 documents");
    expect(JSON.parse(await readFile(path.join(dir, "index.json"), "utf8"))).toEqual({
      contentSchema: CONTENT_SCHEMA,
      documents: FIXTURE_DOCUMENTS.map(({ type, id }) => ({ type, id })),
    });
    expect(CONTENT_SCHEMA).toBe("0014-about-links-from-identity");
    // Drafts stay behind.
    expect(JSON.parse(await readFile(path.join(dir, "site/identity.json"), "utf8"))).toEqual(IDENTITY);
    const again = await runContent(env, "import", dir);
    expect(again).toMatchObject({
      code: 0,
      stdout: "Nothing to import: every document is as visitors see it already.\n",
    });
  });

  it("imports changed documents as new versions, all or nothing", async () => {
    const dir = path.join(root, "export");
    const faqFile = path.join(dir, "page/faq.json");
    const faq = JSON.parse(await readFile(faqFile, "utf8")) as { intro: string };
    faq.intro = "Answers from the staging site, moved to production.";
    await writeFile(faqFile, JSON.stringify(faq));
    // A second change that breaks the site elsewhere: nothing of the folder is published.
    const onboardingFile = path.join(dir, "solution/onboarding.json");
    const onboarding = JSON.parse(await readFile(onboardingFile, "utf8")) as { entry: { name: string } };
    const original = onboarding.entry.name;
    onboarding.entry.name = "Instant Payments";
    await writeFile(onboardingFile, JSON.stringify(onboarding));
    const refused = await runContent(env, "import", dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('solutions[1]: duplicate solution name "Instant Payments"');
    expect((await readDocument(suite.db, "page", "faq"))?.version).toBe(1);

    onboarding.entry.name = original;
    await writeFile(onboardingFile, JSON.stringify(onboarding));
    const imported = await runContent(env, "import", dir);
    expect(imported, imported.stderr).toMatchObject({
      code: 0,
      stdout: "Published 1 documents: page/faq.\n",
    });
    expect(await readDocument(suite.db, "page", "faq")).toMatchObject({ version: 2, published: faq });
    expect((await documentHistory(suite.db, "page", "faq"))[0]).toMatchObject({
      version: 2,
      note: "Imported from export",
    });
    const entry = (await listAudit(suite.db)).entries.find((e) => e.action === "content.import");
    expect(entry).toMatchObject({ subject: "content page/faq", details: { version: 2, from: "export" } });
  });

  it("refuses a folder that is not an export, changing nothing", async () => {
    const bad = path.join(root, "bad");
    await mkdir(bad, { recursive: true });
    expect((await runContent(env, "import", bad)).stderr).toMatch(/index\.json cannot be read/);
    await writeFile(path.join(bad, "index.json"), JSON.stringify([{ type: "page", id: "../../etc/passwd" }]));
    expect((await runContent(env, "import", bad)).stderr).toMatch(/index\.json\[0\] is not a document/);
    await writeFile(path.join(bad, "index.json"), JSON.stringify([{ type: "page", id: "faq" }]));
    expect((await runContent(env, "import", bad)).stderr).toMatch(/faq\.json cannot be read/);
    // Made by a newer version: its content may be in a shape this one cannot read.
    await writeFile(
      path.join(bad, "index.json"),
      JSON.stringify({ contentSchema: "9999-from-the-future", documents: [{ type: "page", id: "faq" }] }),
    );
    expect((await runContent(env, "import", bad)).stderr).toContain(
      `index.json names the content schema "9999-from-the-future", which this version does not know (its newest is ${CONTENT_SCHEMA})`,
    );
    expect((await runContent(env, "import")).code).toBe(2);
    expect((await readDocument(suite.db, "page", "faq"))?.version).toBe(2);
  });

  it("upgrades an export made before content migrations 0013 and 0014 as the server upgrades its own, then imports it", async () => {
    const before = JSON.parse(
      await readFile(new URL("./content-pages-before-0013-0014.json", import.meta.url), "utf8"),
    ) as Record<"identity" | "contact" | "careers" | "about", unknown>;
    const dir = path.join(root, "before-0013");
    const documents: ContentDocument[] = [
      { type: "site", id: "identity", data: before.identity },
      { type: "page", id: "contact", data: before.contact },
      { type: "page", id: "careers", data: before.careers },
      { type: "page", id: "about", data: before.about },
    ];
    for (const { type, id, data } of documents) {
      await mkdir(path.join(dir, type), { recursive: true });
      await writeFile(path.join(dir, type, `${id}.json`), JSON.stringify(data));
    }
    const index = documents.map(({ type, id }) => ({ type, id }));

    // Recorded as today's schema, the old shapes are checked as they are: refused.
    await writeFile(
      path.join(dir, "index.json"),
      JSON.stringify({ contentSchema: CONTENT_SCHEMA, documents: index }),
    );
    const asToday = await runContent(env, "import", dir);
    expect(asToday.code).toBe(1);
    expect(asToday.stderr).toContain("page/contact.cards[0]");
    expect(await readDocument(suite.db, "page", "contact")).toBeUndefined();

    // An export of the version before: a list, no schema recorded, so the oldest.
    await writeFile(path.join(dir, "index.json"), JSON.stringify(index));
    const imported = await runContent(env, "import", dir);
    expect(imported, imported.stderr).toMatchObject({
      code: 0,
      stdout:
        `Upgraded the documents from an export without a content schema to ${CONTENT_SCHEMA}.\n` +
        "Published 4 documents: site/identity, page/contact, page/careers, page/about.\n",
    });
    const published = async (id: string) =>
      (await readDocument(suite.db, "page", id))?.published as Record<string, unknown>;
    const contact = await published("contact");
    for (const id of ["contact", "careers", "about"])
      expect(documentProblems("page", id, await published(id)), id).toEqual([]);
    expect(contact.cards).toMatchObject([{ shows: "network" }, { shows: "address" }, { shows: "phone" }]);
    expect(JSON.stringify(contact)).toContain("call our 24x7 support desk on {phone}.");
    expect((await published("careers")).howToApply).not.toHaveProperty("email");
    const sections = (await published("about")).sections as { id: string; links?: unknown[] }[];
    expect(sections.find((section) => section.id === "get-in-touch")?.links).toEqual([
      { label: "{email}", href: "mailto:{email}" },
      { label: "{phone}", href: "tel:{dial}" },
      { label: "Contact form", href: "/contact" },
    ]);
  });
  it("renders the site before an import publishes it, again if a publish lands meanwhile, and publishes nothing when a page cannot be made", async () => {
    const by = { actor: "shell:test" };
    const faq = (await readDocument(suite.db, "page", "faq"))!;
    const intro = "Rendered before it is published.";
    const changed: ContentDocument = {
      type: "page",
      id: "faq",
      data: { ...(faq.published as Record<string, unknown>), intro },
    };
    const refusing: PublishGate = {
      prepare: () => Promise.reject(new ContentRefusal(400, [{ path: "", message: "/help cannot be made" }])),
    };
    await expect(
      importDocuments(suite.db, [changed], by, new Date(), "Imported", refusing),
    ).rejects.toBeInstanceOf(ContentRefusal);
    expect((await readDocument(suite.db, "page", "faq"))?.version).toBe(faq.version);

    const identity = (await readDocument(suite.db, "site", "identity"))!;
    const company = "Published While It Rendered";
    const prepared: string[][] = [];
    const installed: number[] = [];
    const gate: PublishGate = {
      async prepare(site) {
        const of = (type: string, id: string) =>
          site.find((d) => d.type === type && d.id === id)!.data as Record<string, unknown>;
        prepared.push([of("page", "faq").intro as string, of("site", "identity").company as string]);
        // A colleague publishes while the first rendering runs: it is of a site that no
        // longer is, so the import renders again, with both changes.
        if (prepared.length === 1)
          await importDocuments(
            suite.db,
            [{ type: "site", id: "identity", data: { ...(identity.published as object), company } }],
            by,
            new Date(),
            "Meanwhile",
          );
        return {
          install: async () => void installed.push((await readDocument(suite.db, "page", "faq"))!.version),
        };
      },
    };
    expect(await importDocuments(suite.db, [changed], by, new Date(), "Imported", gate)).toEqual([
      "page/faq",
    ]);
    expect(prepared).toEqual([
      [intro, (identity.published as { company: string }).company],
      [intro, company],
    ]);
    // Installed once, after the commit.
    expect(installed).toEqual([faq.version + 1]);
    // Nothing to import: nothing rendered.
    expect(await importDocuments(suite.db, [changed], by, new Date(), "Imported", refusing)).toEqual([]);
  });
});
