import { XSRF_TOKEN_PATH } from "@site/contracts/xsrf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { xsrfHeaders } from "./xsrf";

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "XSRF-TOKEN=; Path=/; Max-Age=0";
});

describe("xsrf", () => {
  it("sends the one token the page has, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    document.cookie = "XSRF-TOKEN=tok; Path=/";
    expect(await xsrfHeaders()).toEqual({ "X-XSRF-TOKEN": "tok" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks the server for a token when the page has none", async () => {
    const fetch = vi.fn(async () => {
      document.cookie = "XSRF-TOKEN=fresh; Path=/";
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal("fetch", fetch);
    expect(await xsrfHeaders()).toEqual({ "X-XSRF-TOKEN": "fresh" });
    expect(fetch).toHaveBeenCalledWith(
      XSRF_TOKEN_PATH,
      expect.objectContaining({ credentials: "same-origin" }),
    );
  });

  it("sends no header when no token can be had (the server then refuses with 403)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    expect(await xsrfHeaders()).toEqual({});
  });
});
