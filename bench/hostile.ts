// What the worst hostile requests cost the real server: the ones that once froze it (a
// form post whose e-mail is a domain of 126,000 dots took 20 s; "/" + 16,000 slashes took
// 0.6 s) and their relatives, each sent several times, and the health check's latency
// while a crowd of them arrives at once; and the worst CVs a job seeker's post may carry,
// ZIP containers (.docx) whose parts expand as far as the server lets them, which it
// unpacks, counted, only up to its caps.
//
//   npm run bench           (Lighthouse, the load benchmarks, then this)
//   npm run bench:hostile   (only this; builds first)
//
// The built server (`node server/dist/main.js`) on SQLite, RATE_LIMIT raised so that the
// limit does not answer in the server's place; XSRF tokens fetched as the web app does.
// Replaces the "Hostile requests" section of bench/RESULTS.md.

import { deflateRawSync } from "node:zlib";
import { CV_FIELD, JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_HEADER } from "@site/contracts/forms";
import { sampleContactForm, sampleContactMessage, sampleJobApplication } from "@site/contracts/samples";
import { assertBuilt, startServer } from "../scripts/server-process.mjs";
import { sectionHead } from "./lib/load-section.ts";
import { LOAD_SECTION_TITLES, RESULTS, writeSection } from "./lib/results-file.ts";
import { stackOf, withTimeout } from "./lib/time-limit.ts";
import { fetchXsrfCookie } from "./lib/xsrf.ts";
import { deflatedZeros, docxParts, rawZip, sparseMebibyte } from "../server/test/cv-documents.ts";

const SECTION_TITLE = LOAD_SECTION_TITLES.hostile;
const REPEATS = 5;
const CROWD = 16;
const TOTAL_TIMEOUT_MS = 5 * 60_000;
// The target: linear work on a body of at most 128 KiB is a few milliseconds.
const TARGET_MS = 50;
// A CV of at most 5 MB is unpacked up to 50 MiB of output in all: a fraction of a second.
const CV_TARGET_MS = 1_000;

const dots = (count: number) => ".".repeat(count);
const BODY_ROOM = 126_000;

interface HostileRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
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

function cases(tokenHeaders: {
  cookie: string;
  [XSRF_HEADER]: string;
}): (HostileRequest & { name: string })[] {
  const json = { ...tokenHeaders, "content-type": "application/json" };
  const form = {
    cookie: tokenHeaders.cookie,
    "content-type": "application/x-www-form-urlencoded",
    "sec-fetch-site": "same-origin",
  };
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
      body: JSON.stringify({
        params: { ...sampleContactMessage.params, sender: `a@${dots(BODY_ROOM - 200)}@` },
      }),
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
    {
      name: "page GET, `/` + 16,000 slashes + `a`",
      method: "GET",
      path: `/${"/".repeat(16_000)}a`,
      headers: {},
    },
    { name: "page GET, `/home/` + 16,000 dots", method: "GET", path: `/home/${dots(16_000)}`, headers: {} },
  ];
}

/** A careers-form post from the web app with `cv` attached as a Word document. */
async function withCv(
  tokenHeaders: { cookie: string; [XSRF_HEADER]: string },
  cv: Buffer,
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(sampleJobApplication))
    if (value !== undefined) form.append(name, String(value));
  form.append(
    CV_FIELD,
    new Blob([cv], { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }),
    "cv.docx",
  );
  // Encoded exactly as a browser's fetch encodes it.
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const body = Buffer.from(await request.arrayBuffer());
  return {
    headers: {
      ...tokenHeaders,
      "content-type": request.headers.get("content-type")!,
      accept: "application/json",
    },
    body,
  };
}

async function cvCases(tokenHeaders: {
  cookie: string;
  [XSRF_HEADER]: string;
}): Promise<(HostileRequest & { name: string })[]> {
  // 4 GiB of zeros in about 4 MB, its index declaring 20 MiB: nothing in the index gives it away.
  const zeros = deflatedZeros(4 * 1024);
  const underDeclared = rawZip(
    docxParts().map((part) =>
      part.name === "word/document.xml"
        ? { ...part, data: zeros, declared: { uncompressedSize: 20 * 1024 * 1024, crc32: 0 } }
        : part,
    ),
  );
  // 60 parts of 1 MiB, each 50 times its compressed size: the most unpacking the caps allow.
  const content = sparseMebibyte();
  const data = deflateRawSync(content);
  const manyParts = rawZip([
    ...docxParts(),
    ...Array.from({ length: 60 }, (_, index) => ({ name: `word/media/part${index}.bin`, content, data })),
  ]);
  return [
    {
      name: "application with a .docx of 4 GiB of zeros declared as 20 MiB (multipart)",
      method: "POST",
      path: JOB_APPLICATION_PATH,
      ...(await withCv(tokenHeaders, underDeclared)),
    },
    {
      name: "application with a .docx of 60 parts expanding to 60 MiB (multipart)",
      method: "POST",
      path: JOB_APPLICATION_PATH,
      ...(await withCv(tokenHeaders, manyParts)),
    },
  ];
}

async function timed(baseURL: string, { method, path, headers, body }: HostileRequest) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
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

/** Each request sent REPEATS times, one at a time. */
async function measure(
  baseURL: string,
  requests: (HostileRequest & { name: string })[],
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const hostile of requests) {
    const times: number[] = [];
    let status = 0;
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      const outcome = await timed(baseURL, hostile);
      times.push(outcome.ms);
      status = outcome.status;
    }
    results.push({
      name: hostile.name,
      bytes: (hostile.body ?? hostile.path).length,
      status,
      worst: Math.max(...times),
      median: median(times),
    });
  }
  return results;
}

interface Crowd {
  size: number;
  worst: number;
  health: number;
  healthStatus: number;
}

async function run(): Promise<{ results: Measured[]; cvs: Measured[]; crowd: Crowd }> {
  assertBuilt();
  const server = await startServer({
    label: "hostile",
    // The CV byte budgets raised too: every CV here is refused, but only after it is read.
    env: {
      RATE_LIMIT: "1000000",
      CV_BYTES_PER_CLIENT_PER_DAY: "100GB",
      CV_BYTES_PER_DAY: "100GB",
      SAMPLE_EVENTS: "false",
      DATABASE_URL: "",
      REDIS_URL: "",
      TRUST_PROXY: "",
    },
  });
  try {
    // The token as the cookie carries it, echoed undecoded.
    const { pair, raw } = await fetchXsrfCookie(server.baseURL);
    const tokenHeaders = { cookie: pair, [XSRF_HEADER]: raw };

    const results = await measure(server.baseURL, cases(tokenHeaders));
    const cvs = await measure(server.baseURL, await cvCases(tokenHeaders));

    // A crowd of the worst posts and paths at once, and a health check in their midst:
    // what a visitor would wait while someone tries to stall the server.
    const crowdCases = cases(tokenHeaders).filter(
      (hostile) => hostile.method === "POST" || hostile.path.length > 10_000,
    );
    const crowd = Array.from({ length: CROWD }, (_, index) =>
      timed(server.baseURL, crowdCases[index % crowdCases.length]!),
    );
    const health = await timed(server.baseURL, { method: "GET", path: "/healthz", headers: {} });
    const crowdTimes = (await Promise.all(crowd)).map((outcome) => outcome.ms);
    return {
      results,
      cvs,
      crowd: { size: CROWD, worst: Math.max(...crowdTimes), health: health.ms, healthStatus: health.status },
    };
  } finally {
    await server.stop();
  }
}

const row = (r: Measured) =>
  `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} KiB | ${r.status} | ${r.worst.toFixed(1)} ms | ${r.median.toFixed(1)} ms |`;
const worstOf = (list: Measured[]) => list.reduce((a, b) => (b.worst > a.worst ? b : a));

function section({
  startedAt,
  finishedAt,
  results,
  cvs,
  crowd,
}: {
  startedAt: Date;
  finishedAt: Date;
  results: Measured[];
  cvs: Measured[];
  crowd: Crowd;
}) {
  const worst = worstOf(results);
  const worstCv = worstOf(cvs);
  const met = worst.worst < TARGET_MS && crowd.health < TARGET_MS * 4 && worstCv.worst < CV_TARGET_MS;
  const lines = [
    ...sectionHead({
      title: SECTION_TITLE,
      name: "hostile",
      startedAt,
      finishedAt,
      machineNote: "Client and server share these cores.",
    }),
    `- The built server on SQLite; each request sent ${REPEATS} times, one at a time, timed at the client (request sent to answer read). Before the checks were made linear, the first row took 20.3 s and the fifth 0.6 s.`,
    "",
    "| request | size | answer | worst | median |",
    "| --- | --- | --- | --- | --- |",
    ...results.map(row),
    "",
    "CVs (each refused `400` beside the CV field once its parts expand past the caps; nothing stored):",
    "",
    "| request | size | answer | worst | median |",
    "| --- | --- | --- | --- | --- |",
    ...cvs.map(row),
    "",
    `Crowd: ${crowd.size} of the posts and paths above at once; the slowest answered in ${crowd.worst.toFixed(1)} ms, and \`GET /healthz\` sent among them answered ${crowd.healthStatus} in ${crowd.health.toFixed(1)} ms.`,
    "",
    `Worst hostile request: ${worst.name}, ${worst.worst.toFixed(1)} ms; worst CV: ${worstCv.worst.toFixed(1)} ms. Target (every request under ${TARGET_MS} ms, every CV under ${CV_TARGET_MS} ms; the health check in the crowd under ${TARGET_MS * 4} ms): ${met ? "met" : "**not met**"}.`,
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
