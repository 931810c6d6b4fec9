// What the worst hostile requests cost the real server: the ones that once froze it (a
// form post whose e-mail is a domain of 126,000 dots took 20 s; "/" + 16,000 slashes took
// 0.6 s) and their relatives, each sent several times, and the health check's latency
// while a crowd of them arrives at once.
//
//   npm run bench           (Lighthouse, the load benchmarks, then this)
//   npm run bench:hostile   (only this; builds first)
//
// The built server (`node server/dist/main.js`) on SQLite, RATE_LIMIT raised so that the
// limit does not answer in the server's place; XSRF tokens fetched as the web app does.
// Replaces the "Hostile requests" section of bench/RESULTS.md.

import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_HEADER } from "@site/contracts/forms";
import { sampleContactForm, sampleContactMessage, sampleJobApplication } from "@site/contracts/samples";
import { assertBuilt, startServer } from "../scripts/server-process.mjs";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, RESULTS, writeSection } from "./lib/results-file.ts";
import { stackOf, withTimeout } from "./lib/time-limit.ts";
import { fetchXsrfCookie } from "./lib/xsrf.ts";

const SECTION_TITLE = LOAD_SECTION_TITLES.hostile;
const REPEATS = 5;
const CROWD = 16;
const TOTAL_TIMEOUT_MS = 5 * 60_000;
// The target: linear work on a body of at most 128 KiB is a few milliseconds.
const TARGET_MS = 50;

const dots = (count: number) => ".".repeat(count);
const BODY_ROOM = 126_000;

interface HostileRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Every field of the application filled with separators, as much as fits in the body limit. */
function everyFieldSeparators(): Record<string, string> {
  const fields = Object.keys(sampleJobApplication);
  const each = Math.floor(BODY_ROOM / fields.length) - 40;
  const units = [".", "@", "-", " ", "/", "9", ".@", "-."];
  return Object.fromEntries(
    fields.map((field, index) => {
      const unit = units[index % units.length]!;
      return [field, unit.repeat(each / unit.length)];
    }),
  );
}

function cases(tokenHeaders: { cookie: string; [XSRF_HEADER]: string }): (HostileRequest & { name: string })[] {
  const json = { ...tokenHeaders, "content-type": "application/json" };
  const form = { cookie: tokenHeaders.cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  const formFields = (email: string) => new URLSearchParams({ ...sampleContactForm, email }).toString();
  return [
    {
      name: "application, email `a@` + 126,000 dots + `@` (JSON)",
      method: "POST",
      path: JOB_APPLICATION_PATH,
      headers: json,
      body: JSON.stringify({ ...sampleJobApplication, email: `a@${dots(BODY_ROOM - 400)}@` }),
    },
    {
      name: "contact call, `params.sender` the same (JSON)",
      method: "POST",
      path: MAIL_SENDING_PATH,
      headers: json,
      body: JSON.stringify({ params: { ...sampleContactMessage.params, sender: `a@${dots(BODY_ROOM - 200)}@` } }),
    },
    {
      name: "contact form without JavaScript, email of 40,000 dots (urlencoded)",
      method: "POST",
      path: MAIL_SENDING_PATH,
      headers: form,
      body: formFields(`a@${dots(40_000)}@`),
    },
    {
      name: "application, all 13 fields of separators (JSON)",
      method: "POST",
      path: JOB_APPLICATION_PATH,
      headers: json,
      body: JSON.stringify(everyFieldSeparators()),
    },
    { name: "page GET, `/` + 16,000 slashes + `a`", method: "GET", path: `/${"/".repeat(16_000)}a`, headers: {} },
    { name: "page GET, `/home/` + 16,000 dots", method: "GET", path: `/home/${dots(16_000)}`, headers: {} },
  ];
}

async function timed(baseURL: string, { method, path, headers, body }: HostileRequest) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Measured {
  name: string;
  bytes: number;
  status: number;
  worst: number;
  median: number;
}

interface Crowd {
  size: number;
  worst: number;
  health: number;
  healthStatus: number;
}

async function run(): Promise<{ results: Measured[]; crowd: Crowd }> {
  assertBuilt();
  const server = await startServer({
    label: "hostile",
    env: { RATE_LIMIT: "1000000", SAMPLE_EVENTS: "false", DATABASE_URL: "", REDIS_URL: "", TRUST_PROXY: "" },
  });
  try {
    // The token as the cookie carries it, echoed undecoded.
    const { pair, raw } = await fetchXsrfCookie(server.baseURL);
    const tokenHeaders = { cookie: pair, [XSRF_HEADER]: raw };

    const results: Measured[] = [];
    for (const hostile of cases(tokenHeaders)) {
      const times: number[] = [];
      let status = 0;
      for (let repeat = 0; repeat < REPEATS; repeat += 1) {
        const outcome = await timed(server.baseURL, hostile);
        times.push(outcome.ms);
        status = outcome.status;
      }
      results.push({ name: hostile.name, bytes: (hostile.body ?? hostile.path).length, status, worst: Math.max(...times), median: median(times) });
    }

    // A crowd of the worst posts and paths at once, and a health check in their midst:
    // what a visitor would wait while someone tries to stall the server.
    const crowdCases = cases(tokenHeaders).filter((hostile) => hostile.method === "POST" || hostile.path.length > 10_000);
    const crowd = Array.from({ length: CROWD }, (_, index) => timed(server.baseURL, crowdCases[index % crowdCases.length]!));
    const health = await timed(server.baseURL, { method: "GET", path: "/healthz", headers: {} });
    const crowdTimes = (await Promise.all(crowd)).map((outcome) => outcome.ms);
    return { results, crowd: { size: CROWD, worst: Math.max(...crowdTimes), health: health.ms, healthStatus: health.status } };
  } finally {
    await server.stop();
  }
}

function section({ startedAt, finishedAt, results, crowd }: { startedAt: Date; finishedAt: Date; results: Measured[]; crowd: Crowd }) {
  const worst = results.reduce((a, b) => (b.worst > a.worst ? b : a));
  const met = worst.worst < TARGET_MS && crowd.health < TARGET_MS * 4;
  const lines = [
    ...sectionHead({ title: SECTION_TITLE, name: "hostile", startedAt, finishedAt, machineNote: "Client and server share these cores." }),
    `- The built server on SQLite; each request sent ${REPEATS} times, one at a time, timed at the client (request sent to answer read). Before the checks were made linear, the first row took 20.3 s and the fifth 0.6 s.`,
    "",
    "| request | size | answer | worst | median |",
    "| --- | --- | --- | --- | --- |",
    ...results.map((r) => `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.status} | ${r.worst.toFixed(1)} ms | ${r.median.toFixed(1)} ms |`),
    "",
    `Crowd: ${crowd.size} of the posts and paths above at once; the slowest answered in ${crowd.worst.toFixed(1)} ms, and \`GET /healthz\` sent among them answered ${crowd.healthStatus} in ${crowd.health.toFixed(1)} ms.`,
    "",
    `Worst hostile request: ${worst.name}, ${worst.worst.toFixed(1)} ms. Target (every request under ${TARGET_MS} ms; the health check in the crowd under ${TARGET_MS * 4} ms): ${met ? "met" : "**not met**"}.`,
  ];
  return { text: lines.join("\n"), met };
}

const startedAt = new Date();
try {
  const measured = await withTimeout(run(), TOTAL_TIMEOUT_MS, "the hostile-request benchmark");
  const { text, met } = section({ startedAt, finishedAt: new Date(), ...measured });
  writeSection(SECTION_TITLE, text);
  process.stdout.write(`${text}\n\nWritten to ${RESULTS}\n`);
  if (!met) process.exitCode = 1;
} catch (error) {
  process.stderr.write(`bench/hostile.ts: ${stackOf(error)}\n`);
  process.exitCode = 1;
}
