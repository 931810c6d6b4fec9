// What the site's loading and rendering say as they go: the server's own logger, or a
// command's lines on stderr (cli/site-gate.ts).

import type { FastifyBaseLogger } from "fastify";

export type SiteLog = Pick<FastifyBaseLogger, "info" | "warn" | "error">;
