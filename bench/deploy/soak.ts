// The soak: SOAK.minutes of a moderate mixed load (pages, the events API, the
// contact form) through nginx over TLS to two instances on PostgreSQL. Each minute is
// one wrk run, so each has its own p99; each instance's resident memory is read from
// /proc at the start and after every minute.

import { readFile } from "node:fs/promises";
import { EVENTS_PATH } from "@site/contracts/events";
import { MAIL_SENDING_PATH } from "@site/contracts/forms";
import { startStack } from "../../deploy/test/stack.ts";
import { contactBody } from "../forms/posting.ts";
import { postHeaders, STACK_ENV } from "./stack-posts.ts";
import { wrk, type WrkResult } from "./wrk.ts";

export const SOAK = {
  minutes: 10,
  // 8 visitors' connections, each pausing 25 ms after an answer: a few hundred requests a second.
  connections: 8,
  pauseMs: 25,
} as const;

/** What one round of every connection asks: mostly pages, the gallery's list, one post. */
const PAGES = [
  "/home",
  "/about",
  "/gallery",
  "/contact",
  "/Careers",
  "/solution-page",
  "/project-page",
  "/FIS",
  "/Demos",
];

export interface SoakMinute {
  minute: number;
  load: WrkResult;
  /** Resident memory of each instance after the minute, in MiB. */
  rssMiB: number[];
}

export interface SoakResult {
  startRssMiB: number[];
  minutes: SoakMinute[];
  /** Theil-Sen slope of each instance's RSS over minutes 2..end, in MiB per minute. */
  rssSlopeMiBPerMinute: number[];
}

async function rssMiB(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kib / 1024;
}

/**
 * The Theil-Sen slope of y over x: the median of the slopes between every two points. One
 * reading taken just after a garbage collection moves a least-squares line a long way; a
 * steady growth moves every pair.
 */
export function slope(points: [number, number][]): number {
  const slopes: number[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const [x1, y1] = points[i]!;
      const [x2, y2] = points[j]!;
      if (x2 !== x1) slopes.push((y2 - y1) / (x2 - x1));
    }
  }
  if (slopes.length === 0) return Number.NaN;
  slopes.sort((a, b) => a - b);
  const middle = Math.floor(slopes.length / 2);
  return slopes.length % 2 === 1 ? slopes[middle]! : (slopes[middle - 1]! + slopes[middle]!) / 2;
}

export async function soakRun(smtpUrl: string, minutes: number = SOAK.minutes): Promise<SoakResult> {
  const stack = await startStack({ smtpUrl, nginxWorkers: "auto", env: STACK_ENV });
  try {
    const post = {
      method: "POST" as const,
      path: MAIL_SENDING_PATH,
      headers: await postHeaders(stack),
      body: contactBody(1),
    };
    const sequence = [
      ...PAGES.map((path) => ({ path, headers: { "accept-encoding": "br, gzip" } })),
      { path: EVENTS_PATH, headers: { "accept-encoding": "br, gzip" } },
      post,
    ];
    const rss = () => Promise.all(stack.instances.map((instance) => rssMiB(instance.pid)));
    const startRssMiB = await rss();
    const rounds: SoakMinute[] = [];
    for (let minute = 1; minute <= minutes; minute += 1) {
      const load = await wrk(`${stack.siteUrl}/home`, {
        seconds: 60,
        connections: SOAK.connections,
        request: { sequence, pauseMs: SOAK.pauseMs },
      });
      rounds.push({ minute, load, rssMiB: await rss() });
      console.log(
        `bench:deploy: soak minute ${minute}: ${Math.round(load.perSecond)} req/s, p99 ${load.p99.toFixed(1)} ms, RSS ${rounds
          .at(-1)!
          .rssMiB.map((value) => value.toFixed(0))
          .join(" / ")} MiB`,
      );
    }
    // The first minute warms up (code compiled, caches filled): the trend is what follows.
    const rssSlopeMiBPerMinute = stack.instances.map((_, index) =>
      slope(rounds.filter((round) => round.minute >= 2).map((round) => [round.minute, round.rssMiB[index]!])),
    );
    return { startRssMiB, minutes: rounds, rssSlopeMiBPerMinute };
  } finally {
    await stack.stop();
  }
}
