// The nginx configuration in deploy/ says what the app says: the security headers nginx
// adds to the files it serves itself are exactly the app's over TLS, and the body limit
// lets the largest request the app takes (an application with a 5 MB CV) through.

import { readFile } from "node:fs/promises";
import { CV_MAX_BYTES } from "@site/contracts";
import { describe, expect, it } from "vitest";
import { securityHeadersFor } from "../src/security/headers.js";

const deployFile = (name: string) => readFile(new URL(`../../deploy/nginx/${name}`, import.meta.url), "utf8");

describe("deploy/nginx", () => {
  it("adds the app's security headers, each exactly, to the files nginx serves", async () => {
    const lines = (await deployFile("security-headers.conf")).split("\n").filter((line) => line.startsWith("add_header "));
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
    const staticLocations = site.split("location ").filter((block) => block.startsWith("/assets/") || block.startsWith("/media/"));
    expect(staticLocations).toHaveLength(2);
    for (const block of staticLocations) expect(block).toContain("include snippets/site-security-headers.conf;");
  });
});
