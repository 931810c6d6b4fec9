// The site content: every module passes its schema (validate.ts, as the build runs it), a bad
// entry is refused with its path, and the spec's facts are in it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageAt } from "../route-table";
import * as aboutModule from "./about";
import * as brochuresModule from "./brochures";
import * as contactModule from "./contact";
import * as demosModule from "./demos";
import * as faqModule from "./faq";
import * as homeModule from "./home";
import * as insightTopicsModule from "./insight-topics";
import * as insightsModule from "./insights";
import * as legalModule from "./legal";
import * as ovationsModule from "./ovations";
import * as peopleModule from "./people";
import * as policiesModule from "./policies";
import * as projectTextsModule from "./project-texts";
import * as projectsModule from "./projects";
import { ContentError, countSentences, defineContent, faqSchema, isList, type Section } from "./schema";
import * as servicesModule from "./services";
import { site } from "./site";
import * as solutionTextsModule from "./solution-texts";
import * as solutionsModule from "./solutions";
import * as timelineModule from "./timeline";
import { siteContent, validateContent } from "./validate";

const { about } = aboutModule;
const { brochures } = brochuresModule;
const { careersPage, contactPage } = contactModule;
const { demos, toWebVtt } = demosModule;
const { faq } = faqModule;
const { insights, insightHub } = insightsModule;
const { privacyNotice, terms, RETENTION } = legalModule;
const { ovations } = ovationsModule;
const { executives, promoters, teamPage } = peopleModule;
const { policies, policyById, POLICY } = policiesModule;
const { projects, projectByCode } = projectsModule;
const { projectText, projectTexts } = projectTextsModule;
const { servicesPage } = servicesModule;
const { solutions } = solutionsModule;
const { solutionText, solutionTexts } = solutionTextsModule;
const { timeline } = timelineModule;

const allModules = {
  about: aboutModule,
  brochures: brochuresModule,
  contact: contactModule,
  demos: demosModule,
  faq: faqModule,
  home: homeModule,
  insightTopics: insightTopicsModule,
  insights: insightsModule,
  legal: legalModule,
  ovations: ovationsModule,
  people: peopleModule,
  policies: policiesModule,
  projects: projectsModule,
  projectTexts: projectTextsModule,
  services: servicesModule,
  solutions: solutionsModule,
  solutionTexts: solutionTextsModule,
  timeline: timelineModule,
};

/** Every string reachable from a value, with its path. */
function strings(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`));
  return [];
}

function sectionText(sections: Section[]): string {
  return sections
    .flatMap((s) => [s.heading, ...s.body.flatMap((b) => (isList(b) ? b.list : [b]))])
    .join("\n");
}

const contentDir = __dirname;
const sourceFiles = readdirSync(contentDir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

describe("content modules", () => {
  it("all load and pass their schemas", () => {
    for (const [name, mod] of Object.entries(allModules)) expect(Object.keys(mod).length, name).toBeGreaterThan(0);
    expect(() => validateContent()).not.toThrow();
  });

  it("report a bad entry with its path", () => {
    const bad = structuredClone(faq);
    bad.items[3]!.answer = "Too short.";
    expect(() => defineContent(faqSchema, bad, "faq")).toThrow(ContentError);
    expect(() => defineContent(faqSchema, bad, "faq")).toThrow(/faq\.items\[3\]\.answer: must have 2 to 5 sentences/);
    const missing = structuredClone(faq) as { items: Record<string, unknown>[] };
    delete missing.items[0]!.question;
    expect(() => defineContent(faqSchema, missing as never, "faq")).toThrow(/faq\.items\[0\]\.question/);
  });

  it("refuse every bad entry across modules in one error, each with its path", () => {
    const faqBad = structuredClone(faq);
    faqBad.items[3]!.answer = "Too short.";
    const topicsBad = structuredClone(siteContent.insightTopics);
    topicsBad[2]!.summary = "Too short for a page description.";
    const solutionTextsBad: typeof solutionTexts = { ...solutionTexts, orphan: solutionTexts["instant-payment"]! };
    delete solutionTextsBad["merchant-qr-code"];
    const projectTextsBad = structuredClone(projectTexts);
    projectTextsBad.FIS!.result = [" Padded. "];
    let error: unknown;
    try {
      validateContent({ ...siteContent, faq: faqBad, insightTopics: topicsBad, solutionTexts: solutionTextsBad, projectTexts: projectTextsBad });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const message = (error as ContentError).message;
    expect(message).toMatch(/faq\.items\[3\]\.answer: must have 2 to 5 sentences/);
    expect(message).toMatch(/insightTopics\[2\]\.summary: a page description needs at least 50 characters/);
    expect(message).toMatch(/solutionTexts\.merchant-qr-code: is missing/);
    expect(message).toMatch(/solutionTexts\.orphan: belongs to no solution/);
    expect(message).toMatch(/projectTexts\.FIS\.result\[0\]: must not start or end with whitespace/);
    expect((error as ContentError).issues).toHaveLength(5);
  });

  it("ship no validation to the browser: content modules import schema.ts and zod only as types", () => {
    const buildOnly = new Set(["schema.ts", "validate.ts"]);
    for (const file of sourceFiles.filter((f) => !buildOnly.has(f))) {
      const source = readFileSync(path.join(contentDir, file), "utf8");
      const runtimeImports = [...source.matchAll(/^(?:import|export)\s(?!\s*type\s)[^;"]*\bfrom\s*"([^"]+)"/gm)].map((m) => m[1]);
      for (const spec of runtimeImports) expect(spec, `${file} imports ${spec} at run time`).not.toMatch(/^(\.\/schema|\.\/validate|zod)/);
    }
    // The route table is in every page's bundle: it reads the short catalogues, never the long texts.
    const routeTable = readFileSync(path.join(contentDir, "../route-table.ts"), "utf8");
    for (const spec of [...routeTable.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1])) {
      expect(spec, `route-table.ts imports ${spec}`).not.toMatch(/(solution-texts|project-texts|\/insights|schema|validate|zod)$/);
    }
  });

  it("contain no placeholder text anywhere", () => {
    for (const [name, mod] of Object.entries(allModules)) {
      for (const { at, text } of strings(mod)) {
        expect(text, `${name}${at}`).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b/i);
      }
    }
  });

  it("never write the company's name, e-mails, phone or address outside site.ts", () => {
    const literals = [
      "example.com",
      site.company,
      site.legalName,
      site.email,
      site.careersEmail,
      site.phone.display,
      site.phone.href,
      site.address.streetAddress,
      site.address.postalCode,
      site.professionalNetwork.url,
    ];
    for (const file of sourceFiles.filter((f) => f !== "site.ts")) {
      const source = readFileSync(path.join(contentDir, file), "utf8");
      for (const literal of literals) expect(source.includes(literal), `${file} contains "${literal}"`).toBe(false);
    }
  });
});

describe("About Us", () => {
  it("has the title and six numbered sections in the spec's order", () => {
    expect(about.hero.title).toBe("About Us");
    expect(about.sections.map((s) => [s.number, s.id])).toEqual([
      [1, "company"],
      [2, "domain-expertise"],
      [3, "expertise"],
      [4, "what-makes-us-stand-out"],
      [5, "commitment"],
      [6, "get-in-touch"],
    ]);
  });

  it("gives the contact e-mail and the Salem, Tamil Nadu, India address in Get In Touch", () => {
    const getInTouch = about.sections[5]!;
    const text = JSON.stringify(getInTouch);
    expect(text).toContain(site.email);
    expect(getInTouch.links?.map((l) => l.href)).toContain(`mailto:${site.email}`);
    for (const part of ["Salem", "Tamil Nadu", "India"]) expect(text).toContain(part);
  });

  it("lists mantras and concrete coding practices", () => {
    expect(about.mantras.items.length).toBeGreaterThanOrEqual(3);
    const practices = about.codingPractices.items.map((p) => `${p.title} ${p.text}`).join(" ");
    for (const word of [/code review/i, /automated .*tests/i, /OWASP/, /version control|Git/i, /documentation/i]) {
      expect(practices).toMatch(word);
    }
  });
});

describe("Our History", () => {
  it("has four entries for 2017, 2019, 2020 and 2024 with the spec's milestones", () => {
    expect(timeline.entries.map((e) => e.year)).toEqual([2017, 2019, 2020, 2024]);
    const headings = timeline.entries.map((e) => e.heading);
    expect(headings[0]).toMatch(/small office/i);
    expect(headings[1]).toMatch(/50 employees/);
    expect(headings[2]).toMatch(/200 clients/);
    expect(headings[3]).toMatch(/international branches/i);
    for (const e of timeline.entries) expect(e.imageName).toBe(`timeline-${e.year}`);
  });
});

describe("FAQ", () => {
  it("has six questions in the spec's order, each answered in 2 to 5 sentences", () => {
    expect(faq.items.map((i) => i.id)).toEqual([
      "what-makes-us-unique",
      "how-to-get-started",
      "industries-served",
      "post-project-support",
      "customization-for-small-businesses",
      "data-security",
    ]);
    const patterns = [/unique/i, /get started/i, /industries/i, /support after/i, /customi[sz]ed for smaller/i, /secure/i];
    faq.items.forEach((item, i) => {
      expect(item.question).toMatch(patterns[i]!);
      const n = countSentences(item.answer);
      expect(n, item.id).toBeGreaterThanOrEqual(2);
      expect(n, item.id).toBeLessThanOrEqual(5);
    });
  });
});

describe("Services page", () => {
  it("has the hero and the seven sections with the spec's titles, 4 to 8 bullets each", () => {
    expect(servicesPage.hero.title).toBe("SERVICES WE PROVIDE");
    expect(servicesPage.sections.map((s) => s.title)).toEqual([
      "Our Services For You",
      "Core Capabilities",
      "Project Portfolio",
      "Complete Project Execution Flow",
      "Comprehensive Training Solutions",
      "Quality Assurance Services",
      "Our Audit Commitment",
    ]);
    for (const s of servicesPage.sections) {
      expect(s.bullets.length, s.title).toBeGreaterThanOrEqual(4);
      expect(s.bullets.length, s.title).toBeLessThanOrEqual(8);
    }
  });

  it("names the eight services and the core-banking partnership year", () => {
    const services = servicesPage.sections[0]!.bullets.join("\n");
    for (const name of ["Application support", "Report development", "Customization", "Maintenance", "Migration", "Training", "Testing", "IT audit"]) {
      expect(services).toContain(name);
    }
    expect(JSON.stringify(servicesPage)).toContain(`since ${site.coreBankingPartnerSince}`);
  });
});

describe("Solutions", () => {
  const byPage = (page: string) => solutions.find((s) => s.page === page)!;
  const allText = (page: string) => {
    const s = byPage(page);
    const t = solutionText(s);
    return [s.summary, ...t.description, ...t.features].join("\n").toLowerCase();
  };

  it("every solution has a description of 2-4 paragraphs and 4-8 features", () => {
    for (const s of solutions) {
      const t = solutionText(s);
      expect(t.description.length, s.name).toBeGreaterThanOrEqual(2);
      expect(t.description.length, s.name).toBeLessThanOrEqual(4);
      expect(t.features.length, s.name).toBeGreaterThanOrEqual(4);
      expect(t.features.length, s.name).toBeLessThanOrEqual(8);
    }
    expect(Object.keys(solutionTexts).sort()).toEqual(solutions.map((s) => s.key).sort());
    expect(() => solutionText({ key: "no-such-solution", name: "None" })).toThrow(/no-such-solution/);
  });

  it("only Merchant QR has the demo video", () => {
    const withVideo = solutions.filter((s) => solutionText(s).videoUrl);
    expect(withVideo.map((s) => s.page)).toEqual(["Merchant-QR-Code"]);
    expect(solutionText(withVideo[0]!).videoUrl).toBe("/media/merchant-qr-demo.mp4");
    expect(solutionText(withVideo[0]!).videoPoster).toMatch(/^\/media\/.+\.(webp|avif|jpg|png)$/);
  });

  it("carries the spec's facts", () => {
    expect(allText("Instant-Payment-System")).toMatch(/about 10 seconds/);
    expect(allText("Instant-Payment-System")).toMatch(/interoperab/);
    for (const word of ["valuation", "safekeeping", "inspections", "insurance", "audits", "revaluations", "reporting"]) {
      expect(allText("BCMS")).toContain(word);
    }
    for (const word of ["patient registration", "scheduling", "billing", "sms alerts", "barcode", "qr"]) {
      expect(allText("BHMS")).toContain(word);
    }
    for (const word of ["secure communication with core-banking", "roles and permissions", "audit trail"]) {
      expect(allText("MCIB-CPR")).toContain(word);
    }
    for (const word of ["configurable rule engine", "automated", "manual", "semi-automatic", "audit trail"]) {
      expect(allText("BRECON")).toContain(word);
    }
    expect(allText("BCDR")).toMatch(/business continuity/);
    expect(allText("BCDR")).toMatch(/disaster recovery/);
    for (const word of ["static", "dynamic", "soundbox", "printed receipt", "request to pay", "chargebacks", "onboard", "units, devices and users"]) {
      expect(allText("Merchant-QR-Code")).toContain(word);
    }
  });
});

describe("Projects", () => {
  it("keeps the spec's facts", () => {
    expect(projectByCode("FIS")).toMatchObject({
      client: "BANK ONE, Mauritius",
      teamSize: 18,
      durationMonths: 21,
      start: "01-09-2017",
      end: "30-05-2019",
      live: "05-11-2018",
    });
    expect(projectByCode("BIPS")).toMatchObject({ client: "Bank of Baroda", teamSize: 5, start: "18-12-2019", end: "31-07-2021", live: "18-06-2021" });
    expect(projectByCode("BLRS")).toMatchObject({ teamSize: 3, durationMonths: 3, live: "March 2019" });
  });

  it("writes an indefinite client name in lower case inside a sentence", () => {
    expect(projectsModule.clientInSentence(projectByCode("BAML")!)).toBe("a Mauritius mutual aid association");
    expect(projectsModule.clientInSentence(projectByCode("BLRS")!)).toBe("a civil-service mutual aid association");
    expect(projectsModule.clientInSentence(projectByCode("FIS")!)).toBe("BANK ONE, Mauritius");
  });

  it("has a description, challenges and result of 1-3 paragraphs each", () => {
    for (const p of projects) {
      const t = projectText(p.code);
      for (const field of ["description", "challenges", "result"] as const) {
        expect(t[field].length, `${p.code}.${field}`).toBeGreaterThanOrEqual(1);
        expect(t[field].length, `${p.code}.${field}`).toBeLessThanOrEqual(3);
      }
    }
    expect(projectText("bips")).toBe(projectTexts.BIPS);
    expect(() => projectText("NOPE")).toThrow(/NOPE/);
  });

  it("cites only the project's own dates and clients the spec names", () => {
    const knownClients = new Set(projects.map((p) => p.client));
    for (const p of projects) {
      const { description, challenges, result } = projectText(p.code);
      const text = [...description, ...challenges, ...result].join("\n");
      const own = new Set([p.start, p.end, p.live]);
      for (const date of text.match(/\d{2}-\d{2}-\d{4}/g) ?? []) expect(own, `${p.code} cites ${date}`).toContain(date);
      expect(knownClients).toContain(p.client);
    }
  });
});

describe("People", () => {
  it("reuses the executives for the Promoters (CEO, COO, CMO, CTO) and Team (CEO, COO, CTO) pages", () => {
    expect(promoters.map((p) => p.role)).toEqual(["CEO", "COO", "CMO", "CTO"]);
    expect(teamPage.map((p) => p.role)).toEqual(["CEO", "COO", "CTO"]);
    for (const p of [...promoters, ...teamPage]) expect(executives).toContain(p);
    for (const p of promoters) expect(p.promoterBio, p.role).toBeTruthy();
  });
});

describe("Policies", () => {
  const text = (id: string) => {
    const p = policyById(id)!;
    return [p.appliesTo, sectionText(p.sections)].join("\n");
  };

  it("are Doc-1 to Doc-4, each with a complete revision history", () => {
    expect(policies.map((p) => p.id)).toEqual(["Doc-1", "Doc-2", "Doc-3", "Doc-4"]);
    for (const p of policies) {
      expect(p.revisions.length).toBeGreaterThanOrEqual(1);
      expect(p.revisions[0]!.date).toBe(POLICY.effectiveDate);
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
    expect(text("Doc-1")).toMatch(/special circumstances .* exception.* decided by the Chief Executive Officer/i);
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
      expect(o.document.facts.find((f) => f.label === "Client")?.value).toBe(projectByCode(o.projectCode)?.client);
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
    expect(demos.map((d) => d.title)).toEqual(["Customer Self-Service Terminal", "Scheduling and Queuing", "Credit Profile Report"]);
    for (const d of demos) {
      expect(d.video).toBe(`/media/video/${d.id}.mp4`);
      expect(d.captions).toBe(`/media/video/${d.id}.vtt`);
      const vtt = toWebVtt(d);
      expect(vtt.startsWith("WEBVTT\n\n1\n00:00:00.000 --> ")).toBe(true);
      expect(vtt.split("-->").length - 1).toBe(d.cues.length);
    }
  });
});

describe("Insights", () => {
  it("has the six topics with the spec's slugs, matching the route table", () => {
    expect(insights.map((i) => i.slug)).toEqual([
      "market-trends",
      "performance-analysis",
      "forecasting",
      "customer-insights",
      "product-performance",
      "competitive-analysis",
    ]);
    for (const i of insights) {
      const page = pageAt(`/insight/${i.slug}`);
      expect(page?.title, i.slug).toBe(i.title);
      expect(page?.description, i.slug).toBe(i.summary);
      expect(i.body.length).toBeGreaterThanOrEqual(3);
      expect(i.body.length).toBeLessThanOrEqual(5);
    }
    expect(insightHub.intro.length).toBeGreaterThan(0);
  });
});

describe("Legal", () => {
  it("the privacy notice lists exactly the fields each form sends", () => {
    const [contact, application] = privacyNotice.forms;
    expect(contact!.fields.map((f) => f.name)).toEqual(["name", "email", "message"]);
    expect(application!.fields.map((f) => f.name)).toEqual([
      "name", "email", "phone", "linkedin", "highestDegree", "university", "graduationYear",
      "skills", "certifications", "position", "location", "experience", "message",
    ]);
    expect(application!.fields.filter((f) => !f.required).map((f) => f.name)).toEqual(["linkedin", "certifications", "message"]);
  });

  it("says where the data goes, how long it is kept, the rights, and the only cookie", () => {
    const [contact, application] = privacyNotice.forms;
    expect(contact!.retentionMonths).toBe(RETENTION.contactMessagesMonths);
    expect(application!.retentionMonths).toBe(RETENTION.applicationsMonths);
    expect(contact!.destination).toContain(site.email);
    expect(application!.destination).toContain(site.careersEmail);
    expect(contact!.destination).toMatch(/stored on our company's server/);
    const sections = sectionText(privacyNotice.sections);
    expect(sections).toContain("XSRF-TOKEN");
    expect(sections).toMatch(/no third-party trackers|no analytics, advertising, social-media or other third-party trackers/);
    expect(sections).toContain(site.email);
    expect(sections).toMatch(/erased/);
  });

  it("has terms and conditions", () => {
    expect(terms.title).toBe("Terms and Conditions");
    expect(terms.sections.length).toBeGreaterThanOrEqual(5);
  });
});

describe("Contact and careers", () => {
  it("has the three cards with the social link, the location and the 24x7 phone", () => {
    expect(contactPage.cards.map((c) => c.title)).toEqual(["Get In Touch", "Our Location", "24x7 Support"]);
    const [social, location, support] = contactPage.cards;
    expect(social!.link.href).toBe(site.professionalNetwork.url);
    const where = [location!.text, ...(location!.lines ?? [])].join(", ");
    for (const part of ["Ammapet", "Salem", "Tamil Nadu", "India"]) expect(where).toContain(part);
    expect(support!.link).toEqual({ label: site.phone.display, href: site.phone.href });
  });

  it("tells job seekers to send a CV to the careers e-mail", () => {
    expect(careersPage.title).toBe("Join Our Team");
    expect(careersPage.howToApply.email).toBe(site.careersEmail);
    expect(careersPage.howToApply.body.join(" ")).toMatch(new RegExp(`CV by e-mail to ${site.careersEmail.replace(".", "\\.")}`));
  });
});
