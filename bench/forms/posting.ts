// How the forms benchmark posts: the app server it starts, the headers a same-origin page
// sends, and one contact message per number.

import { XSRF_HEADER } from "@site/contracts/forms";
import { startServer, type RunningServer } from "../../scripts/server-process.mjs";
import { fetchXsrfCookie } from "../lib/xsrf.ts";

/** Request headers a same-origin page sends: the XSRF cookie and its echo. */
export async function formHeaders(baseURL: string): Promise<Record<string, string>> {
  const { pair, value } = await fetchXsrfCookie(baseURL);
  return {
    "content-type": "application/json",
    cookie: pair,
    [XSRF_HEADER.toLowerCase()]: value,
    origin: baseURL,
    "sec-fetch-site": "same-origin",
  };
}

/** The JSON body of contact message `n`, each one different. */
export function contactBody(n: number): string {
  const name = `Bench Visitor ${n}`;
  const email = `visitor${n}@example.com`;
  const message = `Benchmark message ${n}. We are evaluating partners for a core-banking upgrade and would like a call.`;
  return JSON.stringify({
    params: {
      sender: email,
      subject: `Contact from ${name}`,
      body: `Name: ${name}\nEmail: ${email}\nMessage: ${message}`,
    },
  });
}

/** The built server without sample events, the rate limit out of the way, on SQLite unless `env` says otherwise. */
export async function startApp({
  label,
  env,
  dataDir,
}: {
  label: string;
  env: Record<string, string>;
  dataDir?: string;
}): Promise<RunningServer> {
  return startServer({
    label,
    logLevel: "warn",
    dataDir,
    env: { SAMPLE_EVENTS: "false", RATE_LIMIT: "1000000000", DATABASE_URL: "", REDIS_URL: "", ...env },
  });
}
