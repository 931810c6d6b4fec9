// The catalogues and their long texts: solutions, projects and insights carry the spec's
// facts, and each entry has its texts.
import { describe, expect, it } from "vitest";
import { pageAt } from "../pages";
import { insightHub, insights } from "./insights";
import { clientInSentence, projectByCode, projects } from "./projects";
import { projectText, projectTexts } from "./project-texts";
import { solutionText, solutionTexts } from "./solution-texts";
import { solutions } from "./solutions";

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
    for (const word of [
      "valuation",
      "safekeeping",
      "inspections",
      "insurance",
      "audits",
      "revaluations",
      "reporting",
    ]) {
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
    for (const word of [
      "static",
      "dynamic",
      "soundbox",
      "printed receipt",
      "request to pay",
      "chargebacks",
      "onboard",
      "units, devices and users",
    ]) {
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
    expect(projectByCode("BIPS")).toMatchObject({
      client: "Bank of Baroda",
      teamSize: 5,
      start: "18-12-2019",
      end: "31-07-2021",
      live: "18-06-2021",
    });
    expect(projectByCode("BLRS")).toMatchObject({ teamSize: 3, durationMonths: 3, live: "March 2019" });
  });

  it("writes an indefinite client name in lower case inside a sentence", () => {
    expect(clientInSentence(projectByCode("BAML")!)).toBe("a Mauritius mutual aid association");
    expect(clientInSentence(projectByCode("BLRS")!)).toBe("a civil-service mutual aid association");
    expect(clientInSentence(projectByCode("FIS")!)).toBe("BANK ONE, Mauritius");
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
      for (const date of text.match(/\d{2}-\d{2}-\d{4}/g) ?? [])
        expect(own, `${p.code} cites ${date}`).toContain(date);
      expect(knownClients).toContain(p.client);
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
