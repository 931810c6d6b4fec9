import { describe, expect, it } from "vitest";
import { receivedRange } from "./inbox-dates";

// 27 November 2026, mid-afternoon where the member is.
const NOW = new Date(2026, 10, 27, 15, 30);
const local = (month: number, day: number) => new Date(2026, month, day).toISOString();

describe("the inbox's Received filter", () => {
  it("counts days from the member's own midnight", () => {
    expect(receivedRange("today", { from: "", to: "" }, NOW)).toEqual({ from: local(10, 27) });
    expect(receivedRange("yesterday", { from: "", to: "" }, NOW)).toEqual({
      from: local(10, 26),
      to: local(10, 27),
    });
    expect(receivedRange("week", { from: "", to: "" }, NOW)).toEqual({ from: local(10, 21) });
    expect(receivedRange("", { from: "2026-11-01", to: "" }, NOW)).toEqual({});
  });

  it("takes a range's first and last days whole, across a month's end, an empty end open", () => {
    expect(receivedRange("range", { from: "2026-10-30", to: "2026-10-31" }, NOW)).toEqual({
      from: local(9, 30),
      to: local(10, 1),
    });
    expect(receivedRange("range", { from: "", to: "2026-11-02" }, NOW)).toEqual({ to: local(10, 3) });
    expect(receivedRange("range", { from: "2026-02-30", to: "not a day" }, NOW)).toEqual({});
  });
});
