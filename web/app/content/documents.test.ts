// The documents: the policies, the ovations, brochures and demo videos, and the legal
// documents carry the spec's facts.
import { CV_LABEL, CV_MAX_BYTES } from "@site/contracts/forms";
import { describe, expect, it } from "vitest";
import { pageAt } from "../pages";
import { brochures } from "./brochures";
import { demos, toWebVtt } from "./demos";
import { isList } from "@site/contracts/content-helpers";
import { RETENTION } from "./legal";
import { filledContent } from "./current";
import { repositoryContent } from "./repository";
import { ovationDocument } from "./ovation-texts";
import { ovations } from "./ovations";
import { policies, POLICY } from "./policies";
import { policyText } from "./policy-texts";
import { projectByCode } from "./projects";
import type { Section } from "@site/contracts/content";
import { site } from "./site";

// As the pages show them: placeholders ({company}, {contactRetentionMonths}) filled.
const { privacyNotice, terms } = filledContent(repositoryContent);

function sectionText(sections: Section[]): string {
  return sections
    .flatMap((s) => [s.heading, ...s.body.flatMap((b) => (isList(b) ? b.list : [b]))])
    .join("\n");
}

describe("Policies", () => {
  const text = (id: string) => {
    const p = policyText(id);
    return [p.appliesTo, sectionText(p.sections)].join("\n");
  };

  it("are Doc-1 to Doc-4, each with a complete revision history", () => {
    expect(policies.map((p) => p.id)).toEqual(["Doc-1", "Doc-2", "Doc-3", "Doc-4"]);
    for (const p of policies) {
      const { revisions } = policyText(p.id);
      expect(revisions.length).toBeGreaterThanOrEqual(1);
      expect(revisions[0]!.date).toBe(POLICY.effectiveDate);
    }
  });

  it("state the spec's constants", () => {
    expect(POLICY.effectiveDate).toBe("05-04-2017");
    expect(text("Doc-1")).toContain("Rs. 5,000 per annum");
    expect(text("Doc-1")).toContain("effective from 05-04-2017");
    expect(text("Doc-1")).toMatch(/more than 2 days without informing .* is misconduct/);
    expect(text("Doc-2")).toContain("14 days");
    expect(text("Doc-2")).toMatch(/illegal strike/);
    expect(text("Doc-3")).toContain("within 3 months");
    expect(text("Doc-3")).toContain("within 10 days");
    expect(text("Doc-3")).toContain("within 90 days");
    expect(text("Doc-3")).toContain("within 60 days");
    expect(text("Doc-3")).toContain("POSH Act");
    expect(text("Doc-3")).toContain("2013");
    expect(text("Doc-4")).toContain("Rs. 5,000 per annum");
    expect(text("Doc-4")).toMatch(/facilitation payments are prohibited/i);
  });

  it("give the roles the spec names", () => {
    expect(text("Doc-1")).toMatch(
      /special circumstances .* exception.* decided by the Chief Executive Officer/i,
    );
    expect(text("Doc-1")).toMatch(/reported to the Head of HR/);
    expect(text("Doc-1")).toMatch(/report it to the Head of HR/);
    expect(text("Doc-3")).toContain("Presiding Officer");
    expect(text("Doc-3")).toMatch(/External member/);
    expect(text("Doc-4")).toMatch(/Head of HR receives reports of gifts, hospitality and violations/);
  });
});

describe("Documents and media", () => {
  it("has the three ovations with their PDFs", () => {
    expect(ovations.map((o) => [o.id, o.projectCode])).toEqual([
      ["ovations-1", "BAML"],
      ["ovations-2", "BIPS"],
      ["ovations-3", "FIS"],
    ]);
    expect(ovations[0]!.pdf).toBe("/media/docs/ovations-1-baml.pdf");
    for (const o of ovations) {
      expect(o.title).toBe(pageAt(`/${o.id}`)?.title);
      expect(ovationDocument(o.id).facts.find((f) => f.label === "Client")?.value).toBe(
        projectByCode(o.projectCode)?.client,
      );
    }
  });

  it("has the eight brochures", () => {
    expect(brochures.map((b) => b.id)).toEqual([
      "company-profile",
      "customer-self-service-terminal",
      "scheduling-and-digital-queuing",
      "document-management",
      "reconciliation",
      "mobile-banking",
      "mobile-solutions",
      "e-wallet-solution",
    ]);
    for (const b of brochures) expect(b.pdf).toBe(`/media/docs/brochure-${b.id}.pdf`);
  });

  it("has the three demo videos with captions", () => {
    expect(demos.map((d) => d.title)).toEqual([
      "Customer Self-Service Terminal",
      "Scheduling and Queuing",
      "Credit Profile Report",
    ]);
    for (const d of demos) {
      expect(d.video).toBe(`/media/video/${d.id}.mp4`);
      expect(d.captions).toBe(`/media/video/${d.id}.vtt`);
      const vtt = toWebVtt(d);
      expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> ")).toBe(true);
      expect(vtt.split("-->").length - 1).toBe(d.cues.length);
    }
  });
});

describe("Legal", () => {
  it("the privacy notice lists exactly the fields each form sends", () => {
    const [contact, application] = privacyNotice.forms;
    expect(contact!.fields.map((f) => f.name)).toEqual(["name", "email", "message"]);
    expect(application!.fields.map((f) => f.name)).toEqual([
      "name",
      "email",
      "phone",
      "linkedin",
      "highestDegree",
      "university",
      "graduationYear",
      "skills",
      "certifications",
      "position",
      "location",
      "experience",
      "message",
      "cv",
    ]);
    expect(application!.fields.filter((f) => !f.required).map((f) => f.name)).toEqual([
      "linkedin",
      "certifications",
      "message",
      "cv",
    ]);
    // The CV's kinds and limit, as the server checks them.
    expect(application!.fields.at(-1)!.label).toBe(CV_LABEL);
    expect(application!.fields.at(-1)!.purpose).toContain(`${CV_MAX_BYTES / (1024 * 1024)} MB`);
  });

  it("says where the data goes, how long it is kept, the rights, and the only cookie", () => {
    const [contact, application] = privacyNotice.forms;
    expect(contact!.retentionMonths).toBe(RETENTION.contactMessagesMonths);
    expect(application!.retentionMonths).toBe(RETENTION.applicationsMonths);
    expect(contact!.destination).toContain(site.email);
    expect(application!.destination).toContain(site.careersEmail);
    expect(application!.destination).toMatch(/CV attached/);
    expect(application!.retention).toMatch(/with their CVs/);
    expect(contact!.destination).toMatch(/stored on our company's server/);
    const sections = sectionText(privacyNotice.sections);
    expect(sections).toContain("XSRF-TOKEN");
    expect(sections).toMatch(
      /no third-party trackers|no analytics, advertising, social-media or other third-party trackers/,
    );
    expect(sections).toContain(site.email);
    expect(sections).toMatch(/erased/);
  });

  it("has terms and conditions", () => {
    expect(terms.title).toBe("Terms and Conditions");
    expect(terms.sections.length).toBeGreaterThanOrEqual(5);
  });
});
