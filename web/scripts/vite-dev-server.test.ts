// @vitest-environment node
// The dev server is Node code: its module finds the repository from its own file URL.

import { EVENT_IMAGES_PATH, EVENTS_PATH } from "@site/contracts/events";
import { JOB_APPLICATION_PATH, MAIL_SENDING_PATH, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { STAFF_API, STAFF_ENROL_PATH, STAFF_PATH } from "@site/contracts/staff";
import type { ProxyOptions } from "vite";
import { describe, expect, it } from "vitest";
import { siteDevServer } from "./vite-dev-server";

const env = { DEV_PORT: "6001", DEV_CONSOLE_PORT: "6002", DEV_SERVER_PORT: "6003" };
const SERVER = "http://127.0.0.1:6003";
const CONSOLE = "http://127.0.0.1:6002";

/** Where the site's dev server sends `url`, as Vite picks: the first key that matches (`^` keys are patterns). */
function routed(url: string): { target: string; url: string } | undefined {
  const proxy = siteDevServer(env).proxy ?? {};
  for (const [key, value] of Object.entries(proxy)) {
    const matches = key.startsWith("^") ? new RegExp(key).test(url) : url.startsWith(key);
    if (!matches) continue;
    const options = value as ProxyOptions;
    return { target: String(options.target), url: options.rewrite?.(url) ?? url };
  }
  return undefined;
}

describe("the site's dev server", () => {
  it("listens on DEV_PORT at localhost (a host name, as passkeys need), on that port or not at all", () => {
    expect(siteDevServer(env)).toMatchObject({ host: "localhost", port: 6001, strictPort: true });
    expect(siteDevServer({})).toMatchObject({ port: 5173 });
  });

  it("passes every route of the contracts and the health check to the server, query strings included", () => {
    const routes = [
      EVENTS_PATH,
      `${EVENTS_PATH}?page=2`,
      `${EVENT_IMAGES_PATH}0123abcd.webp`,
      XSRF_TOKEN_PATH,
      MAIL_SENDING_PATH,
      JOB_APPLICATION_PATH,
      ...Object.values(STAFF_API),
      "/healthz",
    ];
    for (const route of routes) expect(routed(route), route).toEqual({ target: SERVER, url: route });
  });

  it("passes the console's pages and files to its dev server, /staff as its base /staff/", () => {
    expect(routed(STAFF_PATH)).toEqual({ target: CONSOLE, url: "/staff/" });
    expect(routed(`${STAFF_PATH}?from=mail`)).toEqual({ target: CONSOLE, url: "/staff/?from=mail" });
    for (const url of [
      "/staff/",
      "/staff/inbox",
      STAFF_ENROL_PATH,
      "/staff/@vite/client",
      "/staff/src/main.tsx",
    ]) {
      expect(routed(url), url).toEqual({ target: CONSOLE, url });
    }
    expect((siteDevServer(env).proxy?.["^/staff(?:[/?]|$)"] as ProxyOptions).ws).toBe(true);
  });

  it("keeps the site's own pages", () => {
    for (const url of ["/", "/contact", "/gallery", "/staffing", "/app/root.tsx", "/@vite/client"])
      expect(routed(url), url).toBeUndefined();
  });

  it("refuses a port variable that is not a port, or two parts on one port, naming the variables", () => {
    expect(() => siteDevServer({ DEV_PORT: "80a" })).toThrow(
      'DEV_PORT must be a port number, 1 to 65535 (got "80a")',
    );
    expect(() => siteDevServer({ DEV_SERVER_PORT: "70000" })).toThrow(
      "DEV_SERVER_PORT must be a port number",
    );
    expect(() => siteDevServer({ DEV_CONSOLE_PORT: "5173" })).toThrow(
      "DEV_CONSOLE_PORT and DEV_PORT are both 5173",
    );
  });
});
