// Makes the files the site draws from the content, the one way: the PDFs (policies,
// ovations, brochures), the social images of the item pages (a solution's title on its
// link preview), the search box's suggestions (the items' names) and the web app manifest
// (the company's name and description). The build lists them with what each read (scripts/postbuild.ts), and the
// server makes them again when staff publish a change to what one prints (the phone number
// in every PDF's footer, a solution's name on its image). The PDFs' layout is
// scripts/pdf-layout.ts, the same bytes as `npm run documents` writes for the same content;
// the images' is scripts/social-images.ts, the same bytes as the build draws.

import path from "node:path";
import type { SiteContent } from "@site/contracts/content";
import {
  BUILD_FOLDERS,
  DOCUMENT_FONTS_FOLDER,
  type DocumentRenderer,
  type RendererOptions,
} from "@site/contracts/page-render";
import { filledContent, recordingReads } from "../app/content/current";
import { DOCUMENT_KINDS } from "../scripts/documents";
import { renderPdf } from "../scripts/pdf-layout";
import { useFontDirectory } from "../scripts/pdf-fonts";
import { renderSocialCard, SOCIAL_CARD_KINDS } from "../scripts/social-images";
import { suggestionsOf, SUGGESTIONS_PATH } from "../app/content/search-index";
import { WEB_MANIFEST_PATH, webManifest } from "../scripts/site-files";

/** One file the content makes: where it is served, what it is made from, and how to make it. */
interface MadeFile {
  path: string;
  /** What it is made from, all of it: two files with the same are the same bytes. */
  source: string;
  make(): Promise<Buffer>;
}

/** A kind of file: every one of that kind `content` makes (filled, read through a recording). */
type FileKind = (content: SiteContent) => MadeFile[];

function fileKinds(clientDir: string): FileKind[] {
  return [
    ...DOCUMENT_KINDS.map(
      (kind): FileKind =>
        (content) =>
          kind(content).map((spec) => ({
            path: spec.path,
            source: JSON.stringify(spec),
            make: () => renderPdf(spec),
          })),
    ),
    ...SOCIAL_CARD_KINDS.map(
      (kind): FileKind =>
        (content) =>
          kind(content).map((card) => ({
            path: card.path,
            source: JSON.stringify(card),
            make: () => renderSocialCard(card, clientDir),
          })),
    ),
    (content) => {
      const suggestions = JSON.stringify(suggestionsOf(content));
      return [{ path: SUGGESTIONS_PATH, source: suggestions, make: async () => Buffer.from(suggestions) }];
    },
    (content) => {
      const manifest = JSON.stringify(webManifest(content.site), null, 2);
      return [{ path: WEB_MANIFEST_PATH, source: manifest, make: async () => Buffer.from(manifest) }];
    },
  ];
}

/** A file as made, with the parts of the content its kind read. */
export interface MadeDocument {
  body: Buffer;
  contentReads: string[];
}

// The last file made at each path, with what it was made from. A page that prints a file's
// size (the brochures' page) is rendered whenever a part of the content it shows changes
// (a solution's name, in its footer): it measures the PDFs as they were made, without
// making them again, and a publish makes each file once for both.
const lastMade = new Map<string, { source: string; body: Promise<Buffer> }>();

export function createDocumentRenderer({ clientDir }: RendererOptions): DocumentRenderer & {
  /** The file at `documentPath` as `content` makes it; undefined when the content makes none there. */
  made(documentPath: string, content: SiteContent): Promise<MadeDocument | undefined>;
} {
  useFontDirectory(path.join(clientDir, BUILD_FOLDERS.renderer, DOCUMENT_FONTS_FOLDER));
  const kinds = fileKinds(clientDir);
  // Each kind's files in a content, with the parts of the content that kind read: the same
  // for every file a render asks of one content.
  const listed = new WeakMap<SiteContent, { files: MadeFile[]; reads: string[] }[]>();
  const byKind = (content: SiteContent) => {
    let list = listed.get(content);
    if (list === undefined) {
      const filled = filledContent(content);
      list = kinds.map((kind) => {
        const reads = new Set<string>();
        const files = kind(recordingReads(filled, reads));
        return { files, reads: [...reads].sort() };
      });
      listed.set(content, list);
    }
    return list;
  };
  const made = async (documentPath: string, content: SiteContent) => {
    for (const { files, reads } of byKind(content)) {
      const file = files.find((candidate) => candidate.path === documentPath);
      if (file === undefined) continue;
      let last = lastMade.get(documentPath);
      if (last?.source !== file.source) {
        const body = file.make();
        last = { source: file.source, body };
        lastMade.set(documentPath, last);
        // A failure is not kept: the next render tries again.
        body.catch(() => {
          if (lastMade.get(documentPath)?.body === body) lastMade.delete(documentPath);
        });
      }
      return { body: await last.body, contentReads: reads };
    }
    return undefined;
  };
  return {
    documents: (content) =>
      byKind(content).flatMap(({ files, reads }) =>
        files.map((file) => ({ path: file.path, contentReads: reads })),
      ),
    made,
    async render(documentPath, content) {
      const file = await made(documentPath, content);
      if (file === undefined) throw new Error(`The content makes no document ${documentPath}`);
      return file;
    },
  };
}
