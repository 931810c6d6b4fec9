// Requests an attacker (or a broken client) sends: very long paths of slashes and dots,
// URLs that do not decode, wrong methods, requests Node cannot even parse. Each costs time
// linear in its size, and each answer carries the same security headers as a page and a
// fixed text that echoes nothing of the request.

import { connect } from "node:net";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PATH_LENGTH, MAX_URL_LENGTH } from "../src/http-errors.js";
import { createSitePaths, resolveSitePath, withoutTrailingSlashes } from "../src/site/site-paths.js";
import { createSiteFixture, MANIFEST, testApp, type SiteFixture } from "./fixtures.js";

let fixture: SiteFixture;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await createSiteFixture();
  app = testApp(fixture.webRoot);
  await app.listen({ host: "127.0.0.1", port: 0 });
});

afterAll(async () => {
  await app?.close();
  await fixture?.remove();
});

const BOUND_MS = 50;

/** Milliseconds `run` takes, best of two (the first may pay for compilation). */
async function timeOf(run: () => Promise<unknown>): Promise<number> {
  let best = Infinity;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const started = performance.now();
    await run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

// What every answer carries (security-headers.test.ts checks the same on pages).
const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "SAMEORIGIN",
};

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["permissions-policy"]).toContain("camera=()");
}

describe("long paths of slashes and dots", () => {
  const SLASHES = `/${"/".repeat(16_000)}a`;
  const DOTS = `/home/${".".repeat(16_000)}`;
  const MIXED = `/${"-./".repeat(5_400)}home`;
  const TRAILING = `/home${"/".repeat(16_000)}`;

  it.each([
    ["16,000 slashes before a letter", SLASHES],
    ["16,000 dots", DOTS],
    ["hyphen-dot-slash runs", MIXED],
    ["16,000 trailing slashes", TRAILING],
    ["16,000 encoded slashes", `/${"%2F".repeat(5_000)}a`],
  ])(`a page GET with %s answers in under ${BOUND_MS} ms`, async (_case, url) => {
    let statusCode = 0;
    const took = await timeOf(async () => {
      statusCode = (await app.inject({ url })).statusCode;
    });
    expect(statusCode).toBe(414);
    expect(took).toBeLessThan(BOUND_MS);
  });

  it("refuses a path over the limit, and a URL whose query is over its limit, with 414", async () => {
    const longPath = `/${"a".repeat(MAX_PATH_LENGTH)}`;
    const response = await app.inject({ url: longPath });
    expect(response.statusCode).toBe(414);
    expect(response.body).toBe("URI Too Long\n");
    expectSecurityHeaders(response.headers);
    expect((await app.inject({ url: `/home?q=${"a".repeat(MAX_URL_LENGTH)}` })).statusCode).toBe(414);
    // Just under both limits, the usual answer (the page, or the way home).
    expect((await app.inject({ url: `/home?utm_source=${"a".repeat(1000)}` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/${"a".repeat(MAX_PATH_LENGTH - 2)}` })).statusCode).toBe(302);
  });

  it("resolves paths in linear time on its own, without the length limit in front", () => {
    const paths = createSitePaths(Object.keys(MANIFEST.pages), Object.keys(MANIFEST.shells), MANIFEST.home);
    for (const path of [SLASHES, DOTS, MIXED, TRAILING, `/${"/".repeat(128 * 1024)}a`]) {
      const started = performance.now();
      resolveSitePath(path, paths);
      expect(performance.now() - started).toBeLessThan(BOUND_MS);
    }
    expect(withoutTrailingSlashes("/home///")).toBe("/home");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(withoutTrailingSlashes("/a//b")).toBe("/a//b");
  });
});

describe("answers to errors keep the security headers and echo nothing", () => {
  const MARKUP = "<script>alert(1)</script>";

  it.each([
    ["GET", "/%ff", 400],
    ["GET", `/%ff${encodeURIComponent(MARKUP)}`, 400],
    ["GET", "/Bweb/api/%E0%A4%A", 400],
    ["GET", `/assets/${encodeURIComponent(MARKUP)}.js`, 404],
    ["GET", `/Bweb/api/${encodeURIComponent(MARKUP)}`, 404],
    ["GET", `/Bweb/api/events/images/${"a".repeat(200)}.webp`, 404],
    ["POST", `/home?${encodeURIComponent(MARKUP)}`, 405],
  ] as const)("%s %s: %d", async (method, url, status) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
    expect(response.headers["content-type"]).not.toMatch(/html/);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).not.toMatch(/script|%ff|%E0|aaaa/i);
  });

  it.each([
    ["PUT", "/Bweb/api/events", "GET, HEAD"],
    ["POST", "/Bweb/api/events", "GET, HEAD"],
    ["DELETE", "/Bweb/api/events/images/0123456789abcdef0123456789abcdef.webp", "GET, HEAD"],
    ["GET", "/Bweb/api/mailsending", "POST"],
    ["OPTIONS", "/BTAB/api/job-application", "POST"],
    ["PATCH", "/Bweb/api/xsrf-token", "GET, HEAD"],
  ] as const)(
    "an API path asked with the wrong method: %s %s answers 405 with Allow: %s",
    async (method, url, allow) => {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: "Method Not Allowed" });
      expectSecurityHeaders(response.headers);
    },
  );

  it("a page (or /healthz) asked with another method than GET or HEAD answers 405; unknown API paths stay 404", async () => {
    const health = await app.inject({ method: "POST", url: "/healthz" });
    expect(health.statusCode).toBe(405);
    expect(health.headers.allow).toBe("GET, HEAD");
    const page = await app.inject({ method: "DELETE", url: "/home" });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect(page.body).toBe("Method Not Allowed\n");
    const unknown = await app.inject({ method: "POST", url: "/Bweb/api/nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
  });
});

describe("requests Node cannot parse", () => {
  /** Writes `raw` on a fresh connection and resolves with everything the server answers. */
  function sendRaw(raw: string): Promise<string> {
    const { port } = app.server.address() as { port: number };
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.setEncoding("latin1");
      socket.setTimeout(5_000, () => socket.destroy(new Error("no answer within 5 s")));
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
      socket.on("close", () => resolve(answer));
      socket.write(raw);
    });
  }

  function parseAnswer(answer: string) {
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    const [statusLine = "", ...lines] = head.split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
    );
    return { status: Number(statusLine.split(" ")[1]), headers, body };
  }

  it.each([
    ["a broken request line", 400, "GET /<script> HTTP/9.9 trailing\r\n\r\n"],
    ["a control character in a header", 400, "GET /home HTTP/1.1\r\nHost: a\r\nX-A: b\u0001c\r\n\r\n"],
    [
      "headers over Node's limit",
      431,
      `GET /home HTTP/1.1\r\nHost: a\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ],
  ])("%s: %i with the security headers and no body", async (_case, status, raw) => {
    const answer = parseAnswer(await sendRaw(raw));
    expect(answer.status).toBe(status);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    // No body: the request might have been a HEAD, which the server cannot know here.
    expect(answer.body).toBe("");
  });
});
