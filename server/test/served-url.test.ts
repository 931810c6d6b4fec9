// The line `npm start` prints once listening: the address that works from this machine.

import { describe, expect, it } from "vitest";
import { servedLine } from "../src/served-url.js";

describe("servedLine", () => {
  it("names SITE_URL when it reaches this process (localhost for 127.0.0.1, same port)", () => {
    expect(servedLine("http://127.0.0.1:3000", "http://localhost:3000")).toBe(
      "Site ready: open http://localhost:3000/",
    );
    expect(servedLine("http://[::1]:3000", "http://localhost:3000")).toBe(
      "Site ready: open http://localhost:3000/",
    );
  });

  it("names the listening address when SITE_URL is elsewhere: another port, a proxy's name, TLS", () => {
    expect(servedLine("http://127.0.0.1:3917", "http://localhost:3000")).toBe(
      "Site ready: open http://127.0.0.1:3917/ (visitors use SITE_URL, http://localhost:3000/, which this process does not answer directly)",
    );
    expect(servedLine("http://127.0.0.1:3000", "https://www.example.com")).toMatch(
      /^Site ready: open http:\/\/127\.0\.0\.1:3000\/ \(visitors use SITE_URL, https:\/\/www\.example\.com\//,
    );
  });
});
