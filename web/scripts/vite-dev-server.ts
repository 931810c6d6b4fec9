// The site's dev server (`npm run dev`): the one address a developer opens. Vite serves
// the pages; the API goes to the server and the staff console (/staff) to the console's
// own dev server, both behind this one. Site, console and API thus share one origin, as
// in production, so the forms' XSRF cookie, the staff session cookie and the passkeys
// (bound to SITE_URL, which `npm run dev` sets to this origin) work unchanged.

import type { ProxyOptions, ServerOptions } from "vite";
import { DEV_INTERNAL_HOST, DEV_SITE_HOST, devPorts } from "../../scripts/dev-environment.mjs";

/**
 * What the server answers, as prefixes (Vite matches the start of the URL): the API areas
 * of the contracts' routes, whole, so a route added to one needs no change here, and the
 * health check (server/src/health.ts). Written out rather than imported from the contracts:
 * Vite restarts its dev server whenever a file its config imports changes, and the
 * contracts' texts change often. vite-dev-server.test.ts checks every route is covered.
 */
export const SERVER_PREFIXES = ["/Bweb/api/", "/BTAB/api/", "/staff/api/", "/healthz"] as const;

/** The staff console's pages and its dev server's own files (its base is /staff/); not /staffing. */
export const CONSOLE_PATTERN = "^/staff(?:[/?]|$)";
const CONSOLE_BASE = "/staff/";

/** Vite's `server` options of the site, ports from the DEV_* variables (scripts/dev-environment.mjs). */
export function siteDevServer(env: Record<string, string | undefined> = process.env): ServerOptions {
  const ports = devPorts(env);
  // The Host header is kept (no changeOrigin): the server compares the browser's Origin with it.
  const server: ProxyOptions = { target: `http://${DEV_INTERNAL_HOST}:${ports.server}` };
  const console: ProxyOptions = {
    target: `http://${DEV_INTERNAL_HOST}:${ports.console}`,
    // The console's hot-reload socket comes through here too, from the page's origin.
    ws: true,
    // Its dev server answers its base, /staff/, and not /staff, where the server does.
    rewrite: (url) =>
      url === "/staff" || url.startsWith("/staff?") ? CONSOLE_BASE + url.slice("/staff".length) : url,
  };
  return {
    host: DEV_SITE_HOST,
    port: ports.site,
    strictPort: true,
    // Vite takes the first key that matches, in this order: /staff/api/ before the console.
    proxy: {
      ...Object.fromEntries(SERVER_PREFIXES.map((prefix) => [prefix, server])),
      [CONSOLE_PATTERN]: console,
    },
  };
}
