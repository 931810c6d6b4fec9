// How fast the server starts, and how fast /gallery follows its events.
//
//   npm run bench:startup   (builds first)
//
// The real server (`node server/dist/main.js`, SQLite in a temporary DATA_DIR) is started
// again and again on the same data: its first start (a new database: the sample events are
// drawn), a restart on unchanged data (the kept rendering of /gallery is served, nothing is
// rendered), and a restart after the events changed while it was down (the kept rendering
// at once, the new one in the background). For each: the time from spawn to the first 200
// of /healthz, and to /gallery showing the newest event. Then, while it runs, an event
// added from another process (as `npm run events -- add` does): the time until /gallery
// shows it. Target: /gallery follows within 2 s. BENCH_SERVER_ROOT=dir measures another
// checkout's build (the same script on the code before a change).

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { freePort, REPO_ROOT } from "../scripts/server-process.mjs";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, resultsPathShown, writeSection } from "./lib/results-file.ts";

const ROOT = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : REPO_ROOT;
const TITLE = LOAD_SECTION_TITLES.startup;
const RUNS = 5;
const TARGET_FOLLOW_MS = 2_000;
const POLL_MS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One of the server's built modules, typed by its source. */
const dist = <Module>(file: string): Promise<Module> =>
  import(pathToFileURL(path.join(ROOT, "server/dist", file)).href) as Promise<Module>;

interface Started {
  child: ChildProcess;
  baseURL: string;
  readyMs: number;
}

async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "server/dist/main.js")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  for (const deadline = startedAt + 120_000; performance.now() < deadline; await sleep(POLL_MS)) {
    const ok = await fetch(`${baseURL}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { child, baseURL, readyMs: performance.now() - startedAt };
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start within 120 s");
}

async function stop({ child }: Started) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Polls /gallery until its HTML holds `text`; the time from `since`. */
async function galleryShows(baseURL: string, text: string, since: number): Promise<number> {
  for (const deadline = since + 30_000; performance.now() < deadline; await sleep(POLL_MS)) {
    const html = await (await fetch(`${baseURL}/gallery`)).text();
    if (html.includes(text)) return performance.now() - since;
  }
  return Number.POSITIVE_INFINITY;
}

async function addEvent(dataDir: string, title: string) {
  const { openDatabase } = await dist<typeof import("../server/src/db/open.ts")>("db/open.js");
  const { addEventWithImage } =
    await dist<typeof import("../server/src/events/add-event.ts")>("events/add-event.js");
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .toBuffer();
  const opened = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await addEventWithImage(
      opened.db,
      { title, date: "2099-01-01", description: undefined },
      { bytes: picture, alt: title },
      `"${title}.jpg"`,
    );
  } finally {
    await opened.db.destroy();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "never");

async function main() {
  const startedAt = new Date();
  const rows: Record<string, { ready: number[]; gallery: number[] }> = {};
  const follows: number[] = [];
  const record = (name: string, ready: number, gallery: number) => {
    rows[name] ??= { ready: [], gallery: [] };
    rows[name].ready.push(ready);
    rows[name].gallery.push(gallery);
  };
  for (let run = 1; run <= RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-startup-"));
    try {
      // A new database: migrations, the sample events drawn, /gallery rendered for the first time.
      let spawnedAt = performance.now();
      let server = await start(dataDir);
      await addEvent(dataDir, `First ${run}`);
      record(
        "first start (new database)",
        server.readyMs,
        await galleryShows(server.baseURL, `First ${run}`, spawnedAt),
      );
      await stop(server);

      spawnedAt = performance.now();
      server = await start(dataDir);
      record(
        "restart, same events",
        server.readyMs,
        await galleryShows(server.baseURL, `First ${run}`, spawnedAt),
      );
      await stop(server);

      await addEvent(dataDir, `While down ${run}`);
      spawnedAt = performance.now();
      server = await start(dataDir);
      record(
        "restart, events changed while down",
        server.readyMs,
        await galleryShows(server.baseURL, `While down ${run}`, spawnedAt),
      );

      const addedAt = performance.now();
      await addEvent(dataDir, `Live ${run}`);
      follows.push(await galleryShows(server.baseURL, `Live ${run}`, addedAt));
      await stop(server);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`bench-startup: run ${run} of ${RUNS} done`);
  }
  const finishedAt = new Date();
  const followMedian = median(follows);
  const lines = [
    ...sectionHead({
      title: TITLE,
      name: "startup",
      startedAt,
      finishedAt,
      machineNote: `SQLite; ${RUNS} runs, medians; ${ROOT === REPO_ROOT ? "this checkout" : `the build in ${ROOT}`}.`,
    }),
    "",
    "| start | to /healthz 200 | to /gallery showing the newest event |",
    "| --- | --- | --- |",
    ...Object.entries(rows).map(
      ([name, row]) => `| ${name} | ${ms(median(row.ready))} | ${ms(median(row.gallery))} |`,
    ),
    "",
    `- An event added by another process while the server runs shows on /gallery after ${ms(followMedian)} (median; worst ${ms(Math.max(...follows))}); target ${TARGET_FOLLOW_MS} ms: ${followMedian <= TARGET_FOLLOW_MS ? "met" : "NOT met"}.`,
  ];
  writeSection(TITLE, lines.join("\n"));
  console.log(`bench-startup: written to ${resultsPathShown()}`);
}

await main();
