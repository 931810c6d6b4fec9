// Placeholders in content texts: filled from the identity and the server's values, unknown
// words left as written (and reported), in time linear in the text whatever it holds.

import { describe, expect, it } from "vitest";
import { RETENTION } from "../privacy.js";
import {
  fillText,
  fillTexts,
  placeholderValues,
  unknownPlaceholders,
  type IdentityFacts,
} from "./placeholders.js";

const IDENTITY: IdentityFacts = {
  company: "Example Systems",
  legalName: "Example Systems Private Limited",
  tagline: "Done well",
  email: "info@example.com",
  careersEmail: "careers@example.com",
  phone: { display: "+91 427 200 0000", href: "tel:+914272000000" },
  address: {
    streetAddress: "1 Main Road",
    area: "Centre",
    locality: "Salem",
    region: "Tamil Nadu",
    postalCode: "636001",
    country: "India",
  },
  professionalNetwork: { label: "LinkedIn" },
  foundingYear: 2017,
  coreBankingPartnerSince: 2022,
};
const values = placeholderValues(IDENTITY);

describe("placeholders", () => {
  it("fill the identity's facts and the server's values", () => {
    expect(fillText("Call {company} on {phone}, or write to {email}.", values)).toBe(
      "Call Example Systems on +91 427 200 0000, or write to info@example.com.",
    );
    expect(fillText("{legalName}, {address}", values)).toBe(
      "Example Systems Private Limited, 1 Main Road, Centre, Salem, Tamil Nadu 636001, India",
    );
    expect(fillText("kept {contactRetentionMonths} months", values)).toBe(
      `kept ${RETENTION.contactMessagesMonths} months`,
    );
  });

  it("leave other braces as written, and name the unknown words", () => {
    const text = "{compny} and { company } and {} and {a1} and {{company}}";
    expect(fillText(text, values)).toBe("{compny} and { company } and {} and {a1} and {Example Systems}");
    expect(unknownPlaceholders(text)).toEqual(["compny"]);
    expect(unknownPlaceholders("Since {foundingYear}.")).toEqual([]);
  });

  it("fill every string of a document, and nothing else", () => {
    const document = { title: "{company}", items: [{ n: 3, text: "by {company}" }], flag: true, none: null };
    expect(fillTexts(document, values)).toEqual({
      title: "Example Systems",
      items: [{ n: 3, text: "by Example Systems" }],
      flag: true,
      none: null,
    });
  });

  it("take time linear in the text, however many braces it holds", () => {
    for (const hostile of ["{".repeat(200_000), `{${"a".repeat(200_000)}`, "{company".repeat(30_000)]) {
      const started = performance.now();
      expect(fillText(hostile, values)).toBe(hostile);
      expect(unknownPlaceholders(hostile)).toEqual([]);
      // Linear work on 200,000 characters is a few milliseconds; quadratic would be minutes.
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
