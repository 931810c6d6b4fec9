// DATA_DIR holds the XSRF signing key and visitors' personal data: only the server's own
// user may read it. New directories 0700, new files 0600, and looser modes left by an
// older version (or a restore) tightened at start with a log line.

import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MAIL_SENDING_PATH } from "@site/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { SQLITE_FILE_NAME } from "../src/db/open.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { captureLog, eventually, fetchXsrf, post, validContact } from "./form-helpers.js";
import { NO_SITE, testConfig } from "./fixtures.js";

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "private-data-"));
});

afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

describe("a new DATA_DIR on SQLite", () => {
  it("is made 0700 with the database files 0600, and mail files 0600 in a 0700 folder", async () => {
    // Nested, so the server makes every level itself.
    const dataDir = path.join(parent, "fresh", "data");
    const app = buildApp(testConfig({ DATA_DIR: dataDir, WEB_ROOT: NO_SITE }), {
      logger: false,
      mail: { pollIntervalMs: 20 },
    });
    try {
      await app.ready();
      const xsrf = await fetchXsrf(app);
      const response = await post(app, MAIL_SENDING_PATH, validContact(), xsrf.headers);
      expect(response.statusCode).toBe(202);
      const mailDir = path.join(dataDir, "mail");
      let files: string[] = [];
      await eventually(() => {
        files = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith(".eml")) : [];
        return files.length > 0;
      }, "the mail's .eml file");

      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await modeOf(path.join(parent, "fresh"))).toBe(0o700);
      for (const suffix of ["", "-wal", "-shm"]) {
        expect(await modeOf(path.join(dataDir, `${SQLITE_FILE_NAME}${suffix}`))).toBe(0o600);
      }
      expect(await modeOf(mailDir)).toBe(0o700);
      expect(await modeOf(path.join(mailDir, files[0]!))).toBe(0o600);
    } finally {
      await app.close();
    }
  });
});

describe("an existing DATA_DIR with looser modes", () => {
  it("is tightened at start, each change in the log", async () => {
    const dataDir = path.join(parent, "loose");
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    const database = path.join(dataDir, SQLITE_FILE_NAME);
    // A first run makes the database; then it is loosened as an older version left it.
    const first = buildApp(testConfig({ DATA_DIR: dataDir, WEB_ROOT: NO_SITE }), {
      logger: false,
      mail: { enabled: false },
    });
    await first.ready();
    await first.close();
    await chmod(dataDir, 0o755);
    await chmod(database, 0o644);
    await writeFile(`${database}-wal`, "");
    await chmod(`${database}-wal`, 0o664);

    const log = captureLog();
    const app = buildApp(testConfig({ DATA_DIR: dataDir, WEB_ROOT: NO_SITE, LOG_LEVEL: "info" }), {
      logger: true,
      logStream: log.stream,
      mail: { enabled: false },
    });
    try {
      await app.ready();
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await modeOf(database)).toBe(0o600);
      expect(await modeOf(`${database}-wal`)).toBe(0o600);
      const warnings = log
        .entries()
        .map((entry) => entry.msg)
        .filter((message) => message.includes("readable by other users"));
      expect(warnings).toEqual([
        expect.stringContaining(
          `DATA_DIR ${dataDir} was readable by other users (mode 0755); changed to 0700`,
        ),
        expect.stringContaining(`${database} was readable by other users (mode 0644); changed to 0600`),
        expect.stringContaining(`${database}-wal was readable by other users (mode 0664); changed to 0600`),
      ]);
    } finally {
      await app.close();
    }
  });

  it("says nothing when the modes are already private", async () => {
    const dataDir = path.join(parent, "loose");
    const log = captureLog();
    const app = buildApp(testConfig({ DATA_DIR: dataDir, WEB_ROOT: NO_SITE, LOG_LEVEL: "info" }), {
      logger: true,
      logStream: log.stream,
      mail: { enabled: false },
    });
    await app.ready();
    await app.close();
    expect(log.entries().filter((entry) => entry.msg.includes("readable by other users"))).toEqual([]);
  });
});

// SQLite's own DATA_DIR is covered above; a database server leaves it the mail files.
for (const engine of ENGINES.filter((candidate) => candidate !== "sqlite")) {
  describe(`DATA_DIR with ${engine}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
    });
    afterAll(async () => {
      await database?.remove();
    });

    it("is private too: mail files are written there", async () => {
      await chmod(database.dataDir, 0o755);
      const app = buildApp(testConfig({ ...database.env, WEB_ROOT: NO_SITE }), {
        logger: false,
        mail: { enabled: false },
      });
      await app.ready();
      await app.close();
      expect(await modeOf(database.dataDir)).toBe(0o700);
    });
  });
}
