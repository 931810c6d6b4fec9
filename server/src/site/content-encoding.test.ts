import { describe, expect, it } from "vitest";
import { negotiateContentCoding } from "./content-encoding.js";

describe("negotiateContentCoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["x-gzip", "gzip"],
    ["BR;Q=1", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["*;q=0.1, identity", "identity"],
    ["deflate", "identity"],
    ["identity;q=0, *;q=0", "identity"],
    ["gzip;q=0", "identity"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
  });

  it.each([
    ["gzip, br", ["gzip"], "gzip"],
    ["br", ["gzip"], "identity"],
    ["br;q=0.9, gzip;q=0.5", [], "identity"],
    ["*", ["gzip"], "gzip"],
  ] as const)("Accept-Encoding %j with only %j offered → %s", (header, offered, expected) => {
    expect(negotiateContentCoding(header, new Set(offered))).toBe(expected);
  });
});
