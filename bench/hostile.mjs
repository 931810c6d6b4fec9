#!/usr/bin/env node
// What the worst hostile requests cost the real server: the ones that once froze it (a
// form post whose e-mail is a domain of 126,000 dots took 20 s; "/" + 16,000 slashes took
// 0.6 s) and their relatives, each sent several times, and the health check's latency
// while a crowd of them arrives at once.
//
//   npm run bench           (Lighthouse, the load benchmarks, then this)
//   npm run bench:hostile   (only this; builds first)
//   node bench/hostile.mjs  (the build must exist)
//
// The built server (`node server/dist/main.js`) on SQLite, RATE_LIMIT raised so that the
// limit does not answer in the server's place; XSRF tokens fetched as the web app does.
// Replaces the "Hostile requests" section of bench/RESULTS.md.

import os from "node:os";
import {
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
} from "@site/contracts/forms";
import { assertBuilt, startServer } from "../scripts/server-process.mjs";
import { LOAD_SECTION_TITLES, RESULTS, writeSection } from "./results-file.mjs";
import { withTimeout } from "./time-limit.mjs";

const SECTION_TITLE = LOAD_SECTION_TITLES[2];
const REPEATS = 5;
const CROWD = 16;
const TOTAL_TIMEOUT_MS = 5 * 60_000;
// The target: linear work on a body of at most 128 KiB is a few milliseconds.
const TARGET_MS = 50;

const dots = (count) => ".".repeat(count);
const BODY_ROOM = 126_000;

const validApplication = {
  name: "Ann Smith",
  email: "ann@example.com",
  phone: "+1 555 0100",
  linkedin: "https://www.linkedin.com/in/ann",
  highestDegree: "BSc",
  university: "State University",
  graduationYear: 2015,
  skills: "TypeScript",
  certifications: "",
  position: "Engineer",
  location: "Remote",
  experience: 7,
  message: "",
};
const validParams = { sender: "ann@example.com", subject: "Contact from Ann", body: "Name: Ann\nEmail: ann@example.com\nMessage: Hi" };

/** Every field of the application filled with separators, as much as fits in the body limit. */
function everyFieldSeparators() {
  const fields = Object.keys(validApplication);
  const each = Math.floor(BODY_ROOM / fields.length) - 40;
  const units = [".", "@", "-", " ", "/", "9", ".@", "-."];
  return Object.fromEntries(fields.map((field, index) => [field, units[index % units.length].repeat(each / units[index % units.length].length)]));
}

function cases(tokenHeaders) {
  const json = { ...tokenHeaders, "content-type": "application/json" };
  const form = { cookie: tokenHeaders.cookie, "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" };
  const formFields = (email) => new URLSearchParams({ name: "Ann", email, message: "Hi" }).toString();
  return [
    {
      name: "application, email `a@` + 126,000 dots + `@` (JSON)",
      method: "POST",
      path: JOB_APPLICATION_PATH,
      headers: json,
      body: JSON.stringify({ ...validApplication, email: `a@${dots(BODY_ROOM - 400)}@` }),
    },
    {
      name: "contact call, `params.sender` the same (JSON)",
      method: "POST",
      path: MAIL_SENDING_PATH,
      headers: json,
      body: JSON.stringify({ params: { ...validParams, sender: `a@${dots(BODY_ROOM - 200)}@` } }),
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

async function timed(baseURL, { method, path, headers, body }) {
  const started = performance.now();
  const response = await fetch(`${baseURL}${path}`, { method, headers, body, redirect: "manual", signal: AbortSignal.timeout(60_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run() {
  assertBuilt();
  const server = await startServer({
    label: "hostile",
    env: { RATE_LIMIT: "1000000", SAMPLE_EVENTS: "false", DATABASE_URL: "", REDIS_URL: "", TRUST_PROXY: "" },
  });
  try {
    const tokenResponse = await fetch(`${server.baseURL}${XSRF_TOKEN_PATH}`);
    const token = tokenResponse.headers.getSetCookie().find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))?.split(";")[0]?.slice(XSRF_COOKIE.length + 1);
    if (!token) throw new Error("no XSRF token from the server");
    const tokenHeaders = { cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };

    const results = [];
    for (const hostile of cases(tokenHeaders)) {
      const times = [];
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
    const crowd = Array.from({ length: CROWD }, (_, index) => timed(server.baseURL, crowdCases[index % crowdCases.length]));
    const health = await timed(server.baseURL, { method: "GET", path: "/healthz", headers: {} });
    const crowdTimes = (await Promise.all(crowd)).map((outcome) => outcome.ms);
    return { results, crowd: { size: CROWD, worst: Math.max(...crowdTimes), health: health.ms, healthStatus: health.status } };
  } finally {
    await server.stop();
  }
}

function section({ startedAt, finishedAt, results, crowd }) {
  const cpus = os.cpus();
  const worst = results.reduce((a, b) => (b.worst > a.worst ? b : a));
  const met = worst.worst < TARGET_MS && crowd.health < TARGET_MS * 4;
  const lines = [
    SECTION_TITLE,
    "",
    "Written by `node bench/hostile.mjs` (part of `npm run bench`; alone: `npm run bench:hostile`). Do not edit by hand.",
    "",
    `- Date: ${startedAt.toISOString()} (took ${Math.round((finishedAt - startedAt) / 1000)} s)`,
    `- Machine: ${cpus[0]?.model?.trim() ?? "unknown"}, ${cpus.length} cores, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB; Node ${process.version}. Client and server share these cores.`,
    `- The built server on SQLite; each request sent ${REPEATS} times, one at a time, timed at the client (request sent to answer read). Before issue 9 the first row took 20.3 s and the fifth 0.6 s.`,
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
  process.stderr.write(`bench/hostile.mjs: ${error.stack ?? error}\n`);
  process.exitCode = 1;
}
