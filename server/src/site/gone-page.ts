// The answer at the address of a page the site no longer has and nothing replaces (a
// retired policy or ovation, a closed job opening): 410 Gone, so search engines drop it
// at once, with a page that tells a visitor so and leads on. Plain HTML with no script or
// inline style, which every policy the server sends allows.

import type { FastifyReply } from "fastify";

/** Where job openings' pages are: a closed one says so, and leads to the open ones. */
const OPENINGS_PREFIX = "/careers/";

const page = (title: string, said: string, links: string) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${said}</p>
<p>${links}</p>
</main>
</body>
</html>
`;

const REMOVED = page(
  "This page has been removed",
  "What it showed is no longer on the site.",
  '<a href="/home">Go to the home page</a> or <a href="/search">search the site</a>.',
);
const CLOSED = page(
  "This job opening is closed",
  "Applications for it are no longer taken.",
  '<a href="/Careers">See the open positions</a>, or send an open application from there.',
);

/** 410 for `pathname` (decoded or raw: only its start is read). */
export function sendGone(reply: FastifyReply, pathname: string) {
  const closedOpening = pathname.toLowerCase().startsWith(OPENINGS_PREFIX);
  return reply
    .code(410)
    .header("cache-control", "public, max-age=3600")
    .type("text/html; charset=utf-8")
    .send(closedOpening ? CLOSED : REMOVED);
}
