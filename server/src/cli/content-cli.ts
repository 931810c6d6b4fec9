// `npm run content -- export DIR | import DIR`: the site's content as files, to move it
// between installations (staging to production) or keep a copy. Same environment as the
// server (DATA_DIR or DATABASE_URL, WEB_ROOT for a new database's content).
//
// A folder holds `index.json`, the documents in the site's order ([{type, id}]), and one
// file a document, `{type}/{id}.json`, its data as visitors see it (drafts stay behind).
// An import publishes each document whose data differs, as a new version with the note
// "Imported from DIR", after checking the whole site as it would then be: all or nothing.
//
// Exit codes: 0 done; 1 refused (a file missing or invalid, the site not valid with it),
// with "Error: ..." on stderr; 2 usage error, with the usage text.

import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isContentType, type ContentDocument } from "@site/contracts/content";
import { loadConfig } from "../config.js";
import { seedContent } from "../content/seed.js";
import { ContentRefusal, importDocuments, publishedDocuments } from "../content/store.js";
import type { Db } from "../db/schema.js";
import { recordAudit } from "../audit/trail.js";
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
               DIR/index.json and DIR/{type}/{id}.json.
  import DIR   Publish the documents of DIR that differ from what visitors see, all
               at once, after checking the whole site with them.
  help         This text.

The database is the server's: SQLite in DATA_DIR (default ./data), or PostgreSQL
when DATABASE_URL is set.
`;

const INDEX_FILE = "index.json";
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
    const index = documents.map(({ type, id }) => ({ type, id }));
    await writeFile(path.join(dir, INDEX_FILE), `${JSON.stringify(index, null, 2)}\n`);
    io.stdout(`Exported ${documents.length} documents to ${dir}.\n`);
  };
}

/** The documents of `dir`, checked for shape only (the store checks their content). */
async function readFolder(dir: string): Promise<ContentDocument[]> {
  let index: unknown;
  try {
    index = JSON.parse(await readFile(path.join(dir, INDEX_FILE), "utf8"));
  } catch (error) {
    throw new Refusal(`${path.join(dir, INDEX_FILE)} cannot be read: ${(error as Error).message}`);
  }
  if (!Array.isArray(index)) throw new Refusal(`${INDEX_FILE} must be a list of {type, id}`);
  const documents: ContentDocument[] = [];
  const seen = new Set<string>();
  for (const [position, entry] of index.entries()) {
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
  return documents;
}

function importContent(args: string[], io: CliIo): Run {
  const dir = directoryOf(args, io, "import");
  return async (db) => {
    const documents = await readFolder(dir);
    await seeded(db, io);
    const shell = shellActor();
    const note = `Imported from ${path.basename(dir)}`.slice(0, 300);
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
      );
    } catch (error) {
      if (error instanceof ContentRefusal)
        throw new Refusal(
          `the content was not imported:\n  ${error.errors.map((e) => `${e.path}: ${e.message}`).join("\n  ")}`,
        );
      throw error;
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
