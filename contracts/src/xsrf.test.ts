import { describe, expect, it } from "vitest";
import { readCookies, XSRF_MAX_TOKENS, xsrfTokensIn } from "./xsrf.js";

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
    expect(xsrfTokensIn("XSRF-TOKEN=a; XSRF-TOKEN=; XSRF-TOKEN=b%2Cc; XSRF-TOKEN=a; other=x; XSRF-TOKEN=d")).toEqual(["a", "d"]);
    const many = Array.from({ length: 40 }, (_, index) => `XSRF-TOKEN=t${index}`).join("; ");
    expect(xsrfTokensIn(many)).toHaveLength(XSRF_MAX_TOKENS);
  });
});
