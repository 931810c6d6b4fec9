import { describe, expect, it } from "vitest";
import { CV_BUDGET_USED_UP, waitInWords } from "./form-texts.js";

describe("waitInWords", () => {
  it.each([
    [0.2, "1 second"],
    [1, "1 second"],
    [42, "42 seconds"],
    [89, "89 seconds"],
    [90, "about 2 minutes"],
    [45 * 60 - 1, "about 45 minutes"],
    [90 * 60, "about 90 minutes"],
    [90 * 60 + 1, "about 2 hours"],
    [5 * 3600, "about 5 hours"],
    // Rounded up: waiting as long as it says is always enough.
    [4 * 3600 + 1, "about 5 hours"],
    [24 * 3600, "about 24 hours"],
  ])("says %d seconds as %j", (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});

describe("CV_BUDGET_USED_UP", () => {
  it("tells the applicant when to try again, in hours for a day-long wait", () => {
    expect(CV_BUDGET_USED_UP.client(5 * 3600)).toBe(
      "Your application was not sent: too many CVs have been sent from your connection today. Please try again in about 5 hours.",
    );
    expect(CV_BUDGET_USED_UP.everyone(86_400)).toBe(
      "Your application was not sent: we cannot take more CVs today. Please try again in about 24 hours.",
    );
  });
});
