// The nginx configuration in deploy/ says what the app says: the security headers nginx
// adds to the files it serves itself are exactly the app's over TLS, and the body limit
// lets the largest request the app takes (an application with a 5 MB CV) through; nginx's
// own error answers carry the same headers and the app's texts.

import { readFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { CV_MAX_BYTES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { securityHeadersFor } from "../src/security/headers.js";

const deployFile = (name: string) => readFile(new URL(`../../deploy/nginx/${name}`, import.meta.url), "utf8");

describe("deploy/nginx", () => {
  it("adds the app's security headers, each exactly, to the files nginx serves", async () => {
    const lines = (await deployFile("security-headers.conf"))
      .split("\n")
      .filter((line) => line.startsWith("add_header "));
    const headers = Object.fromEntries(
      lines.map((line) => {
        const match = /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line);
        if (!match) throw new Error(`not an add_header line: ${line}`);
        return [match[1]!.toLowerCase(), match[2]!];
      }),
    );
    expect(headers).toEqual(securityHeadersFor(true));
  });

  it("lets an application with the largest CV through to the app, and includes the headers where it serves files", async () => {
    const site = await deployFile("site.conf");
    const limit = /client_max_body_size (\d+)m;/.exec(site);
    expect(Number(limit?.[1]) * 1024 * 1024).toBeGreaterThan(CV_MAX_BYTES + 256 * 1024);
    // The locations nginx answers from disk (the PDFs under /media/docs/ are the app's).
    const staticLocations = site
      .split("location ")
      .filter((block) => /^\/(?:assets|media)\//.test(block) && block.includes("try_files"));
    expect(staticLocations.map((block) => block.split(" ")[0])).toEqual(["/assets/", "/media/"]);
    for (const block of staticLocations)
      expect(block).toContain("include snippets/site-security-headers.conf;");
    // A /media/ file not on disk (the media library's) goes on to the app, and the demos'
    // captions, which the app makes from the cues staff edit, always do.
    expect(staticLocations[1]).toContain("try_files $uri @app_media;");
    expect(site).toMatch(/location @app_media \{[^}]*proxy_pass http:\/\/site_app;/);
    expect(site).toMatch(/location ~ \^\/media\/\.\+\\\.vtt\$ \{[^}]*proxy_pass http:\/\/site_app;/);
    // A video of the library is up to 200 MB.
    expect(site).toMatch(/location \/staff\/api\/media \{\s*client_max_body_size 201m;/);
  });

  it("sends nginx's own error answers to a location with the security headers and the app's texts", async () => {
    const site = await deployFile("site.conf");
    const errorPage = /^ {4}error_page ([\d ]+) (\S+);$/m.exec(site);
    if (!errorPage) throw new Error("site.conf has no error_page line in its TLS server");
    const statuses = errorPage[1]!.split(" ").map(Number);
    // A body too large, a request nginx cannot read, a refusal by the limits, no instance answering, a timeout.
    expect(statuses).toEqual(expect.arrayContaining([400, 413, 414, 429, 494, 500, 502, 503, 504]));
    const location = site.split(`    location = ${errorPage[2]} {`)[1]?.split("    }")[0] ?? "";
    expect(location).toContain("internal;");
    expect(location).toContain("include snippets/site-security-headers.conf;");
    expect(location).toContain('add_header Cache-Control "no-store" always;');
    // The same short text as the app's error answers (http-errors.ts), for every status
    // but nginx's own (494-497, which it sends as 400).
    const texts = Object.fromEntries(
      [
        ...(site.split("map $status $site_error_text {")[1]?.split("}")[0] ?? "").matchAll(
          /^ {4}(\d{3}) "([^"]+)";$/gm,
        ),
      ].map((match) => [Number(match[1]), match[2]]),
    );
    for (const status of statuses.filter((status) => status < 494 || status > 497))
      expect(texts[status], String(status)).toBe(STATUS_CODES[status]);
    for (const [status, text] of Object.entries(texts)) expect(text).toBe(STATUS_CODES[Number(status)]);
  });

  it("limits what one client address may hold and send, and leaves the machine itself out", async () => {
    const site = await deployFile("site.conf");
    expect(site).toMatch(/^limit_conn_zone \$site_limited_client zone=site_connections:\d+m;$/m);
    expect(site).toMatch(/^limit_req_zone \$site_limited_client zone=site_requests:\d+m rate=\d+r\/s;$/m);
    expect(site).toMatch(/^ {4}limit_conn site_connections \d+;$/m);
    // On what the app answers (the TLS server's location /), with a burst a page's requests fit in.
    const proxied =
      site
        .split("    location / {")
        .find((block) => block.trimStart().split("\n    }")[0]!.includes("proxy_pass http://site_app;")) ??
      "";
    expect(proxied).toMatch(/^ {8}limit_req zone=site_requests burst=\d+ nodelay;$/m);
    // Loopback has an empty key, which nginx does not count.
    const geo = site.split("geo $site_local_client {")[1]?.split("}")[0] ?? "";
    expect(geo).toContain("127.0.0.1 1;");
    expect(geo).toContain("::1 1;");
    expect(site).toMatch(
      /map \$site_local_client \$site_limited_client \{\s+1 "";\s+default \$binary_remote_addr;\s+\}/,
    );
  });
});
