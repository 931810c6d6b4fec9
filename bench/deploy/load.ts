// Load side by side: the same requests through nginx over TLS to one app
// instance and to two, and the same files from nginx itself (gzip_static) and from our
// own server alone, as `npm start` runs it for a company without nginx.

import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { EVENTS_PATH } from "@site/contracts/events";
import { MAIL_SENDING_PATH } from "@site/contracts/forms";
import { REPO_ROOT, freePort } from "../../scripts/server-process.mjs";
import { eventually, startNginx, startStack } from "../../deploy/test/stack.ts";
import { contactBody, startApp } from "../forms/posting.ts";
import { measureCpu, type CpuUse } from "./cpu.ts";
import { capCores } from "./cpu-quota.ts";
import { postHeaders, STACK_ENV } from "./stack-posts.ts";
import { wrk, type WrkRequest, type WrkResult } from "./wrk.ts";

export const LOAD = { seconds: 10, connections: 50, warmUpSeconds: 3 } as const;
/** Each instance's share of a core in the capped pass: two of them, nginx and wrk fit in two cores. */
export const CORES_EACH = 0.25;

const WEB_ROOT = path.join(REPO_ROOT, "web/build/client");

/** A measurement through nginx, with how busy the machine and the instances were. */
export interface ProxiedResult extends WrkResult {
  cpu: CpuUse;
}

export interface ScaleRow {
  what: string;
  one: ProxiedResult;
  two: ProxiedResult;
}

export interface CeilingRow {
  what: string;
  nginx: WrkResult;
  app: WrkResult;
}

export interface LoadResult {
  scale: ScaleRow[];
  /** The same, each instance capped at CORES_EACH of a core; or why that could not be done. */
  capped: ScaleRow[] | { unavailable: string };
  ceiling: CeilingRow[];
  largestScript: { name: string; gzipBytes: number };
}

const GZIP = { "accept-encoding": "gzip" };

/**
 * wrk on `url` as LOAD says, after a few seconds unrecorded (code compiled, caches full),
 * with how busy the machine and `pids` were during the recorded part.
 */
async function measure(
  url: string,
  request: WrkRequest,
  pids: (number | undefined)[] = [],
): Promise<ProxiedResult> {
  await wrk(url, { seconds: LOAD.warmUpSeconds, connections: LOAD.connections, request });
  const { result, cpu } = await measureCpu(pids, () =>
    wrk(url, { seconds: LOAD.seconds, connections: LOAD.connections, request }),
  );
  return { ...result, cpu };
}

/** The three requests through nginx to `instances` app instances, each capped at `coresEach` when given. */
async function throughNginx(
  instances: number,
  smtpUrl: string,
  coresEach?: number,
): Promise<ProxiedResult[]> {
  const stack = await startStack({ instances, smtpUrl, nginxWorkers: "auto", env: STACK_ENV });
  // Warmed up uncapped: compiling the code on a quarter of a core would take the whole warm-up.
  if (coresEach !== undefined)
    for (const pathname of ["/home", EVENTS_PATH])
      await wrk(`${stack.siteUrl}${pathname}`, {
        seconds: LOAD.warmUpSeconds,
        connections: LOAD.connections,
        request: { headers: GZIP },
      });
  const cap =
    coresEach === undefined
      ? undefined
      : await capCores(
          stack.instances.flatMap((instance) => (instance.pid === undefined ? [] : [instance.pid])),
          coresEach,
        ).catch(async (error: unknown) => {
          await stack.stop();
          throw error;
        });
  try {
    const at = (pathname: string) => `${stack.siteUrl}${pathname}`;
    const run = async (pathname: string, request: WrkRequest) => {
      const result = await measure(
        at(pathname),
        request,
        stack.instances.map((instance) => instance.pid),
      );
      const { cpu } = result;
      console.log(
        `bench:deploy: load: ${request.method ?? "GET"} ${pathname} through nginx to ${instances}${coresEach === undefined ? "" : ` capped at ${coresEach} core each`}: ${Math.round(result.perSecond)} req/s, p99 ${result.p99} ms; machine ${Math.round(cpu.machineBusy * 100)}% busy, instances ${cpu.processCores.map((cores) => cores.toFixed(2)).join(" + ")} cores`,
      );
      return result;
    };
    const home = await run("/home", { headers: GZIP });
    const events = await run(EVENTS_PATH, { headers: GZIP });
    // Last: the mail these leave behind would otherwise be delivered during the others.
    const posts = await run(MAIL_SENDING_PATH, {
      method: "POST",
      headers: await postHeaders(stack),
      body: contactBody(1),
    });
    return [home, events, posts];
  } finally {
    await cap?.release();
    await stack.stop();
  }
}

/** The largest script of the build, and its .gz's size (what both servers send). */
async function largestScript(): Promise<{ name: string; gzipBytes: number }> {
  const assets = path.join(WEB_ROOT, "assets");
  const scripts = (await readdir(assets)).filter((name) => name.endsWith(".js"));
  const sizes = await Promise.all(
    scripts.map(async (name) => ({ name, size: (await stat(path.join(assets, name))).size })),
  );
  const largest = sizes.sort((a, b) => b.size - a.size)[0];
  if (!largest) throw new Error("the build has no scripts");
  return { name: largest.name, gzipBytes: (await stat(path.join(assets, `${largest.name}.gz`))).size };
}

/** nginx (one worker: one process, as our server is) serving the build itself, plain HTTP. */
async function staticNginx(port: number) {
  const directory = await mkdtemp(path.join(tmpdir(), "bench-nginx-"));
  const conf = `
server {
    listen 127.0.0.1:${port};
    root ${WEB_ROOT};
    gzip_static on;
    location = /home { default_type text/html; try_files /home/index.html =404; }
    location / { try_files $uri =404; }
}
`;
  const nginx = await startNginx(directory, conf, 1);
  await eventually(async () => (await fetch(`http://127.0.0.1:${port}/home`)).ok, "nginx to serve the build");
  return {
    async stop() {
      nginx.kill("SIGQUIT");
      await new Promise((resolve) =>
        nginx.exitCode === null ? nginx.once("exit", resolve) : resolve(undefined),
      );
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function ceiling(script: string): Promise<CeilingRow[]> {
  const paths = ["/home", `/assets/${script}`];
  const port = await freePort();
  const nginx = await staticNginx(port);
  const nginxResults: WrkResult[] = [];
  try {
    for (const pathname of paths)
      nginxResults.push(await measure(`http://127.0.0.1:${port}${pathname}`, { headers: GZIP }));
  } finally {
    await nginx.stop();
  }
  const app = await startApp({ label: "bench-deploy-alone", env: {} });
  const appResults: WrkResult[] = [];
  try {
    for (const pathname of paths)
      appResults.push(await measure(`${app.baseURL}${pathname}`, { headers: GZIP }));
  } finally {
    await app.stop();
  }
  return paths.map((what, index) => ({
    what: `GET ${what}`,
    nginx: nginxResults[index]!,
    app: appResults[index]!,
  }));
}

export async function loadRun(smtpUrl: string): Promise<LoadResult> {
  const names = ["GET /home", `GET ${EVENTS_PATH}`, `POST ${MAIL_SENDING_PATH}`];
  const rows = (one: ProxiedResult[], two: ProxiedResult[]) =>
    names.map((what, index) => ({ what, one: one[index]!, two: two[index]! }));
  const scale = rows(await throughNginx(1, smtpUrl), await throughNginx(2, smtpUrl));
  let capped: LoadResult["capped"];
  try {
    capped = rows(await throughNginx(1, smtpUrl, CORES_EACH), await throughNginx(2, smtpUrl, CORES_EACH));
  } catch (error) {
    capped = { unavailable: (error as Error).message };
  }
  const script = await largestScript();
  return {
    scale,
    capped,
    ceiling: await ceiling(script.name),
    largestScript: script,
  };
}
