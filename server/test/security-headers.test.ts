import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteFixture, testApp, type SiteFixture } from "./fixtures.js";

let fixture: SiteFixture;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  fixture = await createSiteFixture();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await fixture?.remove();
});

async function appWith(env: Record<string, string> = {}) {
  const app = testApp(fixture.webRoot, env);
  apps.push(app);
  await app.ready();
  return app;
}

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
  "x-frame-options": "SAMEORIGIN",
};

describe("security headers", () => {
  it.each(["/home", "/assets/app-abc123.js", "/healthz", "/nope", "/api/nope", "/assets/missing.js"])(
    "are on the response to %s",
    async (url) => {
      const app = await appWith();
      const response = await app.inject({ url });
      expect(response.headers).toMatchObject(EXPECTED);
      expect(response.headers["permissions-policy"]).toContain("camera=()");
      expect(response.headers["permissions-policy"]).toContain("microphone=()");
      expect(response.headers["permissions-policy"]).toContain("geolocation=()");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );

  it("leave out HSTS over plain http", async () => {
    const app = await appWith();
    const response = await app.inject({ url: "/home" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("ignore X-Forwarded-Proto when no proxy is trusted", async () => {
    const app = await appWith();
    const response = await app.inject({ url: "/home", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("add HSTS and upgrade-insecure-requests behind a trusted TLS proxy", async () => {
    const app = await appWith({ TRUST_PROXY: "true" });
    for (const url of ["/home", "/assets/app-abc123.js", "/healthz"]) {
      const response = await app.inject({ url, headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    }
  });

  // Fastify answers a URL that does not decode before routing, with a request object
  // that knows nothing of TRUST_PROXY: every other error answer is checked beside it.
  it.each([
    ["/%ff", 400],
    ["/api/%E0%A4%A", 400],
    ["/assets/missing.js", 404],
    ["/api/nope", 404],
    [`/${"a".repeat(2000)}`, 414],
  ])("add HSTS to the error answer to %s behind a trusted TLS proxy", async (url, status) => {
    const app = await appWith({ TRUST_PROXY: "true" });
    const response = await app.inject({ url, headers: { "x-forwarded-proto": "https" } });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(EXPECTED);
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("judge an unreadable URL's TLS by the same trusted proxies as pages", async () => {
    const app = await appWith({ TRUST_PROXY: "10.0.0.1" });
    const answer = (remoteAddress: string, proto: string) =>
      app.inject({ url: "/%ff", remoteAddress, headers: { "x-forwarded-proto": proto } });
    // The nearest proxy's entry counts when the header was sent twice.
    const trusted = await answer("10.0.0.1", "http, https");
    expect(trusted.statusCode).toBe(400);
    expect(trusted.headers["strict-transport-security"]).toBeDefined();
    const plain = await answer("10.0.0.1", "https, http");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const stranger = await answer("192.0.2.7", "https");
    expect(stranger.headers["strict-transport-security"]).toBeUndefined();
    expect(stranger.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("trust X-Forwarded-Proto only from the listed proxy addresses", async () => {
    const app = await appWith({ TRUST_PROXY: "10.0.0.1" });
    const trusted = await app.inject({
      url: "/home",
      remoteAddress: "10.0.0.1",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(trusted.headers["strict-transport-security"]).toBeDefined();
    const stranger = await app.inject({
      url: "/home",
      remoteAddress: "192.0.2.7",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(stranger.headers["strict-transport-security"]).toBeUndefined();
  });
});
