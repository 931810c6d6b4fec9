// Opening a database: several processes may create and migrate a new SQLite file at
// the same moment (the server and a staff command started together).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/open.js";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("openDatabase on SQLite", () => {
  it("lets three connections migrate a brand-new file at once: all succeed, one creates it", async () => {
    for (let round = 0; round < 5; round += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "db-open-race-"));
      dirs.push(dataDir);
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ dataDir, databaseUrl: undefined })),
      );
      try {
        expect(opened.filter((database) => database.created)).toHaveLength(1);
        const tables = await opened[0]!.db
          .selectFrom("outbox")
          .select((eb) => eb.fn.countAll<number>().as("rows"))
          .executeTakeFirstOrThrow();
        expect(Number(tables.rows)).toBe(0);
      } finally {
        await Promise.all(opened.map((database) => database.db.destroy()));
      }
    }
  });
});
