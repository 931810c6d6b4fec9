// The answer at the address of a page the site no longer has and nothing replaces (a
// retired policy or ovation): 410 Gone, so search engines drop it at once, with a page
// that tells a visitor so and leads on. Plain HTML with no script or inline style, which
// every policy the server sends allows.

import type { FastifyReply } from "fastify";

const GONE_HTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This page has been removed</title>
</head>
<body>
<main>
<h1>This page has been removed</h1>
<p>What it showed is no longer on the site.</p>
<p><a href="/home">Go to the home page</a> or <a href="/search">search the site</a>.</p>
</main>
</body>
</html>
`;

export function sendGone(reply: FastifyReply) {
  return reply
    .code(410)
    .header("cache-control", "public, max-age=3600")
    .type("text/html; charset=utf-8")
    .send(GONE_HTML);
}
