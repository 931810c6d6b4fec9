import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of inline scripts, classic and module, once each", () => {
    const html =
      "<script>a()</script><SCRIPT type=\"module\">import('/x.js')</SCRIPT >" +
      "<script>a()</script><script>\n  b();\n</script>";
    expect(inlineScriptHashes(html)).toEqual([
      hashOf("a()"),
      hashOf("import('/x.js')"),
      hashOf("\n  b();\n"),
    ]);
  });

  it("skips scripts loaded by src, however the attribute is written", () => {
    const html =
      '<script src="/a.js"></script><script type="module" src=/b.js></script>' +
      "<script async\nsrc='/c.js'></script><script data-src=\"x\">c()</script>";
    expect(inlineScriptHashes(html)).toEqual([hashOf("c()")]);
  });

  it("hashes an empty inline script, which the browser also checks", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([hashOf("")]);
  });

  it("returns nothing for a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>script</p>")).toEqual([]);
  });
});
