// What the production benchmark's parts share about the stack (deploy/test/stack.ts):
// the instances' environment and the headers a post through nginx carries.

import { XSRF_COOKIE, XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import type { Stack } from "../../deploy/test/stack.ts";

/** Every instance: the rate limit out of the way (all clients are 127.0.0.1), quiet logs. */
export const STACK_ENV = { RATE_LIMIT: "1000000000", LOG_LEVEL: "warn" } as const;

/** The headers a same-origin page's script sends with a post through `stack`. */
export async function postHeaders(stack: Stack): Promise<Record<string, string>> {
  const answer = await stack.https(XSRF_TOKEN_PATH);
  const cookies = answer.headers["set-cookie"] ?? [];
  const pair = cookies
    .map((line) => line.split(";")[0] ?? "")
    .find((candidate) => candidate.startsWith(`${XSRF_COOKIE}=`));
  if (!pair) throw new Error(`${XSRF_TOKEN_PATH} answered ${answer.status} without a cookie`);
  return {
    "content-type": "application/json",
    cookie: pair,
    [XSRF_HEADER.toLowerCase()]: decodeURIComponent(pair.slice(XSRF_COOKIE.length + 1)),
    origin: stack.siteUrl,
    "sec-fetch-site": "same-origin",
  };
}
