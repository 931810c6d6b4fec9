// Makes the site's PDFs from the content, the one way: the build lists them with what each
// read (scripts/postbuild.ts), and the server makes them again when staff publish a change
// to what one prints (the phone number in every footer, a policy's text). The layout is
// scripts/pdf-layout.ts, the same bytes as `npm run documents` writes for the same content.

import path from "node:path";
import type { SiteContent } from "@site/contracts/content";
import {
  BUILD_FOLDERS,
  DOCUMENT_FONTS_FOLDER,
  type DocumentRenderer,
  type RendererOptions,
} from "@site/contracts/page-render";
import { filledContent, recordingReads } from "../app/content/current";
import { DOCUMENT_KINDS, type PdfDocumentSpec } from "../scripts/documents";
import { renderPdf } from "../scripts/pdf-layout";
import { useFontDirectory } from "../scripts/pdf-fonts";

/** Each kind's documents in `content`, with the parts of the content that kind read. */
function byKind(content: SiteContent): { specs: PdfDocumentSpec[]; reads: string[] }[] {
  const filled = filledContent(content);
  return DOCUMENT_KINDS.map((kind) => {
    const reads = new Set<string>();
    const specs = kind(recordingReads(filled, reads));
    return { specs, reads: [...reads].sort() };
  });
}

export function createDocumentRenderer({ clientDir }: RendererOptions): DocumentRenderer {
  useFontDirectory(path.join(clientDir, BUILD_FOLDERS.renderer, DOCUMENT_FONTS_FOLDER));
  return {
    documents: (content) =>
      byKind(content).flatMap(({ specs, reads }) =>
        specs.map((spec) => ({ path: spec.path, contentReads: reads })),
      ),
    async render(documentPath, content) {
      for (const { specs, reads } of byKind(content)) {
        const spec = specs.find((candidate) => candidate.path === documentPath);
        if (spec !== undefined) return { body: await renderPdf(spec), contentReads: reads };
      }
      throw new Error(`The content makes no document ${documentPath}`);
    },
  };
}
