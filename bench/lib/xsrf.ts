// An XSRF token fetched the way the web app fetches one: GET /Bweb/api/xsrf-token.

import { XSRF_COOKIE, XSRF_TOKEN_PATH } from "@site/contracts/forms";

export interface XsrfCookie {
  /** `XSRF-TOKEN=…`, for a Cookie header. */
  pair: string;
  /** The cookie's value as sent (URL-encoded). */
  raw: string;
  /** The value decoded, as the web app echoes it. */
  value: string;
}

export async function fetchXsrfCookie(baseURL: string): Promise<XsrfCookie> {
  const response = await fetch(`${baseURL}${XSRF_TOKEN_PATH}`);
  const pair = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((candidate) => candidate.startsWith(`${XSRF_COOKIE}=`));
  if (!pair)
    throw new Error(`${XSRF_TOKEN_PATH} answered ${response.status} without a ${XSRF_COOKIE} cookie`);
  const raw = pair.slice(XSRF_COOKIE.length + 1);
  return { pair, raw, value: decodeURIComponent(raw) };
}
