// The staff CLI (`npm run events -- ...`) on both engines: what it prints, its exit
// codes, and that every refusal leaves the database exactly as it was.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/open.js";
import { addWithCli, itBehavesLikeAStaffCommand, runCli, runCliProcess } from "./cli-helpers.js";
import { createTestDatabase, ENGINES, type TestDatabase } from "./databases.js";
import { imageFilesForSuite } from "./images.js";

const files = imageFilesForSuite();

/** Row counts and the change counter, read on a connection of our own. */
async function snapshot(database: TestDatabase) {
  const { db } = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.env.DATABASE_URL });
  try {
    const count = async (table: "events" | "event_images") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const version = await db.selectFrom("events_version").select("version").executeTakeFirstOrThrow();
    return {
      events: await count("events"),
      images: await count("event_images"),
      version: Number(version.version),
    };
  } finally {
    await db.destroy();
  }
}

describe.each(ENGINES)("events CLI on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.remove();
  });

  it("add stores the event with its renditions and says so", async () => {
    const result = await runCli(
      database.env,
      "add",
      "--title",
      "Go-live party",
      "--date",
      "2024-02-29",
      "--image",
      files.jpeg,
      "--description",
      "Cake for everyone.",
    );
    expect(result).toEqual({
      code: 0,
      stdout: expect.stringMatching(/^Added event \d+: "Go-live party" \(2024-02-29\), 6 image files\.\n$/),
      stderr: expect.stringContaining("applied migrations 0001-events"),
    });
    expect(await snapshot(database)).toEqual({ events: 1, images: 6, version: 1 });
  });

  it("list prints an aligned table, newest first", async () => {
    await addWithCli(database.env, { title: "Workshop", date: "2025-03-01", image: files.webp });
    const result = await runCli(database.env, "list");
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^ID\s+DATE\s+PICTURES\s+IMAGES\s+TITLE$/);
    expect(lines.slice(1).map((line) => line.replace(/^\s*\d+/, "N"))).toEqual([
      "N  2025-03-01         1       6  Workshop",
      "N  2024-02-29         1       6  Go-live party",
    ]);
    // Columns line up: every title starts at the same offset.
    const offsets = lines.map((line) =>
      line.indexOf(line.includes("TITLE") ? "TITLE" : line.trim().split(/\s{2,}/)[4]!),
    );
    expect(new Set(offsets).size).toBe(1);
  });

  it("list --json prints every event with its images", async () => {
    const result = await runCli(database.env, "list", "--json");
    expect(result.code).toBe(0);
    const events = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(events).toHaveLength(2);
    expect(events[1]).toEqual({
      id: expect.any(Number),
      date: "2024-02-29",
      title: "Go-live party",
      description: "Cake for everyone.",
      sample: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      images: expect.arrayContaining([
        {
          url: expect.stringMatching(/^\/Bweb\/api\/events\/images\/[0-9a-f]{32}\.avif$/),
          type: "image/avif",
          width: 480,
          height: 320,
          bytes: expect.any(Number),
        },
      ]),
      // Its one picture, described by the title until staff write an alt text.
      pictures: [
        {
          id: expect.any(Number),
          alt: "Go-live party",
          focus: { x: 50, y: 50 },
          images: expect.arrayContaining([expect.objectContaining({ type: "image/webp", width: 480 })]),
        },
      ],
    });
    expect(events[0]).toMatchObject({ title: "Workshop", description: null });
  });

  it.each([
    [
      "a date that does not exist",
      ["--date", "2024-02-30"],
      'Error: --date must be a real date as YYYY-MM-DD (got "2024-02-30")',
    ],
    [
      "a date in another format",
      ["--date", "30/01/2024"],
      'Error: --date must be a real date as YYYY-MM-DD (got "30/01/2024")',
    ],
    ["a blank title", ["--title", "   "], "Error: --title must not be empty"],
    [
      "a title that is too long",
      ["--title", "x".repeat(201)],
      "Error: --title must be at most 200 characters (got 201)",
    ],
    [
      "a title on two lines",
      ["--title", "One\nTwo"],
      "Error: --title must be one line without control characters",
    ],
    [
      "a description that is too long",
      ["--description", "y".repeat(2001)],
      "Error: --description must be at most 2000 characters (got 2001)",
    ],
    ["a missing file", ["--image", "MISSING"], 'Error: --image "MISSING" cannot be read: no such file'],
    ["a directory", ["--image", "DIRECTORY"], 'Error: --image "DIRECTORY" is not a file'],
    ["an empty file", ["--image", "EMPTY"], 'Error: --image "EMPTY" is empty'],
    ["a text file named .jpg", ["--image", "TEXT"], 'Error: --image "TEXT" is not a JPEG, PNG or WebP image'],
    [
      "a GIF",
      ["--image", "GIF"],
      'Error: --image "GIF" is a GIF image; only JPEG, PNG and WebP images are accepted',
    ],
    [
      "a truncated JPEG",
      ["--image", "TRUNCATED"],
      'Error: --image "TRUNCATED" is a corrupt or truncated JPEG image (VipsJpeg: premature end of JPEG image)',
    ],
    [
      "a JPEG with a garbled header",
      ["--image", "GARBLED"],
      'Error: --image "GARBLED" is a corrupt JPEG image (',
    ],
    [
      "a file over 15 MB",
      ["--image", "TOO_LARGE"],
      'Error: --image "TOO_LARGE" is 15.0 MB; the limit is 15 MB',
    ],
    [
      "an image over 40 megapixels",
      ["--image", "TOO_MANY_PIXELS"],
      'Error: --image "TOO_MANY_PIXELS" has 48.0 megapixels (8000×6000); the limit is 40',
    ],
  ])("refuses %s with exit code 1, one line, and stores nothing", async (_case, override, message) => {
    const paths: Record<string, string> = {
      MISSING: files.missing,
      DIRECTORY: files.directory,
      EMPTY: files.empty,
      TEXT: files.text,
      GIF: files.gif,
      TRUNCATED: files.truncatedJpeg,
      GARBLED: files.garbledJpeg,
      TOO_LARGE: files.tooLarge,
      TOO_MANY_PIXELS: files.tooManyPixels,
    };
    const options: Record<string, string> = {
      "--title": "A valid title",
      "--date": "2024-06-01",
      "--image": files.jpeg,
    };
    for (let i = 0; i < override.length; i += 2)
      options[override[i]!] = paths[override[i + 1]!] ?? override[i + 1]!;
    const before = await snapshot(database);

    const result = await runCli(database.env, "add", ...Object.entries(options).flat());
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    let expected = message;
    for (const [token, file] of Object.entries(paths))
      expected = expected.replace(`"${token}"`, JSON.stringify(file));
    expect(result.stderr.startsWith(expected), result.stderr).toBe(true);
    expect(result.stderr.endsWith("\n")).toBe(true);
    expect(result.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(await snapshot(database)).toEqual(before);
  });

  it("remove deletes the event and its images; a second remove is refused", async () => {
    const id = await addWithCli(database.env, { title: "Short-lived", date: "2024-07-07", image: files.png });
    const before = await snapshot(database);
    const removed = await runCli(database.env, "remove", String(id));
    expect(removed).toMatchObject({ code: 0, stdout: `Removed event ${id} and its images.\n` });
    expect(await snapshot(database)).toEqual({
      events: before.events - 1,
      images: before.images - 6,
      version: before.version + 1,
    });
    const list = JSON.parse((await runCli(database.env, "list", "--json")).stdout) as Array<{ id: number }>;
    expect(list.map((event) => event.id)).not.toContain(id);

    const again = await runCli(database.env, "remove", String(id));
    expect(again).toMatchObject({
      code: 1,
      stdout: "",
      stderr: `Error: there is no event with id ${id} (see \`list\`)\n`,
    });
  });

  itBehavesLikeAStaffCommand({
    run: runCli,
    env: () => database.env,
    usage: "Usage: npm run events -- <command> [options]",
    helpMentions: "remove-samples",
    usageErrors: [
      ["no command", []],
      ["an unknown command", ["publish"]],
      ["add without --image", ["add", "--title", "T", "--date", "2024-01-01"]],
      ["an unknown option", ["list", "--csv"]],
      ["remove without an id", ["remove"]],
      ["remove with a non-numeric id", ["remove", "abc"]],
      ["a stray argument", ["list", "extra"]],
    ],
  });
});

describe("events CLI as a process", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await database?.remove();
  });

  const cli = (args: string[], env: Record<string, string> = {}) =>
    runCliProcess("events", { ...database.env, ...env }, args);

  it("exits 0 after add and prints parseable JSON for list --json", async () => {
    const added = await cli([
      "add",
      "--title",
      "From a shell",
      "--date",
      "2025-05-05",
      "--image",
      files.small,
    ]);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(/^Added event 1: "From a shell" \(2025-05-05\), 2 image files\.\n$/);
    const listed = await cli(["list", "--json"]);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toMatchObject([{ id: 1, title: "From a shell", date: "2025-05-05" }]);
  }, 60_000);

  it("resolves a relative --image from INIT_CWD (where npm was run) and exits 1 on a refusal", async () => {
    const ok = await cli(["add", "--title", "Relative", "--date", "2025-05-06", "--image", "photo.webp"], {
      INIT_CWD: files.directory,
    });
    expect(ok.code, ok.stderr).toBe(0);
    const refused = await cli(["add", "--title", "Bad", "--date", "2025-13-01", "--image", "photo.webp"], {
      INIT_CWD: files.directory,
    });
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: 'Error: --date must be a real date as YYYY-MM-DD (got "2025-13-01")\n',
    });
  }, 60_000);

  it("exits 2 with the usage text on a usage error", async () => {
    const result = await cli(["frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Error: unknown command "frobnicate"');
  }, 30_000);
});
