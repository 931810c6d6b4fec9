// The preview of drafts: any public page rendered by the site's own renderer from the
// content as it would be once every draft is published, for editors and publishers; for
// HR, once the drafts of the job openings are (HR sees no other unpublished work). It
// is made for the member who asks and never kept: `no-store` (no shared cache holds it),
// `noindex`, and under /staff, where no crawler is let in (robots.txt) and the session
// cookie goes.

import { CONTENT_ROLES, mayEditContent, STAFF_PREVIEW_PATH } from "@site/contracts";
import { SITE_CONTENT_KEYS, siteContentOf, type SiteContent } from "@site/contracts/content";
import type { FastifyPluginAsync } from "fastify";
import { previewDocuments } from "../content/store.js";
import { sendEncoded } from "../site/send-html.js";
import { member } from "./guard.js";
import { requireRole } from "./roles.js";

// A public path is short; a longer one names no page.
const PATH_MAX_LENGTH = 300;

const previewRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${STAFF_PREVIEW_PATH}/*`, { onRequest: requireRole(...CONTENT_ROLES) }, async (request, reply) => {
    reply.header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow");
    const url = request.url.slice(STAFF_PREVIEW_PATH.length);
    const pathname = url.split("?", 1)[0]!;
    const text = (status: number, message: string) =>
      reply.code(status).type("text/plain; charset=utf-8").send(`${message}\n`);
    if (pathname.length > PATH_MAX_LENGTH) return text(404, "There is no such page to preview.");
    // The drafts of the documents the member works on: every draft for editors and
    // publishers, the openings' for HR.
    const { roles } = member(request);
    const content = siteContentOf(await previewDocuments(app.db, (type) => mayEditContent(roles, type)));
    if (!SITE_CONTENT_KEYS.every((key) => content[key] !== undefined))
      return text(
        503,
        "The site's content is not in the database yet: build the site, then restart the server.",
      );
    const page = await app.previewPage(pathname, content as SiteContent);
    if (page === undefined) return text(404, "There is no such page to preview.");
    reply.header("content-security-policy", page.contentSecurityPolicy(request.protocol === "https"));
    return sendEncoded(request, reply, page.variants, "text/html; charset=utf-8");
  });
};

export default previewRoutes;
