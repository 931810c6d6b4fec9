// The design tokens are the stylesheets' only source of design values: every custom
// property a stylesheet reads exists, every token is read somewhere, and no stylesheet
// or build script writes a token's colour out again. "Somewhere" is in the workspaces that
// use the tokens, so this test reads their files (it imports none of them).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertBaseRulesFirst, insertDesignTokens, TOKENS_MARKER } from "../vite-design-tokens";
import { color, cssCustomProperties, customProperties, withAlpha } from "./tokens";

const repository = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, ending: string): { file: string; text: string }[] {
  return readdirSync(path.join(repository, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ending))
    .map((file) => path.join(dir, file))
    .map((file) => ({ file, text: readFileSync(path.join(repository, file), "utf8") }));
}

// The base stylesheet, the site's and the console's.
const stylesheets = ["design/src", "web/app", "console/src"].flatMap((dir) => filesUnder(dir, ".css"));
const globalCss = stylesheets.find((s) => s.file === path.join("design", "src", "global.css"))!;
const tokenNames = new Set(customProperties().map(([name]) => name));

describe("design tokens", () => {
  it("open the built stylesheet, before any component rule (postbuild checks it)", () => {
    expect(() =>
      assertBaseRulesFirst(
        ":root{--color-ink:#14213d}*{box-sizing:border-box}._card_1gzin_6{margin:0}",
        "style.css",
      ),
    ).not.toThrow();
    expect(() =>
      assertBaseRulesFirst("._header_7gkk9_1{margin:0}:root{--color-ink:#14213d}", "style.css"),
    ).toThrow(/style\.css must open with global\.css/);
  });

  it("become one :root rule in place of the marker in global.css", () => {
    expect(globalCss.text.split(TOKENS_MARKER)).toHaveLength(2);
    const css = insertDesignTokens(globalCss.text, globalCss.file);
    expect(css).not.toContain(TOKENS_MARKER);
    expect(css).toContain(cssCustomProperties());
    expect(cssCustomProperties()).toMatch(/^:root \{\n {2}--color-ink: #14213d;\n/);
    expect(() => insertDesignTokens("body { color: red; }", "x.css")).toThrow(TOKENS_MARKER);
  });

  it("keep the names the stylesheets use", () => {
    for (const name of [
      "--color-brand",
      "--color-ink-soft",
      "--font-sans",
      "--font-size-base",
      "--line-height",
      "--space-4",
      "--radius",
      "--shadow",
      "--content-width",
      "--navbar-height",
    ]) {
      expect(tokenNames).toContain(name);
    }
  });

  it("define every custom property a stylesheet reads", () => {
    const declared = new Set(
      stylesheets.flatMap(({ text }) => [...text.matchAll(/(?<![\w-])--[\w-]+(?=\s*:)/g)].map((m) => m[0])),
    );
    const undefinedReads = stylesheets.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !tokenNames.has(name) && !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undefinedReads).toEqual([]);
  });

  it("are each read by some stylesheet", () => {
    const read = new Set(
      stylesheets.flatMap(({ text }) => [...text.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!)),
    );
    expect([...tokenNames].filter((name) => !read.has(name))).toEqual([]);
  });

  it("are not written out again as colours in stylesheets or build scripts", () => {
    // White and black are left alone: print rules and masks use them as such.
    const tokenColours = new Map(
      Object.entries(color)
        .filter(([, value]) => !/^#(?:f{3}|f{6}|0{3}|0{6})$/i.test(value))
        .map(([name, value]) => [value.toLowerCase(), name]),
    );
    const sources = [...stylesheets, ...filesUnder("web/scripts", ".ts")];
    const copies = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/#[0-9a-f]{6}\b/gi)]
        .map((m) => m[0].toLowerCase())
        .filter((hex) => tokenColours.has(hex))
        .map((hex) => `${file}: ${hex} (color.${tokenColours.get(hex)})`),
    );
    expect(copies).toEqual([]);
  });

  it("give colours with an alpha in CSS's notation", () => {
    expect(withAlpha(color.ink, 0.08)).toBe("rgb(20 33 61 / 0.08)");
    expect(() => withAlpha("red", 1)).toThrow();
  });
});
