// The fuzz run's requests (seeded, so a failure can be replayed) and how they are sent:
// over HTTP to the form routes, the events API and its image route, the XSRF endpoint
// and pages; and as raw bytes on a socket that are not (quite) HTTP.

import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import {
  EVENT_IMAGES_PATH,
  HONEYPOT_FIELD,
  JOB_APPLICATION_PATH,
  MAIL_SENDING_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
} from "@site/contracts";
import { sampleContactForm } from "@site/contracts/samples";
import fc from "fast-check";
import { validApplication, validContact, type XsrfPair } from "./form-helpers.js";

const SEED = 9_2026;

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The post carries a filled honeypot: an acknowledgement then stores nothing. */
  honeypot: boolean;
}

export interface Outcome {
  request: FuzzRequest;
  status: number;
  body: string;
}

// ---- Generators ------------------------------------------------------------------------

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      ".",
      "@",
      "-",
      " ",
      "/",
      "%",
      "=",
      "?",
      "\r",
      "\n",
      "\u0000",
      "<",
      ">",
      '"',
      "a",
      "1",
    ),
    maxLength: 300,
  }),
  fc.constantFrom(
    "%ff",
    "%E0%A4%A",
    "..",
    "%2e%2e/",
    "=?utf-8?q?=0D=0A?=",
    "<script>alert(1)</script>",
    "\u202e",
    "😀",
  ),
  fc
    .integer({ min: 1, max: 9_000 })
    .chain((length) => fc.constantFrom(".", "/", "@", " ").map((unit) => unit.repeat(length))),
);

const PAGE_PATHS = [
  "/home",
  "/about",
  "/Careers",
  "/FIS",
  "/project-details/FIS",
  "/project-details/NOPE",
  "/",
  "/Home/",
  "/nope",
];

const path = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(MAIL_SENDING_PATH, JOB_APPLICATION_PATH) },
  { weight: 1, arbitrary: fc.constantFrom("/Bweb/api/events", XSRF_TOKEN_PATH, "/healthz") },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 32, maxLength: 32 }),
        hostileText,
      )
      .map((name) => `${EVENT_IMAGES_PATH}${encodeURIComponent(name)}.webp`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...PAGE_PATHS) },
  {
    weight: 1,
    arbitrary: hostileText.map((text) => `/${encodeURI(text).replaceAll("?", "%3F").replaceAll("#", "%23")}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...PAGE_PATHS), hostileText)
      .map(([page, query]) => `${page}?q=${encodeURIComponent(query)}`),
  },
);

const method = fc.oneof(
  { weight: 4, arbitrary: fc.constant("POST") },
  { weight: 3, arbitrary: fc.constant("GET") },
  { weight: 1, arbitrary: fc.constantFrom("HEAD", "PUT", "DELETE", "OPTIONS", "PATCH") },
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/json; charset=ebcdic",
  "application/x-www-form-urlencoded; charset=utf-16",
  "garbage",
);

/** Field values: valid ones, mutated ones, hostile text, other JSON types. */
const fieldValue = fc.oneof(
  { weight: 2, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "ann@example.com",
      "Contact from Ann",
      "2015",
      "7",
      "+1 555 0100",
      "linkedin.com/in/ann",
    ),
  },
);

/** A body built from a valid payload with some fields replaced, removed or added. */
function mutated(valid: Record<string, unknown>, wrapParams: boolean, maxChanges = 4) {
  const keys = [
    ...Object.keys(wrapParams ? (valid.params as object) : valid),
    HONEYPOT_FIELD,
    "__proto__",
    "constructor",
  ];
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: maxChanges }),
      fc.subarray(keys, { maxLength: 3 }),
      fc.constantFrom("", "", "", "http://spam.example"),
    )
    .map(([replacements, removed, honeypot]) => {
      const base = { ...(wrapParams ? (valid.params as Record<string, unknown>) : valid), ...replacements };
      for (const key of removed) delete base[key];
      delete base[HONEYPOT_FIELD];
      // The JSON contact call carries the honeypot beside `params`, as the web app sends it.
      const object = wrapParams ? { params: base } : base;
      return {
        object: honeypot === "" ? object : { ...object, [HONEYPOT_FIELD]: honeypot },
        honeypot: honeypot !== "",
      };
    });
}

const formBody = fc.oneof(
  mutated(validContact(), true),
  mutated(validApplication(), false),
  mutated(sampleContactForm, false),
);

const urlencoded = (object: Record<string, unknown>) =>
  Object.entries(object)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`,
    )
    .join("&");

const body = fc.oneof(
  {
    weight: 4,
    arbitrary: formBody.map(({ object, honeypot }) => ({
      json: JSON.stringify(object),
      form: urlencoded(object as Record<string, unknown>),
      honeypot,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        hostileText,
        fc.constantFrom('{"params":', "[[[[[[[[[[", '{"a":'.repeat(2000), "null", "a=b&a=c&a[]=d"),
      )
      .map((raw) => ({ json: raw, form: raw, honeypot: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .anything({ maxDepth: 3 })
      .map((value) => ({ json: JSON.stringify(value) ?? "", form: urlencoded({ value }), honeypot: false })),
  },
);

/** `count` HTTP requests, random and well-formed, with `xsrf`'s token where they carry one. */
export function fuzzRequests(xsrf: XsrfPair, count: number): FuzzRequest[] {
  const extraHeaders = fc.record(
    {
      "accept-encoding": fc.oneof(hostileText, fc.constantFrom("br", "gzip;q=0.5, *;q=0", "identity;q=0")),
      "if-none-match": fc.oneof(hostileText, fc.constant("*")),
      "x-forwarded-for": fc.oneof(hostileText, fc.ipV4(), fc.ipV6(), fc.constant("1.2.3.4, 5.6.7.8")),
      "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "none", "same-site"),
      origin: fc.constantFrom("http://evil.example", "null", "http://127.0.0.1:3000"),
    },
    { requiredKeys: [] },
  );
  const credentials = fc.constantFrom("valid", "valid", "valid", "none", "mismatch", "garbage");
  const arbitrary = fc
    .record({ method, path, type: contentType, body, credentials, extra: extraHeaders })
    .map((spec): FuzzRequest => {
      const isForm = spec.type.startsWith("application/x-www-form-urlencoded");
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(spec.extra)) {
        // Node refuses to send some bytes in a header at all; what it refuses never reaches the server.
        if (/^[\t\x20-\x7e]*$/.test(value)) headers[name] = value;
      }
      if (spec.credentials !== "none")
        headers.cookie = `${XSRF_COOKIE}=${spec.credentials === "garbage" ? "a.b.c" : xsrf.token}`;
      if (spec.credentials === "valid" || spec.credentials === "garbage") headers[XSRF_HEADER] = xsrf.token;
      if (spec.credentials === "mismatch") headers[XSRF_HEADER] = `${xsrf.token}x`;
      const hasBody = spec.method !== "GET" && spec.method !== "HEAD";
      if (hasBody) headers["content-type"] = spec.type;
      return {
        method: spec.method,
        path: spec.path,
        headers,
        body: hasBody ? (isForm ? spec.body.form : spec.body.json) : undefined,
        honeypot: spec.body.honeypot,
      };
    });
  // Posts as the web app and the plain forms send them, with at most one field changed:
  // random requests alone seldom get past the XSRF check, and storage must be reached.
  const wellFormed = fc
    .oneof(
      mutated(validContact(), true, 1).map((body) => ({ ...body, path: MAIL_SENDING_PATH, form: false })),
      mutated(sampleContactForm, false, 1).map((body) => ({ ...body, path: MAIL_SENDING_PATH, form: true })),
      mutated(validApplication(), false, 1).chain((body) =>
        fc.boolean().map((form) => ({ ...body, path: JOB_APPLICATION_PATH, form })),
      ),
    )
    .map(({ object, honeypot, path: postPath, form }): FuzzRequest => ({
      method: "POST",
      path: postPath,
      headers: form
        ? {
            cookie: `${XSRF_COOKIE}=${xsrf.token}`,
            "content-type": "application/x-www-form-urlencoded",
            "sec-fetch-site": "same-origin",
          }
        : {
            cookie: `${XSRF_COOKIE}=${xsrf.token}`,
            [XSRF_HEADER]: xsrf.token,
            "content-type": "application/json",
          },
      body: form ? urlencoded(object as Record<string, unknown>) : JSON.stringify(object),
      honeypot,
    }));
  return fc.sample(fc.oneof({ weight: 2, arbitrary }, { weight: 1, arbitrary: wellFormed }), {
    seed: SEED,
    numRuns: count,
  });
}

/** Byte sequences that are not (quite) HTTP: broken request lines, bad headers, lies about lengths. */
export function rawRequests(count: number): string[] {
  const line = fc.oneof(
    fc.constantFrom(
      "GET / HTTP/1.1",
      "POST /Bweb/api/mailsending HTTP/1.1",
      "GET /home HTTP/1.0",
      "BREW /coffee HTCPCP/1.0",
    ),
    fc
      .tuple(
        fc.constantFrom("GET", "POST", "G\u0000T", ""),
        hostileText,
        fc.constantFrom("HTTP/1.1", "HTTP/9.9", "", "HTTP/1.1 extra"),
      )
      .map((parts) => parts.join(" ")),
  );
  const header = fc.oneof(
    fc.constantFrom(
      "Host: a",
      "Content-Length: 5",
      "Content-Length: -1",
      "Content-Length: 1, 2",
      "Transfer-Encoding: chunked",
      "Transfer-Encoding: gzip, chunked",
      "Content-Type: application/json",
    ),
    fc.tuple(hostileText, hostileText).map(([name, value]) => `${name}: ${value}`),
  );
  const arbitrary = fc
    .tuple(
      line,
      fc.array(header, { maxLength: 5 }),
      hostileText,
      fc.constantFrom("\r\n\r\n", "\n\n", "\r\n", ""),
    )
    .map(([start, headers, rest, end]) => `${start}\r\n${headers.join("\r\n")}${end}${rest}`);
  return fc.sample(arbitrary, { seed: SEED + 1, numRuns: count });
}

// ---- Sending -----------------------------------------------------------------------------

export function send(port: number, fuzz: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: fuzz.method,
        path: fuzz.path,
        headers: fuzz.headers,
        timeout: 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            request: fuzz,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("latin1"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () =>
      outgoing.destroy(new Error(`no answer in 10 s to ${fuzz.method} ${fuzz.path.slice(0, 80)}`)),
    );
    outgoing.on("error", reject);
    outgoing.end(fuzz.body);
  });
}

/** The status line's code of whatever the server wrote back (0: it closed without a word). */
export function sendRaw(port: number, raw: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.setTimeout(5_000, () => socket.end());
    socket.on("data", (chunk: string) => {
      answer += chunk;
      // One answer is all we need; a request with a body it never got would wait for more.
      if (answer.includes("\r\n\r\n")) socket.end();
    });
    socket.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" || error.code === "EPIPE"
        ? resolve(Number(answer.split(" ")[1]) || 0)
        : reject(error),
    );
    socket.on("close", () => resolve(Number(answer.split(" ")[1]) || 0));
    socket.end(raw);
  });
}

export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}
