import { describe, expect, it } from "vitest";
import { readCookies } from "./cookies";

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
