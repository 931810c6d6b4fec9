import { describe, expect, it } from "vitest";
import { withoutModulePreloads } from "./postbuild";

describe("postbuild page transform", () => {
  it("drops module preloads and keeps every other tag", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a-1.js"/><link rel="stylesheet" href="/assets/b.css"/>' +
      '<link rel="modulepreload" href="/assets/c-2.js"/><link rel="preload" as="image" href="/media/x.avif"/></head>' +
      '<script type="module" async="">import "/assets/a-1.js";</script>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/b.css"/><link rel="preload" as="image" href="/media/x.avif"/></head>' +
        '<script type="module" async="">import "/assets/a-1.js";</script>',
    );
  });
});
