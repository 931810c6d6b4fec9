// PostgreSQL going away under load must not stop a server process.
//
// Two real server processes share one database on a throwaway cluster of this file's own
// (the shared cluster of global-setup.ts serves other suites in parallel, so it must not
// be restarted). While both take contact-form posts and reads, every session of the
// database is terminated several times and PostgreSQL is restarted (`-m fast`) twice.
// Both processes must still run afterwards, every answer must be 202 or the documented
// 503 (503 only while the database was away), every acknowledged message must be
// stored, and both instances must be healthy and accept posts again.

import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type ThrowawayPostgres } from "../../scripts/postgres.mjs";
import { NO_SITE } from "./fixtures.js";
import { send, startLoad, xsrfHeadersOf, type LoadTarget, type Outcome } from "./load.js";
import { startServerInstance, type ServerInstance } from "./server-instance.js";

const DATABASE = "faults";
// 25 posts/s over both instances, plus 5 reads/s: the rate at which instances died by hand.
const POST_INTERVAL_MS = 40;
const READ_INTERVAL_MS = 200;
const REQUEST_TIMEOUT_MS = 12_000;
// A transaction takes a few ms here, so a fault at a random moment rarely catches one
// in flight. Holding the writes this long first (a slow database under load) makes sure
// each fault lands on connections that requests have checked out.
const HOLD_WRITES_MS = 400;
const PAUSE_BETWEEN_FAULTS_MS = 1_200;
// After a fault ends, requests may still meet a connection the pool has not yet found
// dead, or wait for a new one: a 503 this soon after is the documented answer.
const RECOVERY_GRACE_MS = 2_000;
const RECOVERY_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Fault {
  what: string;
  /** Whether writes were held first (withWritesHeld), so the lock holder's session ended too. */
  held: boolean;
  /** Date.now() at its start and end: 503s are expected from start to end + RECOVERY_GRACE_MS. */
  start: number;
  end: number;
  /** Sessions pg_terminate_backend ended (terminations only). */
  ended?: number;
}

/**
 * Takes a write lock on contact_messages in a session of its own, waits while posts pile
 * up behind it, then runs `act` (which ends that session too, releasing the lock).
 */
async function withWritesHeld<T>(url: string, act: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // The fault ends this session as well: its error is expected, and unheard it would end
  // the test process the way it ended the servers.
  holder.on("error", () => {});
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("lock table contact_messages in exclusive mode");
    await sleep(HOLD_WRITES_MS);
    return await act();
  } finally {
    await holder.end().catch(() => {});
  }
}

/** Runs the faults one after another, with load-only pauses between; resolves with their times. */
async function runFaults(cluster: ThrowawayPostgres, url: string): Promise<Fault[]> {
  const terminate = () => cluster.terminateBackends(DATABASE);
  const restart = async () => {
    await cluster.restart();
    return undefined;
  };
  // Plain terminations too: they end the pools' idle connections rather than busy ones.
  const plan: { what: string; held: boolean; act: () => Promise<number | undefined> }[] = [
    { what: "terminate every session", held: true, act: terminate },
    { what: "pg_ctl restart -m fast", held: true, act: restart },
    { what: "terminate every session", held: false, act: terminate },
    { what: "terminate every session", held: true, act: terminate },
    { what: "pg_ctl restart -m fast", held: true, act: restart },
    { what: "terminate every session", held: false, act: terminate },
  ];
  const faults: Fault[] = [];
  for (const { what, held, act } of plan) {
    await sleep(PAUSE_BETWEEN_FAULTS_MS);
    const start = Date.now();
    const ended = held ? await withWritesHeld(url, act) : await act();
    faults.push({ what, held, start, end: Date.now(), ...(ended === undefined ? {} : { ended }) });
  }
  await sleep(PAUSE_BETWEEN_FAULTS_MS);
  return faults;
}

const duringFault = (outcome: Outcome, faults: readonly Fault[]) =>
  faults.some(
    (fault) => outcome.startedAt <= fault.end + RECOVERY_GRACE_MS && outcome.endedAt >= fault.start,
  );

/** What an answer should have been: `undefined` when it was one of the allowed ones. */
function unexpected(outcome: Outcome, faults: readonly Fault[], since: number): string | undefined {
  const ok = outcome.kind === "post" ? 202 : 200;
  if (outcome.status === ok) return undefined;
  if (outcome.status === 503 && duringFault(outcome, faults)) return undefined;
  const answer =
    outcome.error ?? `status ${outcome.status}${outcome.status === 503 ? " while the database was up" : ""}`;
  return `${outcome.kind} to instance ${outcome.target} at +${outcome.startedAt - since} ms: ${answer}`;
}

/** Retries `attempt` until it returns true, for at most RECOVERY_TIMEOUT_MS. */
async function eventually(what: string, attempt: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await attempt().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${RECOVERY_TIMEOUT_MS} ms`);
}

/** Whether the .eml transport wrote a mail into DATA_DIR/mail at `since` or later. */
async function wroteMailSince(dataDir: string, since: number): Promise<boolean> {
  const directory = path.join(dataDir, "mail");
  // Finished mails only: a send in progress is a hidden temporary file.
  const names = (await readdir(directory)).filter((name) => name.endsWith(".eml") && !name.startsWith("."));
  const times = await Promise.all(
    names.map(async (name) => (await stat(path.join(directory, name))).mtimeMs),
  );
  return times.some((time) => time >= since);
}

async function storedIds(url: string, ids: readonly string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      "select id from contact_messages where id = any($1::text[])",
      [ids],
    );
    return new Set(result.rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}

describe("PostgreSQL going away under load", () => {
  let cluster: ThrowawayPostgres | undefined;
  let url: string;
  const dataDirs: string[] = [];
  const instances: ServerInstance[] = [];

  beforeAll(async () => {
    cluster = await startPostgres({ label: `faults-${randomBytes(3).toString("hex")}` });
    url = await cluster.createDatabase(DATABASE);
    for (let i = 0; i < 2; i += 1) dataDirs.push(await mkdtemp(path.join(tmpdir(), "pg-faults-data-")));
    // One after the other: the second starts on a migrated database, as a scaled-out
    // instance would.
    for (const dataDir of dataDirs) {
      instances.push(
        await startServerInstance({
          DATABASE_URL: url,
          DATA_DIR: dataDir, // no SMTP_URL: mail goes to .eml files here
          WEB_ROOT: NO_SITE, // the API works without the site
          RATE_LIMIT: "100000",
          SAMPLE_EVENTS: "false",
          LOG_LEVEL: "warn",
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await cluster?.stop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 30_000);

  it("keeps both instances up, answers 202 or 503, stores every 202 and recovers", async () => {
    const targets: LoadTarget[] = await Promise.all(
      instances.map(async (instance) => ({
        baseURL: instance.baseURL,
        xsrfHeaders: await xsrfHeadersOf(instance.baseURL),
      })),
    );
    const load = startLoad(targets, {
      postIntervalMs: POST_INTERVAL_MS,
      readIntervalMs: READ_INTERVAL_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    const loadStart = Date.now();
    let faults: Fault[] = [];
    let outcomes: Outcome[];
    try {
      faults = await runFaults(cluster!, url);
    } finally {
      outcomes = await load.stop();
    }

    // No process ended: the crash this guards against exits with "Shutting down after an
    // unexpected error" (57P01 or "Connection terminated unexpectedly").
    instances.forEach((instance, index) => {
      expect(
        instance.ended(),
        `instance ${index} exited:\n${instance.output().slice(-4_000)}`,
      ).toBeUndefined();
    });

    const problems = outcomes
      .map((outcome) => unexpected(outcome, faults, loadStart))
      .filter((problem) => problem !== undefined);
    expect(problems.slice(0, 20), `${problems.length} unexpected answers`).toEqual([]);

    // The faults hit requests in flight on both instances (else this test proves nothing),
    // and each termination ended sessions of the servers (with writes held, more than the
    // lock holder's own).
    const posts = outcomes.filter((outcome) => outcome.kind === "post");
    for (const target of targets.keys()) {
      expect(posts.filter((post) => post.target === target && post.status === 503).length).toBeGreaterThan(0);
      expect(posts.filter((post) => post.target === target && post.status === 202).length).toBeGreaterThan(
        50,
      );
    }
    for (const fault of faults.filter((fault) => fault.ended !== undefined)) {
      expect(fault.ended, `${fault.what}${fault.held ? " (writes held)" : ""}`).toBeGreaterThan(
        fault.held ? 1 : 0,
      );
    }

    // Healthy again, and taking posts, within seconds.
    const recovered: string[] = [];
    for (const [index, target] of targets.entries()) {
      await eventually(`${target.baseURL}/healthz 200`, async () => {
        const response = await fetch(`${target.baseURL}/healthz`, { signal: AbortSignal.timeout(3_000) });
        return response.status === 200;
      });
      await eventually(`a post to ${target.baseURL} accepted`, async () => {
        const { id } = await send(target, index, "post", 3_000);
        if (id) recovered.push(id);
        return id !== undefined;
      });
    }

    // Each instance's mail worker still delivers: it wrote .eml files after the last fault
    // (its own posts nudge it, so it does not leave them all to the other one).
    const lastFaultEnd = Math.max(...faults.map((fault) => fault.end));
    for (const dataDir of dataDirs) {
      await eventually(`a mail delivered into ${dataDir} after the faults`, () =>
        wroteMailSince(dataDir, lastFaultEnd),
      );
    }

    // Nothing acknowledged was lost.
    const acknowledged = [...posts.flatMap((post) => (post.id ? [post.id] : [])), ...recovered];
    const stored = await storedIds(url, acknowledged);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 75_000);
});
