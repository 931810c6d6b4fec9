// A job opening's JobPosting, checked against what Google's job listings require of it and
// recommend (developers.google.com/search/docs/appearance/structured-data/job-posting):
// required title, description (HTML), datePosted, hiringOrganization, jobLocation (with an
// address and its country) or, for a remote role, jobLocationType TELECOMMUTE with
// applicantLocationRequirements; recommended validThrough, employmentType (one of its
// values), identifier, directApply. The opening is valid by the content's own schema.

import { openingSchema, openingTextSchema, type Opening, type OpeningText } from "@site/contracts/content";
import { describe, expect, it } from "vitest";
import { site, siteUrl } from "./content/site";
import { jobPostingJsonLd, serializeJsonLd } from "./structured-data";

const opening: Opening = openingSchema.parse({
  id: "java-developer",
  title: "Java Developer",
  location: { locality: "Salem", region: "Tamil Nadu", country: "IN" },
  workplace: "hybrid",
  employmentType: "FULL_TIME",
  summary: "Build the services our core banking customers rely on every day, with a small team in Salem.",
  posted: "01-12-2026",
  closes: "31-12-2026",
});
const text: OpeningText = openingTextSchema.parse({
  description: ["You join the team that builds our payment services.", "Pay & <benefits> are good."],
  responsibilities: ["Write and review Java services"],
  requirements: ["Three years of Java"],
});
const GOOGLE_EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
];

describe("a job opening's JobPosting", () => {
  const posting = jobPostingJsonLd({ opening, text, site, path: "/Careers/java-developer" });

  it("has every property Google requires, in the forms it reads", () => {
    expect(posting["@context"]).toBe("https://schema.org");
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.title).toBe("Java Developer");
    expect(posting.datePosted).toBe("2026-12-01");
    expect(posting.hiringOrganization).toEqual({
      "@type": "Organization",
      name: site.company,
      sameAs: `${siteUrl()}/home`,
      logo: `${siteUrl()}/media/icon-512.png`,
    });
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Salem",
        addressRegion: "Tamil Nadu",
        addressCountry: "IN",
      },
    });
  });

  it("describes the role in HTML, its texts escaped", () => {
    const description = posting.description as string;
    expect(description.startsWith("<p>You join the team that builds our payment services.</p>")).toBe(true);
    expect(description).toContain("<p>Pay &amp; &lt;benefits&gt; are good.</p>");
    expect(description).toContain("<h2>Requirements</h2><ul><li>Three years of Java</li></ul>");
  });

  it("has the properties Google recommends that the site knows", () => {
    // Valid until the end of the closing day where the company is, not in UTC.
    expect(posting.validThrough).toBe("2026-12-31T23:59:59+05:30");
    expect(new Date(posting.validThrough as string).toISOString()).toBe("2026-12-31T18:29:59.000Z");
    expect(GOOGLE_EMPLOYMENT_TYPES).toContain(posting.employmentType);
    expect(posting.identifier).toEqual({
      "@type": "PropertyValue",
      name: site.company,
      value: "java-developer",
    });
    expect(posting.directApply).toBe(true);
    expect(posting.url).toBe(`${siteUrl()}/Careers/java-developer`);
    expect(posting.jobLocationType).toBeUndefined();
  });

  it("says a remote role is one, and where its applicants may live", () => {
    const remote = jobPostingJsonLd({
      opening: { ...opening, workplace: "remote" },
      text,
      site,
      path: "/Careers/java-developer",
    });
    expect(remote.jobLocationType).toBe("TELECOMMUTE");
    expect(remote.applicantLocationRequirements).toEqual({ "@type": "Country", name: "IN" });
  });

  it("cannot end the script it is written into", () => {
    const hostile = jobPostingJsonLd({
      opening,
      text: { ...text, requirements: ["</script><script>alert(1)</script>"] },
      site,
      path: "/Careers/java-developer",
    });
    expect(serializeJsonLd(hostile)).not.toContain("</script>");
  });
});

describe("an opening's dates", () => {
  it("refuses a closing date before the day it was posted", () => {
    const result = openingSchema.safeParse({ ...opening, closes: "30-11-2026" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["closes", "must be on or after the day it was posted"],
    ]);
  });

  it("refuses the confirmation page's address as an id", () => {
    expect(openingSchema.safeParse({ ...opening, id: "applied" }).success).toBe(false);
  });
});
