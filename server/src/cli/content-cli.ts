// `npm run content -- export DIR | import DIR`: the site's content as files, to move it
// between installations (staging to production) or keep a copy. Same environment as the
// server (DATA_DIR or DATABASE_URL, WEB_ROOT for a new database's content).
//
// A folder holds `index.json`, `{contentSchema, documents}`: the content schema it was
// exported at (the last content migration, db/migrations/index.ts) and the documents in
// the site's order ([{type, id}]); and one file a document, `{type}/{id}.json`, its data
// as visitors see it (drafts stay behind). An export of a version before schemas were
// recorded has a bare list as its index, and counts as the oldest schema. An import first
// upgrades the documents from their schema to this version's with the content migrations
// the server runs on its own stored content (db/content-upgrade.ts), then publishes each
// document whose data differs, as a new version with the note "Imported from DIR", after
// checking the whole site as it would then be and rendering its pages with the build in
// WEB_ROOT, as a publish from the console does (site-gate.ts): all or nothing.
//
// Exit codes: 0 done; 1 refused (a file missing or invalid, the site not valid with it),
// with "Error: ..." on stderr; 2 usage error, with the usage text.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isContentType, type ContentDocument } from "@site/contracts/content";
import { loadConfig } from "../config.js";
import { seedContent } from "../content/seed.js";
import { ContentRefusal, importDocuments, publishedDocuments, readDocument } from "../content/store.js";
import { upgradeDocuments, type TypedContentUpgrade } from "../db/content-upgrade.js";
import { CONTENT_SCHEMA, contentUpgradesSince } from "../db/migrations/index.js";
import type { Db } from "../db/schema.js";
import { recordAudit } from "../audit/trail.js";
import { openSiteGate } from "./site-gate.js";
import {
  parse,
  Refusal,
  runCommandLine,
  shellActor,
  stderrLog,
  UsageError,
  type CliIo,
  type Command,
  type Run,
} from "./command-line.js";

export const USAGE = `Usage: npm run content -- <command> DIR

Commands:
  export DIR   Write what visitors see, every document, into DIR (made if missing):
               DIR/index.json (with the content schema) and DIR/{type}/{id}.json.
  import DIR   Publish the documents of DIR that differ from what visitors see, all
               at once, after checking the whole site with them and rendering its
               pages; an export of an older content schema is upgraded first.
  help         This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set.
`;

const INDEX_FILE = "index.json";
// Migration names are a few dozen characters: a longer schema names none.
const SCHEMA_MAX_LENGTH = 100;
// A document's id as a file name: the schemas' ids (slugs, codes, Doc-1) never need more.
const SAFE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/i;

const documentFile = (dir: string, type: string, id: string) => path.join(dir, type, `${id}.json`);

/** Seeds a new database first, so that an export of it has the site's content. */
async function seeded(db: Db, io: CliIo): Promise<void> {
  await seedContent(db, loadConfig(io.env).webRoot, stderrLog(io), new Date());
}

function directoryOf(args: string[], io: CliIo, command: string): string {
  const { positionals } = parse(args, {}, 1);
  const dir = positionals[0];
  if (dir === undefined) throw new UsageError(`${command} needs a folder`);
  return path.resolve(io.cwd, dir);
}

function exportContent(args: string[], io: CliIo): Run {
  const dir = directoryOf(args, io, "export");
  return async (db) => {
    await seeded(db, io);
    const documents = await publishedDocuments(db);
    for (const document of documents) {
      await mkdir(path.join(dir, document.type), { recursive: true });
      await writeFile(
        documentFile(dir, document.type, document.id),
        `${JSON.stringify(document.data, null, 2)}\n`,
      );
    }
    const index = {
      contentSchema: CONTENT_SCHEMA,
      documents: documents.map(({ type, id }) => ({ type, id })),
    };
    await writeFile(path.join(dir, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    io.stdout(`Exported ${documents.length} documents to ${dir}.\n`);
  };
}

/** The index's list of documents and content schema (undefined: before schemas were recorded). */
function indexOf(index: unknown): { entries: unknown[]; contentSchema: string | undefined } {
  // The index of an export from before content schemas were recorded.
  if (Array.isArray(index)) return { entries: index, contentSchema: undefined };
  const { documents, contentSchema } = (typeof index === "object" && index !== null ? index : {}) as {
    documents?: unknown;
    contentSchema?: unknown;
  };
  if (!Array.isArray(documents))
    throw new Refusal(`${INDEX_FILE} must be {contentSchema, documents}, documents a list of {type, id}`);
  if (
    contentSchema !== undefined &&
    (typeof contentSchema !== "string" || contentSchema.length > SCHEMA_MAX_LENGTH)
  )
    throw new Refusal(`${INDEX_FILE}'s contentSchema must be the name of a content migration`);
  return { entries: documents, contentSchema };
}

interface Folder {
  documents: ContentDocument[];
  /** The content schema they were exported at; undefined: before schemas were recorded. */
  contentSchema: string | undefined;
  /** What brings them to this version's content schema. */
  upgrades: TypedContentUpgrade[];
}

/**
 * The documents of `dir`, checked for shape only (the store checks their content), and
 * the content migrations that upgrade them.
 */
async function readFolder(dir: string): Promise<Folder> {
  let index: unknown;
  try {
    index = JSON.parse(await readFile(path.join(dir, INDEX_FILE), "utf8"));
  } catch (error) {
    throw new Refusal(`${path.join(dir, INDEX_FILE)} cannot be read: ${(error as Error).message}`);
  }
  const { entries, contentSchema } = indexOf(index);
  const upgrades = contentUpgradesSince(contentSchema);
  if (upgrades === undefined)
    throw new Refusal(
      `${INDEX_FILE} names the content schema "${contentSchema}", which this version does not know (its newest is ${CONTENT_SCHEMA}): import it with a version at least as new as the one that exported it`,
    );
  const documents: ContentDocument[] = [];
  const seen = new Set<string>();
  for (const [position, entry] of entries.entries()) {
    const { type, id } = (entry ?? {}) as { type?: unknown; id?: unknown };
    if (typeof type !== "string" || !isContentType(type) || typeof id !== "string" || !SAFE_ID.test(id))
      throw new Refusal(`${INDEX_FILE}[${position}] is not a document's {type, id}`);
    if (seen.has(`${type}/${id}`)) throw new Refusal(`${INDEX_FILE} lists ${type}/${id} twice`);
    seen.add(`${type}/${id}`);
    const file = documentFile(dir, type, id);
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, "utf8"));
    } catch (error) {
      throw new Refusal(`${file} cannot be read: ${(error as Error).message}`);
    }
    documents.push({ type, id, data });
  }
  return { documents, contentSchema, upgrades };
}

/**
 * The documents in this version's content schema: upgraded, if they are older, as the
 * server upgraded its own stored content, with the site identity published here when the
 * folder has none.
 */
async function upgraded(db: Db, io: CliIo, { documents, contentSchema, upgrades }: Folder) {
  if (upgrades.length === 0) return documents;
  const identity = (await readDocument(db, "site", "identity"))?.published;
  const from =
    contentSchema === undefined ? "an export without a content schema" : `content schema ${contentSchema}`;
  io.stdout(`Upgraded the documents from ${from} to ${CONTENT_SCHEMA}.\n`);
  return upgradeDocuments(documents, upgrades, identity);
}

function importContent(args: string[], io: CliIo): Run {
  const dir = directoryOf(args, io, "import");
  return async (db) => {
    const folder = await readFolder(dir);
    await seeded(db, io);
    const documents = await upgraded(db, io, folder);
    const shell = shellActor();
    const note = `Imported from ${path.basename(dir)}`.slice(0, 300);
    const site = await openSiteGate(db, loadConfig(io.env).webRoot, io);
    let changed: string[];
    try {
      changed = await importDocuments(
        db,
        documents,
        {
          actor: shell.actor,
          record: (trx, version, document) =>
            recordAudit(
              trx,
              {
                ...shell,
                action: "content.import",
                subject: `content ${document.type}/${document.id}`,
                details: { version, from: path.basename(dir) },
              },
              new Date(),
            ),
        },
        new Date(),
        note,
        site?.gate,
      );
    } catch (error) {
      if (error instanceof ContentRefusal)
        throw new Refusal(
          `the content was not imported:\n  ${error.errors.map((e) => `${e.path || "the site"}: ${e.message}`).join("\n  ")}`,
        );
      throw error;
    } finally {
      await site?.close();
    }
    io.stdout(
      changed.length === 0
        ? "Nothing to import: every document is as visitors see it already.\n"
        : `Published ${changed.length} documents: ${changed.join(", ")}.\n`,
    );
  };
}

const COMMANDS = { export: exportContent, import: importContent } satisfies Record<string, Command>;

/** Runs one command; resolves with the exit code. Never throws. */
export function runContentCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, { usage: USAGE, commands: COMMANDS });
}
