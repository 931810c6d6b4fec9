// A steady load on running server processes over real HTTP: contact-form posts at a
// fixed rate, and reads of the events list and /healthz, spread over every instance.
// Every request is timed and its answer (or the network error) recorded, for tests that
// judge each answer against what was happening to the database at that moment.

import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts";
import { validContact } from "./form-helpers.js";

export type RequestKind = "post" | "events" | "health";

export interface Outcome {
  /** Index of the target it went to. */
  target: number;
  kind: RequestKind;
  /** Date.now() when it was sent and when its answer (or error) came. */
  startedAt: number;
  endedAt: number;
  status?: number;
  /** The id of a 202. */
  id?: string;
  /** A network error or timeout instead of an answer. */
  error?: string;
}

export interface LoadTarget {
  baseURL: string;
  /** Cookie and header of a same-origin post from the web app. */
  xsrfHeaders: Record<string, string>;
}

export interface LoadOptions {
  /** One post every this many ms, to the targets in turn. */
  postIntervalMs: number;
  /** One read every this many ms, events and /healthz in turn, to the targets in turn. */
  readIntervalMs: number;
  /** A request unanswered after this long counts as an error. */
  requestTimeoutMs: number;
}

export interface RunningLoad {
  /** Sends no more; resolves with every outcome once the requests in flight have ended. */
  stop(): Promise<Outcome[]>;
}

/** The XSRF cookie and header, fetched the way the web app gets them (GET XSRF_TOKEN_PATH). */
export async function xsrfHeadersOf(baseURL: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}${XSRF_TOKEN_PATH}`, { signal: AbortSignal.timeout(5_000) });
  const prefix = `${XSRF_COOKIE}=`;
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";", 1)[0] ?? "")
    .find((pair) => pair.startsWith(prefix));
  if (response.status !== 204 || cookie === undefined) {
    throw new Error(`${baseURL}${XSRF_TOKEN_PATH} answered ${response.status} without a token`);
  }
  // The cookie goes back as set; the header carries the value a script reads from it.
  return { cookie, [XSRF_HEADER]: decodeURIComponent(cookie.slice(prefix.length)) };
}

/** One request of `kind` to `target` (number `index`): its answer or error, never a rejection. */
export async function send(
  target: LoadTarget,
  index: number,
  kind: RequestKind,
  timeoutMs: number,
): Promise<Outcome> {
  const startedAt = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response =
      kind === "post"
        ? await fetch(`${target.baseURL}/Bweb/api/mailsending`, {
            method: "POST",
            headers: { ...target.xsrfHeaders, "content-type": "application/json" },
            body: JSON.stringify(validContact()),
            signal,
          })
        : await fetch(`${target.baseURL}${kind === "events" ? "/Bweb/api/events" : "/healthz"}`, { signal });
    const text = await response.text();
    const id = response.status === 202 ? (JSON.parse(text) as { id?: string }).id : undefined;
    return {
      target: index,
      kind,
      startedAt,
      endedAt: Date.now(),
      status: response.status,
      ...(id ? { id } : {}),
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause})` : ""}`;
    return { target: index, kind, startedAt, endedAt: Date.now(), error: message };
  }
}

/** Starts sending at once; nothing is awaited between sends, so a slow answer never slows the rate. */
export function startLoad(targets: readonly LoadTarget[], options: LoadOptions): RunningLoad {
  const inFlight: Promise<Outcome>[] = [];
  let posts = 0;
  let reads = 0;
  const postTimer = setInterval(() => {
    const index = posts++ % targets.length;
    inFlight.push(send(targets[index]!, index, "post", options.requestTimeoutMs));
  }, options.postIntervalMs);
  const readTimer = setInterval(() => {
    const index = reads % targets.length;
    // Alternates the kind every round over the targets, so each target gets both.
    const kind: RequestKind = Math.floor(reads / targets.length) % 2 === 0 ? "events" : "health";
    reads += 1;
    inFlight.push(send(targets[index]!, index, kind, options.requestTimeoutMs));
  }, options.readIntervalMs);
  return {
    async stop() {
      clearInterval(postTimer);
      clearInterval(readTimer);
      // Each send ends by its own timeout at the latest.
      return Promise.all(inFlight);
    },
  };
}
