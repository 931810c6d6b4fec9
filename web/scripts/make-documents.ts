// Generates the published PDFs from the repository's content (scripts/documents.ts lists them):
// the policies Doc-1 ... Doc-4, the three ovations and the eight brochures, into
// public/media/docs, laid out by pdf-layout.ts.
// Run: npm run documents [-- --force --out DIR]. Existing files are kept unless --force is given, so
// real documents dropped in by the same name stay.

import { existsSync, promises as fs } from "node:fs";
import path from "node:path";
import { repositoryDocumentSpecs } from "./documents";
import { generatorOptions } from "./generator-options";
import { renderPdf } from "./pdf-layout";

const { outDir: publicDir, force } = generatorOptions();

async function main() {
  let written = 0;
  const specs = repositoryDocumentSpecs();
  for (const spec of specs) {
    const file = path.join(publicDir, spec.path);
    if (!force && existsSync(file)) continue;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    await fs.writeFile(partial, await renderPdf(spec));
    await fs.rename(partial, file);
    written++;
    const { size } = await fs.stat(file);
    console.log(`  ${spec.path} (${(size / 1024).toFixed(1)} KB)`);
  }
  console.log(
    `documents: ${written} of ${specs.length} PDFs ${force ? "regenerated" : "written (existing kept)"} in ${path.relative(process.cwd(), path.join(publicDir, "media/docs"))}`,
  );
}

await main();
