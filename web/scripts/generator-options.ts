// The options of the generators (make-media, make-documents, make-videos):
//   --force      redraw files that exist (else real assets dropped in by name stay)
//   --out DIR    write under DIR instead of public/ (a trial run that touches nothing)

import path from "node:path";
import { fileURLToPath } from "node:url";

export interface GeneratorOptions {
  /** Where the files go: public/ unless --out says otherwise. */
  outDir: string;
  force: boolean;
}

export const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../public");

export function generatorOptions(argv: readonly string[] = process.argv.slice(2)): GeneratorOptions {
  const at = argv.indexOf("--out");
  if (at >= 0 && !argv[at + 1]) throw new Error("--out needs a directory");
  return { outDir: at >= 0 ? path.resolve(argv[at + 1]!) : PUBLIC_DIR, force: argv.includes("--force") };
}
