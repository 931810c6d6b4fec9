import { describe, expect, it } from "vitest";
import { hasPostForm, readCookies, XSRF_HEADER, XSRF_MAX_TOKENS, xsrfHeader, xsrfTokensIn } from "./xsrf.js";

describe("readCookies", () => {
  it("finds a cookie by its exact name among others and decodes its value", () => {
    const cookies = "theme=dark; XSRF-TOKEN=abc%2Fdef%3D; other-XSRF-TOKEN=nope";
    expect(readCookies("XSRF-TOKEN", cookies)).toEqual(["abc/def="]);
    expect(readCookies("theme", cookies)).toEqual(["dark"]);
  });

  it("lists every cookie of that name, in order (another path's or a parent domain's)", () => {
    expect(readCookies("XSRF-TOKEN", "XSRF-TOKEN=deeper; theme=dark; XSRF-TOKEN=ours; XSRF-TOKEN=")).toEqual([
      "deeper",
      "ours",
      "",
    ]);
  });

  it("answers an empty list when the cookie is missing, and keeps a value that is not percent-encoding", () => {
    expect(readCookies("XSRF-TOKEN", "")).toEqual([]);
    expect(readCookies("XSRF-TOKEN", "XSRF-TOKENX=1; a=b")).toEqual([]);
    expect(readCookies("t", "t=100%")).toEqual(["100%"]);
    expect(readCookies("t", "t=a=b")).toEqual(["a=b"]);
  });
});

describe("xsrfTokensIn", () => {
  it("lists each XSRF-TOKEN value once, without empty values or values with a comma, at most XSRF_MAX_TOKENS", () => {
    expect(
      xsrfTokensIn("XSRF-TOKEN=a; XSRF-TOKEN=; XSRF-TOKEN=b%2Cc; XSRF-TOKEN=a; other=x; XSRF-TOKEN=d"),
    ).toEqual(["a", "d"]);
    const many = Array.from({ length: 40 }, (_, index) => `XSRF-TOKEN=t${index}`).join("; ");
    expect(xsrfTokensIn(many)).toHaveLength(XSRF_MAX_TOKENS);
  });
});

describe("xsrfHeader", () => {
  /** A page whose cookie jar a token request changes to `after`. */
  function page(before: string, after: string) {
    let cookies = before;
    const fetches: number[] = [];
    return {
      read: () => cookies,
      fetchToken: async () => {
        fetches.push(1);
        cookies = after;
      },
      fetches,
    };
  }

  it("sends the one token the page has, without asking for another", async () => {
    const jar = page("XSRF-TOKEN=ours", "XSRF-TOKEN=fresh");
    expect(await xsrfHeader(jar.read, jar.fetchToken)).toEqual({ [XSRF_HEADER]: "ours" });
    expect(jar.fetches).toHaveLength(0);
  });

  it("asks for a token when the page has none or several, and always on refresh", async () => {
    const none = page("", "XSRF-TOKEN=fresh");
    expect(await xsrfHeader(none.read, none.fetchToken)).toEqual({ [XSRF_HEADER]: "fresh" });
    const several = page("XSRF-TOKEN=planted; XSRF-TOKEN=stale", "XSRF-TOKEN=planted; XSRF-TOKEN=fresh");
    expect(await xsrfHeader(several.read, several.fetchToken)).toEqual({ [XSRF_HEADER]: "planted,fresh" });
    const refused = page("XSRF-TOKEN=ours", "XSRF-TOKEN=fresh");
    expect(await xsrfHeader(refused.read, refused.fetchToken, { refresh: true })).toEqual({
      [XSRF_HEADER]: "fresh",
    });
    expect(refused.fetches).toHaveLength(1);
  });

  it("is empty when no token can be had, whether the request failed or could not be made", async () => {
    expect(
      await xsrfHeader(
        () => "",
        () => Promise.reject(new Error("offline")),
      ),
    ).toEqual({});
    expect(await xsrfHeader(() => "", undefined, { refresh: true })).toEqual({});
  });
});

describe("hasPostForm", () => {
  it("finds a form that posts, whatever its other attributes and their case", () => {
    expect(hasPostForm('<main><form class="contact" method="post" action="/x"></form></main>')).toBe(true);
    expect(hasPostForm('<form METHOD="POST"></form>')).toBe(true);
  });

  it("ignores forms that get (the site search) and text that only mentions a form", () => {
    expect(hasPostForm('<form role="search" method="get" action="/search"><input></form>')).toBe(false);
    expect(hasPostForm('<p>Use the form; method="post" is what it does</p>')).toBe(false);
    expect(hasPostForm("<form")).toBe(false);
  });
});
