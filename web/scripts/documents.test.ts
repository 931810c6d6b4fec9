// @vitest-environment node
// The PDFs the pages link to exist in public/, are whole PDF files, and contain their
// titles (text extracted with PDF.js, the parser browsers use).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brochures } from "../app/content/brochures";
import { policyPdf } from "../app/content/documents";
import { ovations } from "../app/content/ovations";
import { policies } from "../app/content/policies";
import { site } from "../app/content/site";
import { repositoryDocumentSpecs } from "./documents";
import { renderPdf } from "./pdf-layout";
import { pdfText } from "./pdf-text";

const publicDir = path.resolve(__dirname, "../public");

describe("published documents", () => {
  const specs = repositoryDocumentSpecs();

  it("covers every PDF the content links to", () => {
    const referenced = [
      ...policies.map((p) => policyPdf(p.id)),
      ...ovations.map((o) => o.pdf),
      ...brochures.map((b) => b.pdf),
    ];
    expect(referenced).toHaveLength(15);
    expect(specs.map((s) => s.path).sort()).toEqual([...referenced].sort());
    expect(new Set(referenced).size).toBe(referenced.length);
  });

  it.each(specs.map((s) => [s.path, s] as const))(
    "%s is a complete PDF containing its title",
    async (file, spec) => {
      const full = path.join(publicDir, file);
      expect(existsSync(full), `${full} is missing: run npm run documents -w web`).toBe(true);
      const data = readFileSync(full);
      expect(data.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(data.subarray(-32).toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      const { text, pages } = await pdfText(data);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(text).toContain(spec.title);
    },
  );

  it("lays a policy out with metadata, its facts, revision history and page numbers", async () => {
    const spec = specs.find((s) => s.path === policyPdf("Doc-1"))!;
    const { text, pages, info } = await pdfText(await renderPdf(spec));
    expect(info).toMatchObject({
      Title: spec.title,
      Author: site.company,
      Subject: spec.subject,
      Language: "en",
    });
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(site.company);
    expect(text).toContain("Revision History");
    for (const heading of ["Version", "Change", "Prepared by", "Reviewed by", "Approved by", "Date"])
      expect(text).toContain(heading);
    for (const s of spec.sections) expect(text).toContain(s.heading);
  });
});
