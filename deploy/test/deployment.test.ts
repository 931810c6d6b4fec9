// The deployment as a company would run it (deploy/): nginx with TLS in front of two app
// instances sharing PostgreSQL and Redis, checked over HTTPS as visitors and staff use
// it: HTTP redirected, the built files served by nginx, the headers the MDN HTTP
// Observatory scores (each of its rules asserted here: its npm package scans over the
// network, which these tests may not reach), the same gallery and the same change from
// both instances, one rate limit, one staff session, every mail delivered exactly once,
// and no error seen by a client when an instance dies; nginx's own error answers with the
// same security headers, and its limits per client address.

import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { connect as netConnect, type Socket } from "node:net";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import {
  EVENTS_PATH,
  MAIL_SENDING_PATH,
  STAFF_API,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_COOKIE_SECURE,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_TOKEN_PATH,
  staffApiPath,
  type StaffEvent,
} from "@site/contracts";
import { sampleContactMessage } from "@site/contracts/samples";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/server-process.mjs";
import { SoftwareAuthenticator } from "../../server/test/software-authenticator.ts";
import { eventually, startStack, type Answer, type Stack } from "./stack.ts";

const RATE_LIMIT = 6;
let stack: Stack;

// Each part of the test posts from its own client address (TEST-NET-2, passed on by nginx
// in X-Forwarded-For), so their rate-limit counts never mix.
let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

beforeAll(async () => {
  stack = await startStack({ env: { RATE_LIMIT: String(RATE_LIMIT) } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

const cookieFrom = (answer: Answer, name: string) =>
  (answer.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

/** The XSRF cookie and header a page of the site gets, over TLS through nginx. */
async function xsrfFor(client: string) {
  const answer = await stack.https(XSRF_TOKEN_PATH, { headers: { "x-forwarded-for": client } });
  const cookie = cookieFrom(answer, XSRF_COOKIE);
  if (cookie === undefined) throw new Error(`no XSRF cookie: ${answer.status}`);
  return {
    cookie,
    token: decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1)),
    setCookie: answer.headers["set-cookie"]!.join("\n"),
  };
}

/** A contact message from `client`, through nginx. */
async function postContact(
  client: string,
  xsrf: { cookie: string; token: string },
  subjectName = "Deploy Test",
) {
  const body = {
    params: {
      ...sampleContactMessage.params,
      subject: `Contact from ${subjectName}`,
      body: `Name: ${subjectName}\nEmail: ${sampleContactMessage.params.sender}\nMessage: ${randomUUID()}`,
    },
  };
  return stack.https(MAIL_SENDING_PATH, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: xsrf.cookie,
      [XSRF_HEADER]: xsrf.token,
      "x-forwarded-for": client,
    },
    body: JSON.stringify(body),
  });
}

describe("the site behind nginx over TLS", () => {
  it("redirects plain HTTP to HTTPS, and serves pages, the API and health over TLS", async () => {
    const redirect = await stack.plainHttp("/home?x=1");
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("https://localhost/home?x=1");
    for (const pathname of ["/home", "/Careers", EVENTS_PATH, "/healthz", "/staff", "/robots.txt"]) {
      expect((await stack.https(pathname)).status, pathname).toBe(200);
    }
  });

  it("serves the built files itself, precompressed, with the app's cache rules", async () => {
    const assets = await readdir(path.join(REPO_ROOT, "web/build/client/assets"));
    // A script the build wrote a .gz beside (it skips files too small to gain).
    const script = assets.filter((name) => name.endsWith(".js") && assets.includes(`${name}.gz`)).at(-1)!;
    const answer = await stack.https(`/assets/${script}`, { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    // Brotli (the build's .br, byte for byte) to a browser that accepts it.
    const brotli = await stack.https(`/assets/${script}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(
      brotli.body.equals(await readFile(path.join(REPO_ROOT, "web/build/client/assets", `${script}.br`))),
    ).toBe(true);
    const media = await readdir(path.join(REPO_ROOT, "web/build/client/media"));
    const picture = media.find((name) => name.endsWith(".svg"))!;
    const mediaAnswer = await stack.https(`/media/${picture}`);
    expect(mediaAnswer.status).toBe(200);
    expect(mediaAnswer.headers["cache-control"]).toBe("public, max-age=3600");
    // A PDF made from the content is the app's (made again when staff publish what it
    // prints), asked for every time as a page is.
    const pdf = await stack.https("/media/docs/Doc-1.pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(
      pdf.body.equals(await readFile(path.join(REPO_ROOT, "web/build/client/media/docs/Doc-1.pdf"))),
    ).toBe(true);
    // So is a page's social image, which prints its title.
    const image = await stack.https("/media/social/solution-instant-payment.png");
    expect([image.status, image.headers["content-type"], image.headers["cache-control"]]).toEqual([
      200,
      "image/png",
      "public, max-age=0, must-revalidate",
    ]);
    expect((await stack.https("/assets/no-such-file.js")).status).toBe(404);
  });

  it("sends the headers the HTTP Observatory scores at A+, on pages, the API, the console and nginx's own files", async () => {
    const assets = await readdir(path.join(REPO_ROOT, "web/build/client/assets"));
    const css = assets.find((name) => name.endsWith(".css"))!;
    for (const pathname of ["/home", EVENTS_PATH, "/staff", `/assets/${css}`]) {
      const { headers } = await stack.https(pathname);
      // strict-transport-security: at least six months (A+ needs it; preload is optional).
      const maxAge = Number(/max-age=(\d+)/.exec(String(headers["strict-transport-security"]))?.[1]);
      expect(maxAge, pathname).toBeGreaterThanOrEqual(15_768_000);
      // content-security-policy: present, no unsafe-inline or unsafe-eval for scripts,
      // default-src restricted, framing, base-uri and form-action limited, no http: sources.
      const csp = String(headers["content-security-policy"]);
      const directives = new Map(
        csp
          .split(";")
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name!, values]),
      );
      const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
      expect(scripts, pathname).not.toContain("'unsafe-inline'");
      expect(scripts, pathname).not.toContain("'unsafe-eval'");
      expect(directives.get("default-src"), pathname).toEqual(expect.arrayContaining(["'self'"]));
      expect(directives.get("default-src"), pathname).not.toContain("*");
      expect(directives.get("frame-ancestors"), pathname).toBeDefined();
      expect(directives.get("base-uri"), pathname).toBeDefined();
      expect(directives.get("form-action"), pathname).toBeDefined();
      expect(directives.get("object-src"), pathname).toEqual(["'none'"]);
      expect(csp, pathname).not.toMatch(/\bhttp:/);
      // x-content-type-options, x-frame-options, referrer-policy, cross-origin-resource-policy.
      expect(headers["x-content-type-options"], pathname).toBe("nosniff");
      expect(headers["x-frame-options"], pathname).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(headers["referrer-policy"], pathname).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      expect(headers["cross-origin-resource-policy"], pathname).toBe("same-origin");
      // access-control-allow-origin: never a wildcard on what the site serves.
      expect(headers["access-control-allow-origin"], pathname).toBeUndefined();
      // The version of nginx is not advertised.
      expect(headers.server, pathname).toBe("nginx");
    }
    // cookies: every cookie Secure, the session one HttpOnly too, all SameSite.
    const xsrf = await xsrfFor(newClient());
    expect(xsrf.setCookie).toMatch(/; Secure/);
    expect(xsrf.setCookie).toMatch(/; SameSite=Strict/);
  });
});

describe("two instances, one site", () => {
  it("shows the same gallery from both instances and through nginx", async () => {
    const [a, b] = stack.instances;
    const viaA = JSON.parse((await stack.direct(a!, EVENTS_PATH)).body.toString());
    const viaB = JSON.parse((await stack.direct(b!, EVENTS_PATH)).body.toString());
    expect(viaA.length).toBeGreaterThan(0);
    expect(viaB).toEqual(viaA);
    expect(JSON.parse((await stack.https(EVENTS_PATH)).body.toString())).toEqual(viaA);
  });

  it("keeps a staff session valid on both, and a gallery change made through one is seen through the other at once", async () => {
    const [a, b] = stack.instances;
    const email = "ops@deploy.test";
    // Marketing: the gallery is that role's; editor: the content's pictures.
    const link = (
      await stack.staffCommand(
        "invite",
        "--email",
        email,
        "--name",
        "Ops",
        "--role",
        "marketing",
        "--role",
        "editor",
      )
    )
      .trim()
      .split("\n")
      .at(-1)!;
    expect(link.startsWith(`${stack.siteUrl}/staff/enrol#`)).toBe(true);
    const token = link.split("#")[1]!;
    const xsrf = await xsrfFor(newClient());
    const authenticator = new SoftwareAuthenticator(stack.siteUrl);
    const post = (url: string, body: unknown, cookies: string[]) =>
      stack.https(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: cookies.join("; "),
          [XSRF_HEADER]: xsrf.token,
          origin: stack.siteUrl,
        },
        body: JSON.stringify(body),
      });
    const options = await post(STAFF_API.enrolOptions, { token }, [xsrf.cookie]);
    expect(options.status).toBe(200);
    const enrolled = await post(
      STAFF_API.enrol,
      { token, response: authenticator.register(JSON.parse(options.body.toString())) },
      [xsrf.cookie],
    );
    expect(enrolled.status, enrolled.body.toString()).toBe(200);
    // Over TLS the session cookie has the name only a secure origin can set.
    const session = cookieFrom(enrolled, STAFF_SESSION_COOKIE_SECURE)!;
    expect(cookieFrom(enrolled, STAFF_SESSION_COOKIE)).toBeUndefined();
    expect(enrolled.headers["set-cookie"]!.join("\n")).toMatch(
      /__Secure-staff-session=[^;]+;.*HttpOnly.*Secure|__Secure-staff-session=[^;]+;.*Secure.*HttpOnly/,
    );

    const cookies = `${session}; ${xsrf.cookie}`;
    // Straight to each instance, as nginx forwards a request that came over TLS.
    const viaNginx = { cookie: cookies, "x-forwarded-proto": "https" };
    for (const instance of [a!, b!]) {
      const answer = await stack.direct(instance, STAFF_API.session, { headers: viaNginx });
      expect(answer.status, instance.baseURL).toBe(200);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ email });
    }

    const events = JSON.parse(
      (await stack.direct(a!, STAFF_API.events, { headers: viaNginx })).body.toString(),
    ) as StaffEvent[];
    const event = events[0]!;
    const title = `Changed through one instance ${randomUUID().slice(0, 8)}`;
    const changed = await stack.direct(a!, staffApiPath(STAFF_API.event, { id: event.id }), {
      method: "PATCH",
      headers: {
        ...viaNginx,
        "content-type": "application/json",
        [XSRF_HEADER]: xsrf.token,
        origin: stack.siteUrl,
      },
      body: JSON.stringify({ title, date: event.date, description: event.description ?? "" }),
    });
    expect(changed.status, changed.body.toString()).toBe(200);
    const started = Date.now();
    await eventually(
      async () =>
        JSON.parse((await stack.direct(b!, EVENTS_PATH)).body.toString()).some(
          (item: { title: string }) => item.title === title,
        ),
      "the other instance to show the change",
      5_000,
    );
    // Within its version check (a second), with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(3_000);

    // A picture uploaded for the content through nginx is the app's to serve, from the
    // shared database, not a file nginx looks for on disk.
    const image = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#2266aa" } })
      .png()
      .toBuffer();
    const uploaded = await stack.https(STAFF_API.contentPictures, {
      method: "POST",
      headers: {
        "content-type": "image/png",
        cookie: cookies,
        [XSRF_HEADER]: xsrf.token,
        origin: stack.siteUrl,
      },
      body: image,
    });
    expect(uploaded.status, uploaded.body.toString()).toBe(201);
    const picture = JSON.parse(uploaded.body.toString()) as { name: string; widths: number[] };
    const file = await stack.https(`/media/${picture.name}-${picture.widths[0]}.webp`);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await stack.https(`/media/${picture.name}-9999.webp`)).status).toBe(404);

    // A document of the media library: nginx has no such file on disk, so it passes the
    // request on to the app, which serves it from the database, a range of it too.
    const pdf = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(300 * 1024, "a"),
      Buffer.from("\n%%EOF\n"),
    ]);
    const added = await stack.https(`${STAFF_API.media}?title=Deployment%20brochure`, {
      method: "POST",
      headers: {
        "content-type": "application/pdf",
        cookie: cookies,
        [XSRF_HEADER]: xsrf.token,
        origin: stack.siteUrl,
      },
      body: pdf,
    });
    expect(added.status, added.body.toString()).toBe(201);
    const { url } = JSON.parse(added.body.toString()) as { url: string };
    expect(url).toMatch(/^\/media\/file-[0-9a-f]{32}\.pdf$/);
    const whole = await stack.https(url);
    expect(whole.status).toBe(200);
    expect(whole.headers["content-type"]).toBe("application/pdf");
    expect(whole.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(whole.body.equals(pdf)).toBe(true);
    const part = await stack.https(url, { headers: { range: "bytes=262140-262149" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 262140-262149/${pdf.length}`);
    expect(part.body.equals(pdf.subarray(262140, 262150))).toBe(true);
    expect((await stack.https(`/media/file-${"0".repeat(32)}.pdf`)).status).toBe(404);
  });

  it("shares one rate limit: the 429 comes at the same count whichever instance answers", async () => {
    const client = newClient();
    const xsrf = await xsrfFor(client);
    const statuses: number[] = [];
    for (let index = 0; index < RATE_LIMIT + 2; index += 1)
      statuses.push((await postContact(client, xsrf)).status);
    expect(statuses).toEqual([...Array(RATE_LIMIT).fill(202), 429, 429]);
  });

  it("delivers every mail exactly once between the two workers", async () => {
    const before = new Set(stack.peer!.received.map((mail) => mail.messageId));
    const ids: string[] = [];
    // Spread over clients so that the rate limit stays out of it; nginx spreads them over instances.
    for (let round = 0; round < 8; round += 1) {
      const client = newClient();
      const xsrf = await xsrfFor(client);
      for (let index = 0; index < 5; index += 1) {
        const answer = await postContact(client, xsrf, `Sender ${round}-${index}`);
        expect(answer.status).toBe(202);
        ids.push(JSON.parse(answer.body.toString()).id);
      }
    }
    const expected = new Set(ids.map((id) => `<${id}@deploy.test>`));
    await eventually(
      async () => [...expected].every((id) => stack.peer!.received.some((mail) => mail.messageId === id)),
      "every mail delivered",
      60_000,
    );
    // A moment for a second copy to show up, if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const delivered = stack
      .peer!.received.map((mail) => mail.messageId)
      .filter((id) => id !== undefined && !before.has(id) && expected.has(id));
    expect(delivered.length).toBe(ids.length);
    expect(new Set(delivered).size).toBe(ids.length);
  });

  it("keeps answering through the other instance when one is killed: no 5xx seen by a client", async () => {
    const statuses: number[] = [];
    let running = true;
    // Visitors reading pages and the gallery while the instance dies.
    const readers = (async () => {
      while (running) {
        for (const pathname of ["/home", EVENTS_PATH, "/contact"])
          statuses.push((await stack.https(pathname)).status);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stack.instances[0]!.kill();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Posts after the crash: nginx finds the dead instance refusing and asks the other one.
    const client = newClient();
    const xsrf = await xsrfFor(client);
    for (let index = 0; index < 4; index += 1) statuses.push((await postContact(client, xsrf)).status);
    running = false;
    await readers;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    // And it comes back into the rotation when restarted.
    await stack.restart(0);
    expect((await stack.direct(stack.instances[0]!, "/healthz")).status).toBe(200);
  }, 120_000);
});

// ---- nginx's own answers and its limits per client -----------------------------------------

/** The headers deploy/nginx/security-headers.conf adds (deploy-config.test.ts: the app's, over TLS). */
async function nginxSecurityHeaders(): Promise<Record<string, string>> {
  const snippet = await readFile(path.join(REPO_ROOT, "deploy/nginx/security-headers.conf"), "utf8");
  const lines = snippet.split("\n").filter((line) => line.startsWith("add_header "));
  return Object.fromEntries(
    lines.map((line) => {
      const [, name, value] = /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line)!;
      return [name!.toLowerCase(), value!];
    }),
  );
}

async function expectSecurityHeaders(answer: Answer, what: string) {
  const expected = await nginxSecurityHeaders();
  expect(Object.keys(expected)).toContain("strict-transport-security");
  for (const [name, value] of Object.entries(expected))
    expect(answer.headers[name], `${what}: ${name}`).toBe(value);
  expect(answer.headers["cache-control"], what).toBe("no-store");
}

/** A number site.conf sets, read from the line matching `pattern`, so the tests follow the file. */
async function siteConfNumber(pattern: RegExp): Promise<number> {
  const match = pattern.exec(await readFile(path.join(REPO_ROOT, "deploy/nginx/site.conf"), "utf8"));
  if (!match) throw new Error(`deploy/nginx/site.conf has no line matching ${pattern}`);
  return Number(match[1]);
}

/** A TLS connection to nginx from the loopback address `from`. */
async function tlsFrom(from: string): Promise<TLSSocket> {
  const tcp = netConnect({ host: "127.0.0.1", port: stack.httpsPort, localAddress: from });
  const socket = tlsConnect({ socket: tcp, ca: stack.ca, servername: "localhost" });
  socket.on("error", () => undefined);
  await once(socket, "secureConnect");
  return socket;
}

describe("nginx's own answers", () => {
  it("refuses a body over client_max_body_size with 413 and the security headers, HSTS included", async () => {
    const limitMiB = await siteConfNumber(/client_max_body_size (\d+)m;/);
    const answer = await stack.https("/BTAB/api/job-application", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: Buffer.alloc((limitMiB + 1) * 1024 * 1024, 0x61),
    });
    expect(answer.status).toBe(413);
    await expectSecurityHeaders(answer, "413");
    expect(answer.body.toString()).toBe("Payload Too Large\n");
  });

  it("answers a request it cannot read with 400 and the security headers", async () => {
    /** The status line and headers nginx answers `request` with on `socket`. */
    const answerTo = async (socket: Socket | TLSSocket, request: string) => {
      socket.end(request);
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      const [head = ""] = Buffer.concat(chunks).toString().split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(":")).toLowerCase(),
          line.slice(line.indexOf(":") + 1).trim(),
        ]),
      );
      return { statusLine, answer: { status: 400, headers, body: Buffer.alloc(0) } };
    };
    // HTTP/1.1 without a Host header: nginx refuses it before any location.
    const noHost = await answerTo(
      await tlsFrom("127.0.0.1"),
      "GET /home HTTP/1.1\r\nConnection: close\r\n\r\n",
    );
    expect(noHost.statusLine).toBe("HTTP/1.1 400 Bad Request");
    await expectSecurityHeaders(noHost.answer, "400 without Host");
    // Plain HTTP to the TLS port.
    const plain = netConnect({ host: "127.0.0.1", port: stack.httpsPort });
    await once(plain, "connect");
    const plainAnswer = await answerTo(
      plain,
      "GET /home HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    );
    expect(plainAnswer.statusLine).toBe("HTTP/1.1 400 Bad Request");
    await expectSecurityHeaders(plainAnswer.answer, "400 plain HTTP to the TLS port");
  });
});

describe("limits per client address", () => {
  it("refuses a client holding more requests at once than limit_conn with 429, and serves another client meanwhile", async () => {
    const limit = await siteConfNumber(/limit_conn site_connections (\d+);/);
    const greedy = "127.0.0.2";
    const held: TLSSocket[] = [];
    // A slow upload: the headers and a first byte of a body nginx waits for (client_body_timeout).
    const hold = async () => {
      const socket = await tlsFrom(greedy);
      socket.write(
        `POST ${MAIL_SENDING_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
      );
      held.push(socket);
    };
    try {
      while (held.length < limit - 1)
        await Promise.all(Array.from({ length: Math.min(20, limit - 1 - held.length) }, hold));
      // One short of the limit: one more request is still served.
      expect((await stack.https("/healthz", { from: greedy })).status).toBe(200);
      await hold();
      const refused = await eventually(
        async () => {
          const answer = await stack.https("/healthz", { from: greedy });
          return answer.status === 429 && answer;
        },
        "the request over the limit to be refused",
        5_000,
      );
      await expectSecurityHeaders(refused, "429");
      expect(refused.headers["retry-after"]).toBe("1");
      // Everyone else is served as usual.
      expect((await stack.https("/home", { from: "127.0.0.3" })).status).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
    // And the greedy client again once it lets go.
    await eventually(
      async () => (await stack.https("/healthz", { from: greedy })).status === 200,
      "the client to be served again",
      5_000,
    );
  });

  it("serves a burst of requests to the app from one client at once, and refuses a flood past it with 429", async () => {
    const burst = await siteConfNumber(/limit_req zone=site_requests burst=(\d+) nodelay;/);
    /** Requests twenty at a time (well within limit_conn) from `from`, until `count` or the first refusal. */
    const flood = async (from: string, count: number) => {
      const statuses: number[] = [];
      let refused: Answer | undefined;
      let started = 0;
      const worker = async () => {
        while (refused === undefined && started < count) {
          started += 1;
          const answer = await stack.https("/healthz", { from });
          statuses.push(answer.status);
          if (answer.status === 429) refused ??= answer;
        }
      };
      await Promise.all(Array.from({ length: 20 }, worker));
      return { statuses, refused };
    };
    const { statuses, refused } = await flood("127.0.0.4", burst * 4);
    expect(refused, `statuses: ${statuses.length}`).toBeDefined();
    // The burst and more were served first (the rate adds to it while the flood runs).
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(burst);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    await expectSecurityHeaders(refused!, "429");
    expect(refused!.headers["retry-after"]).toBe("1");
    // The machine itself is not limited: the same flood from 127.0.0.1 (monitoring, the
    // benchmark's load runs) is served whole.
    const local = await flood("127.0.0.1", statuses.length + burst);
    expect(local.statuses.filter((status) => status !== 200)).toEqual([]);
    expect(local.statuses.length).toBe(statuses.length + burst);
  });
});

// Last: it stops every instance (and starts them again).
describe("no instance answering", () => {
  it("answers 502 with the security headers, HSTS included", async () => {
    for (const instance of stack.instances) await instance.kill();
    const answer = await stack.https("/home");
    expect(answer.status).toBe(502);
    await expectSecurityHeaders(answer, "502");
    expect(answer.body.toString()).toBe("Bad Gateway\n");
    for (let index = 0; index < stack.instances.length; index += 1) await stack.restart(index);
    await eventually(
      async () => (await stack.https("/healthz")).status === 200,
      "the instances back behind nginx",
    );
  }, 120_000);
});
