// Where the parts of `npm run dev` listen and what the server is told, from the DEV_*
// variables: read by scripts/dev.mjs (which starts the parts), scripts/dev-cli.mjs (the
// staff commands against the dev data) and the two Vite configs (ports and proxies).
//
// The server's own PORT, HOST, DATA_DIR and SITE_URL are not read here: they describe
// `npm start`'s deployment, and a shell set up for it must not point dev at its data.

import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Each part's port variable and default; the server's is its own default (server/src/config.ts). */
const PORTS = {
  site: { variable: "DEV_PORT", default: 5173 },
  console: { variable: "DEV_CONSOLE_PORT", default: 5174 },
  server: { variable: "DEV_SERVER_PORT", default: 3000 },
};

/** The server and the console's dev server answer only this machine: the site's dev server proxies to them. */
export const DEV_INTERNAL_HOST = "127.0.0.1";
// Not 127.0.0.1: passkeys need a host name (WebAuthn refuses IP addresses as relying party).
export const DEV_SITE_HOST = "localhost";

/**
 * The ports of the parts, from DEV_PORT (the site: the address to open), DEV_CONSOLE_PORT
 * and DEV_SERVER_PORT, each a default when unset or empty.
 * @throws {Error} naming the variable when one is not a port, or when two are the same.
 */
export function devPorts(env = process.env) {
  const ports = {};
  for (const [part, { variable, default: fallback }] of Object.entries(PORTS)) {
    const raw = env[variable]?.trim() || String(fallback);
    const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(port >= 1 && port <= 65535))
      throw new Error(`${variable} must be a port number, 1 to 65535 (got "${raw}")`);
    const taken = Object.entries(ports).find(([, other]) => other === port);
    if (taken)
      throw new Error(
        `${variable} and ${PORTS[taken[0]].variable} are both ${port}: each part needs its own port`,
      );
    ports[part] = port;
  }
  return ports;
}

/** The one address of the dev setup, site and console (`/staff`), e.g. http://localhost:5173. */
export function devOrigin(ports) {
  return `http://${DEV_SITE_HOST}:${ports.site}`;
}

/** DEV_DATA_DIR, absolute: data/dev unless set, apart from `npm start`'s ./data. */
export function devDataDir(env = process.env) {
  return path.resolve(ROOT, env.DEV_DATA_DIR?.trim() || "data/dev");
}

/**
 * The environment of the dev server and of the staff commands run against it: `env` with
 * the server on loopback at its dev port, the dev data, and SITE_URL naming the address
 * the browser uses (the passkeys' origin, and where invitation links point). Other server
 * variables (DATABASE_URL, SMTP_URL, LOG_LEVEL…) pass through.
 */
export function devServerEnvironment(env = process.env) {
  const ports = devPorts(env);
  return {
    ...env,
    PORT: String(ports.server),
    HOST: DEV_INTERNAL_HOST,
    DATA_DIR: devDataDir(env),
    SITE_URL: devOrigin(ports),
  };
}
