import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie by its exact name among others and decodes its value", () => {
    const cookies = "theme=dark; XSRF-TOKEN=abc%2Fdef%3D; other-XSRF-TOKEN=nope";
    expect(readCookie("XSRF-TOKEN", cookies)).toBe("abc/def=");
    expect(readCookie("theme", cookies)).toBe("dark");
  });

  it("answers undefined when the cookie is missing, and keeps a value that is not percent-encoding", () => {
    expect(readCookie("XSRF-TOKEN", "")).toBeUndefined();
    expect(readCookie("XSRF-TOKEN", "XSRF-TOKENX=1; a=b")).toBeUndefined();
    expect(readCookie("t", "t=100%")).toBe("100%");
    expect(readCookie("t", "t=a=b")).toBe("a=b");
  });
});
