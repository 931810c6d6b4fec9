// The production shape on loopback, for the deployment test and the production benchmark
// (bench/deploy.ts): a throwaway PostgreSQL and Redis, an SMTP server, two instances (or
// one) of the built app sharing them, and Debian's nginx running deploy/nginx/site.conf
// (its example values replaced) with a certificate made by openssl for the run.
// Everything listens on 127.0.0.1 and is stopped at the end.

import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startPostgres, type ThrowawayPostgres } from "../../scripts/postgres.mjs";
import { startRedis, type ThrowawayRedis } from "../../scripts/redis.mjs";
import { freePort, REPO_ROOT, startServer, type RunningServer } from "../../scripts/server-process.mjs";
import { startSmtpPeer, type SmtpPeer } from "../../server/test/smtp-peer.ts";

const run = promisify(execFile);

/** Debian's libnginx-mod-http-brotli-static: deploy/nginx/site.conf says `brotli_static on`. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Over a kept-alive connection (default: a new one per request, as a test wants). */
  keepAlive?: boolean;
  /**
   * The client's address, another loopback one such as 127.0.0.2 (default 127.0.0.1, the
   * machine itself, which site.conf's limits per client leave out). Not with keepAlive.
   */
  from?: string;
}

export interface StackOptions {
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  /** App instances behind nginx (default 2). */
  instances?: number;
  /** The instances' SMTP server; default: an smtp-peer the stack starts (Stack.peer). */
  smtpUrl?: string;
  /** nginx's worker_processes (default 1; the benchmark uses Debian's default, auto). */
  nginxWorkers?: number | "auto";
}

export interface Stack {
  /** `https://localhost:{port}`: nginx over TLS, the address visitors use (SITE_URL). */
  siteUrl: string;
  /** nginx's plain-HTTP port (it only redirects). */
  httpPort: number;
  httpsPort: number;
  /** The certificate nginx presents, for a client of a test's own to trust. */
  ca: Buffer;
  instances: RunningServer[];
  /** The SMTP server the stack started; undefined when StackOptions.smtpUrl named another. */
  peer: SmtpPeer | undefined;
  postgres: ThrowawayPostgres;
  databaseUrl: string;
  /** A request through nginx over TLS, trusting only the test's certificate. */
  https(pathname: string, options?: RequestOptions): Promise<Answer>;
  /** A request to one instance directly, as nginx sends it (trusted proxy headers added). */
  direct(instance: RunningServer, pathname: string, options?: RequestOptions): Promise<Answer>;
  /** A plain-HTTP request to nginx. */
  plainHttp(pathname: string): Promise<Answer>;
  /** Starts instance `index` again (after a kill) on its port. */
  restart(index: number): Promise<void>;
  /** `npm run staff -- <args>` against the shared database; its standard output. */
  staffCommand(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl. */
async function makeCertificate(directory: string) {
  const cert = path.join(directory, "cert.pem");
  const key = path.join(directory, "key.pem");
  await run("openssl", [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  return { cert, key };
}

/** deploy/nginx/site.conf with its example values replaced by the test's. */
export function renderSiteConf(
  conf: string,
  values: {
    httpPort: number;
    httpsPort: number;
    cert: string;
    key: string;
    webRoot: string;
    instancePorts: number[];
  },
): string {
  const replacements: [string, string][] = [
    [
      "    server 127.0.0.1:3000 max_fails=1 fail_timeout=10s;\n    server 127.0.0.1:3001 max_fails=1 fail_timeout=10s;\n",
      values.instancePorts
        .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;\n`)
        .join(""),
    ],
    ["    listen 80;\n    listen [::]:80;\n", `    listen 127.0.0.1:${values.httpPort};\n`],
    [
      "    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n",
      `    listen 127.0.0.1:${values.httpsPort} ssl http2;\n`,
    ],
    ["/etc/ssl/site/fullchain.pem", values.cert],
    ["/etc/ssl/site/privkey.pem", values.key],
    ["/srv/site/web/build/client", values.webRoot],
    ["www.example.com", "localhost"],
  ];
  let rendered = conf;
  for (const [from, to] of replacements) {
    if (!rendered.includes(from))
      throw new Error(`deploy/nginx/site.conf no longer contains ${JSON.stringify(from)}`);
    rendered = rendered.replaceAll(from, to);
  }
  return rendered;
}

/**
 * Debian's nginx in `directory` (its own main configuration, every path in there) running
 * `siteConf`; `workers` as worker_processes (the stack: 1; Debian's default is auto).
 */
export async function startNginx(
  directory: string,
  siteConf: string,
  workers: number | "auto" = 1,
): Promise<ChildProcess> {
  const conf = path.join(directory, "conf");
  await mkdir(path.join(conf, "snippets"), { recursive: true });
  await writeFile(path.join(conf, "site.conf"), siteConf);
  await writeFile(
    path.join(conf, "snippets", "site-security-headers.conf"),
    await readFile(path.join(REPO_ROOT, "deploy/nginx/security-headers.conf"), "utf8"),
  );
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    await mkdir(path.join(directory, temp), { recursive: true });
  // What Debian's /etc/nginx/nginx.conf gives every site, with every path in the test's
  // folder; the brotli module by its absolute path (Debian's modules-enabled entry names it
  // relative to the default prefix, not this one).
  const main = `
load_module ${BROTLI_STATIC_MODULE};
daemon off;
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes ${workers};
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${directory}/body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  include site.conf;
}
`;
  await writeFile(path.join(conf, "nginx.conf"), main);
  const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
  await run(nginx, ["-t", "-p", `${directory}/`, "-c", "conf/nginx.conf"]);
  const child = spawn(nginx, ["-p", `${directory}/`, "-c", "conf/nginx.conf"], { stdio: "ignore" });
  return child;
}

function request(
  send: typeof httpsRequest | typeof httpRequest,
  url: URL,
  options: RequestOptions & { ca?: Buffer; agent?: HttpsAgent },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        ...(options.ca === undefined ? {} : { ca: options.ca, servername: "localhost" }),
        agent: options.keepAlive && options.agent ? options.agent : false,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error(`no answer to ${url.pathname}`)));
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/** Polls `probe` until it resolves truthy; fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startStack({
  env = {},
  instances: count = 2,
  smtpUrl,
  nginxWorkers = 1,
}: StackOptions = {}): Promise<Stack> {
  const directory = await mkdtemp(path.join(tmpdir(), "deploy-test-"));
  const stopping: (() => Promise<unknown>)[] = [];
  try {
    const postgres = await startPostgres({ label: "deploy" });
    stopping.push(() => postgres.stop());
    const databaseUrl = await postgres.createDatabase("site");
    const redis: ThrowawayRedis = await startRedis({ label: "deploy" });
    stopping.push(() => redis.stop());
    const peer = smtpUrl === undefined ? await startSmtpPeer() : undefined;
    if (peer) stopping.push(() => peer.close());
    const { cert, key } = await makeCertificate(directory);
    const ca = await readFile(cert);
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const siteUrl = `https://localhost:${httpsPort}`;

    const instanceEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: smtpUrl ?? peer!.url,
      TRUST_PROXY: "127.0.0.1",
      SITE_URL: siteUrl,
      MAIL_FROM: "Website <website@deploy.test>",
      MAIL_TO: "contact@deploy.test",
      CAREERS_MAIL_TO: "careers@deploy.test",
      SAMPLE_EVENTS: "true",
      ...env,
    };
    // One after the other: the first creates and migrates the database, seeds the gallery.
    const instances: RunningServer[] = [];
    for (let index = 0; index < count; index += 1) {
      instances.push(await startServer({ label: `deploy-${index}`, env: instanceEnv }));
    }
    stopping.push(() => Promise.all(instances.map((instance) => instance.stop())));

    const siteConf = renderSiteConf(await readFile(path.join(REPO_ROOT, "deploy/nginx/site.conf"), "utf8"), {
      httpPort,
      httpsPort,
      cert,
      key,
      webRoot: path.join(REPO_ROOT, "web/build/client"),
      instancePorts: instances.map((instance) => instance.port),
    });
    const nginx = await startNginx(directory, siteConf, nginxWorkers);
    stopping.push(async () => {
      nginx.kill("SIGQUIT");
      await new Promise((resolve) =>
        nginx.exitCode === null ? nginx.once("exit", resolve) : resolve(undefined),
      );
    });

    const agent = new HttpsAgent({ keepAlive: true, ca, servername: "localhost", maxSockets: 64 });
    stopping.push(async () => agent.destroy());
    const https = (pathname: string, options: RequestOptions = {}) =>
      request(httpsRequest, new URL(pathname, siteUrl), { ...options, ca, agent });
    await eventually(async () => (await https("/healthz")).status === 200, "nginx to answer over TLS");

    return {
      siteUrl,
      httpPort,
      httpsPort,
      ca,
      instances,
      peer,
      postgres,
      databaseUrl,
      https,
      direct: (instance, pathname, options = {}) =>
        request(httpRequest, new URL(pathname, instance.baseURL), {
          ...options,
          headers: { host: `localhost:${httpsPort}`, "x-forwarded-proto": "https", ...options.headers },
        }),
      plainHttp: (pathname) =>
        request(httpRequest, new URL(pathname, `http://127.0.0.1:${httpPort}`), {
          headers: { host: "localhost" },
        }),
      async restart(index) {
        const old = instances[index]!;
        instances[index] = await startServer({ label: `deploy-${index}`, env: instanceEnv, port: old.port });
      },
      async staffCommand(...args) {
        const { stdout } = await run(
          process.execPath,
          [path.join(REPO_ROOT, "server/dist/cli/staff.js"), ...args],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, ...instanceEnv },
            timeout: 60_000,
          },
        );
        return stdout;
      },
      async stop() {
        for (const stop of stopping.reverse()) await stop().catch(() => undefined);
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stopping.reverse()) await stop().catch(() => undefined);
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
