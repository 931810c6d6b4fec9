import { VISIT_LIMITS, VISIT_STORAGE_KEY } from "@site/contracts/privacy";
import { describe, expect, it } from "vitest";
import { visitFields } from "./visit-fields";

const holding = (value: string | null) => ({
  getItem: (key: string) => (key === VISIT_STORAGE_KEY ? value : null),
});

describe("what a form's post says of the visit (forms/visit-fields.ts)", () => {
  it("sends the page, source and campaign the pages' script kept", () => {
    expect(
      visitFields(holding(JSON.stringify({ page: "/home", source: "direct", campaign: "spring" }))),
    ).toEqual({
      landingPage: "/home",
      landingSource: "direct",
      landingCampaign: "spring",
    });
    expect(visitFields(holding(JSON.stringify({ page: "/FIS", source: "www.google.com" })))).toEqual({
      landingPage: "/FIS",
      landingSource: "www.google.com",
    });
  });

  it("sends nothing when nothing was kept, and no value over its limit (the server cleans the rest)", () => {
    expect(visitFields(holding(null))).toEqual({});
    expect(visitFields(holding("{not json"))).toEqual({});
    expect(visitFields(holding('"a string"'))).toEqual({});
    expect(
      visitFields(
        holding(
          JSON.stringify({
            page: "/home",
            source: "Upper Case",
            campaign: "x".repeat(VISIT_LIMITS.campaign + 1),
          }),
        ),
      ),
    ).toEqual({ landingPage: "/home", landingSource: "Upper Case" });
    expect(visitFields(holding(JSON.stringify({ page: 7, source: ["direct"], campaign: null })))).toEqual({});
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(visitFields(blocked)).toEqual({});
  });
});
