import { XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSameOrigin, xsrfHeaders } from "./xsrf";

// The tests' page is http://localhost:3000 (happy-dom's default).
const ORIGIN = window.location.origin;

function clearCookie() {
  document.cookie = "XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
}

afterEach(() => {
  vi.restoreAllMocks();
  clearCookie();
  vi.unstubAllGlobals();
});

describe("isSameOrigin", () => {
  it("counts relative and root-relative URLs and absolute ones on the page's origin", () => {
    expect(isSameOrigin("/Bweb/api/mailsending", ORIGIN)).toBe(true);
    expect(isSameOrigin("api/x", ORIGIN)).toBe(true);
    expect(isSameOrigin(`${ORIGIN}/BTAB/api/job-application`, ORIGIN)).toBe(true);
  });

  it("refuses another host, port or scheme, and protocol-relative URLs to another host", () => {
    expect(isSameOrigin("https://api.example.com/Bweb/api/mailsending", ORIGIN)).toBe(false);
    expect(isSameOrigin("http://localhost:8080/BTAB/api/job-application", ORIGIN)).toBe(false);
    expect(isSameOrigin("https://localhost:3000/x", ORIGIN)).toBe(false);
    expect(isSameOrigin("//evil.example/x", ORIGIN)).toBe(false);
  });
});

describe("xsrfHeaders", () => {
  it("echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN for a same-origin URL", async () => {
    document.cookie = "XSRF-TOKEN=t0k%2Ben; Path=/";
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await xsrfHeaders("/Bweb/api/mailsending")).toEqual({ [XSRF_HEADER]: "t0k+en" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends nothing to another origin, even with the cookie set", async () => {
    document.cookie = "XSRF-TOKEN=secret; Path=/";
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    expect(await xsrfHeaders("https://api.example.com/Bweb/api/mailsending")).toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it("lists every XSRF-TOKEN value when the page has several (one planted by a sibling subdomain)", async () => {
    // happy-dom keeps one cookie per name; a browser lists each path's and domain's.
    vi.spyOn(document, "cookie", "get").mockReturnValue(
      "XSRF-TOKEN=planted; theme=dark; XSRF-TOKEN=ours%2B1",
    );
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    expect(await xsrfHeaders("/Bweb/api/mailsending")).toEqual({ [XSRF_HEADER]: "planted,ours+1" });
    // Ours may be gone (expired) with only the planted one left: the server issues one if so.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      XSRF_TOKEN_PATH,
      expect.objectContaining({ credentials: "same-origin" }),
    ]);
  });

  it("sends the token the server issues when the several values it had were all stale", async () => {
    let cookies = "XSRF-TOKEN=planted; XSRF-TOKEN=expired";
    vi.spyOn(document, "cookie", "get").mockImplementation(() => cookies);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        cookies = "XSRF-TOKEN=planted; XSRF-TOKEN=fresh";
        return new Response(null, { status: 204 });
      }),
    );
    expect(await xsrfHeaders("/Bweb/api/mailsending")).toEqual({ [XSRF_HEADER]: "planted,fresh" });
  });

  it("leaves out empty values, repeats and values with a comma, and sends at most 16", async () => {
    const many = Array.from({ length: 20 }, (_, index) => `XSRF-TOKEN=t${index}`).join("; ");
    vi.spyOn(document, "cookie", "get").mockReturnValue(
      `XSRF-TOKEN=; XSRF-TOKEN=a%2Cb%2Cc; XSRF-TOKEN=t0; ${many}`,
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const header = (await xsrfHeaders("/Bweb/api/mailsending"))[XSRF_HEADER]!;
    expect(header.split(",")).toEqual(Array.from({ length: 16 }, (_, index) => `t${index}`));
  });

  it("asks the server for the cookie once when the page has none", async () => {
    const fetch = vi.fn(async () => {
      document.cookie = "XSRF-TOKEN=fresh; Path=/";
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal("fetch", fetch);
    expect(await xsrfHeaders("/Bweb/api/mailsending")).toEqual({ [XSRF_HEADER]: "fresh" });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      XSRF_TOKEN_PATH,
      expect.objectContaining({ credentials: "same-origin" }),
    ]);
  });

  it("sends no header when the token cannot be had (the server then refuses with 403)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await xsrfHeaders("/Bweb/api/mailsending")).toEqual({});
  });
});
