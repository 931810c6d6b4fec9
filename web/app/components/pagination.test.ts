import { describe, expect, it } from "vitest";
import { clampPage, navigationState, pageCount, pageSlice, rangeLabel, resizePage } from "./pagination";

const six = ["a", "b", "c", "d", "e", "f"];

describe("pagination", () => {
  it("shows 4 then 2 of six items at page size 4", () => {
    expect(pageSlice(six, { pageIndex: 0, pageSize: 4 })).toEqual(["a", "b", "c", "d"]);
    expect(pageSlice(six, { pageIndex: 1, pageSize: 4 })).toEqual(["e", "f"]);
    expect(pageCount(6, 4)).toBe(2);
  });

  it("disables first and previous on the first page, next and last on the last", () => {
    expect(navigationState({ pageIndex: 0, pageSize: 4 }, 6)).toMatchObject({
      firstDisabled: true,
      previousDisabled: true,
      nextDisabled: false,
      lastDisabled: false,
      lastIndex: 1,
    });
    expect(navigationState({ pageIndex: 1, pageSize: 4 }, 6)).toMatchObject({
      firstDisabled: false,
      previousDisabled: false,
      nextDisabled: true,
      lastDisabled: true,
    });
    expect(navigationState({ pageIndex: 0, pageSize: 4 }, 0)).toMatchObject({
      nextDisabled: true,
      lastDisabled: true,
    });
  });

  it("recomputes the index on a page-size change, keeping the first visible item", () => {
    expect(resizePage({ pageIndex: 2, pageSize: 4 }, 8)).toEqual({ pageIndex: 1, pageSize: 8 });
    expect(resizePage({ pageIndex: 1, pageSize: 8 }, 4)).toEqual({ pageIndex: 2, pageSize: 4 });
    expect(resizePage({ pageIndex: 1, pageSize: 4 }, 12)).toEqual({ pageIndex: 0, pageSize: 12 });
  });

  it("keeps the index inside the pages that exist", () => {
    expect(clampPage({ pageIndex: 5, pageSize: 4 }, 6)).toEqual({ pageIndex: 1, pageSize: 4 });
    expect(clampPage({ pageIndex: -1, pageSize: 4 }, 6)).toEqual({ pageIndex: 0, pageSize: 4 });
  });

  it("labels the range shown", () => {
    expect(rangeLabel({ pageIndex: 1, pageSize: 4 }, 6)).toBe("5 – 6 of 6");
    expect(rangeLabel({ pageIndex: 0, pageSize: 4 }, 0)).toBe("0 of 0");
  });
});
