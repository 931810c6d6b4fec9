import { describe, expect, it } from "vitest";
import { parseCookie, serializeCookie } from "./cookies.js";

describe("cookies", () => {
  it("writes a signed token as it is, with its attributes", () => {
    expect(
      serializeCookie("XSRF-TOKEN", "1790000000.abc_-.x+y/z=", {
        maxAge: 604800,
        path: "/",
        sameSite: "strict",
        secure: true,
      }),
    ).toBe("XSRF-TOKEN=1790000000.abc_-.x+y/z=; Max-Age=604800; Path=/; Secure; SameSite=Strict");
  });

  it("refuses a value that would break the header", () => {
    expect(() => serializeCookie("session", "a;b", { path: "/" })).toThrow();
    expect(() => serializeCookie("session", "a\r\nSet-Cookie: x=1")).toThrow();
  });

  it("reads the first value of each name, decoded", () => {
    expect(parseCookie("a=1; staff-session=abc; a=2; b=%41")).toEqual({
      a: "1",
      "staff-session": "abc",
      b: "A",
    });
    expect(parseCookie("")).toEqual({});
  });
});
