// Makes the files the site draws from the content, the one way: the PDFs (policies,
// ovations, brochures), the demos' captions, the social images of the item pages (a solution's title on its
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
import { toWebVtt } from "../app/content/demos";
import { WEB_MANIFEST_PATH, webManifest } from "../scripts/site-files";

/** One file the content makes: where it is served, and how to make it. */
interface MadeFile {
  path: string;
  make(): Promise<Buffer>;
}

/** A kind of file: every one of that kind `content` makes (filled, read through a recording). */
type FileKind = (content: SiteContent) => MadeFile[];

function fileKinds(clientDir: string): FileKind[] {
  return [
    ...DOCUMENT_KINDS.map(
      (kind): FileKind =>
        (content) =>
          kind(content).map((spec) => ({ path: spec.path, make: () => renderPdf(spec) })),
    ),
    ...SOCIAL_CARD_KINDS.map(
      (kind): FileKind =>
        (content) =>
          kind(content).map((card) => ({ path: card.path, make: () => renderSocialCard(card, clientDir) })),
    ),
    // Each demo's captions, from its cues: a demo staff add brings its own, and edited
    // cues reach the player.
    (content) =>
      content.demos.map((demo) => {
        const vtt = Buffer.from(toWebVtt(demo));
        return { path: demo.captions, make: async () => vtt };
      }),
    (content) => {
      const suggestions = Buffer.from(JSON.stringify(suggestionsOf(content)));
      return [{ path: SUGGESTIONS_PATH, make: async () => suggestions }];
    },
    (content) => {
      const manifest = Buffer.from(JSON.stringify(webManifest(content.site), null, 2));
      return [{ path: WEB_MANIFEST_PATH, make: async () => manifest }];
    },
  ];
}

/** A file as made, with the parts of the content its kind read. */
export interface MadeDocument {
  body: Buffer;
  contentReads: string[];
}

// The files made from each state of the content, while that state is in use: a publish
// renders the brochures' page, which prints each PDF's size, and the PDFs themselves from
// the same content, and each PDF is made once for both.
const madeFrom = new WeakMap<SiteContent, Map<string, Promise<MadeDocument | undefined>>>();

export function createDocumentRenderer({ clientDir }: RendererOptions): DocumentRenderer & {
  /** The file at `documentPath` as `content` makes it; undefined when the content makes none there. */
  made(documentPath: string, content: SiteContent): Promise<MadeDocument | undefined>;
} {
  useFontDirectory(path.join(clientDir, BUILD_FOLDERS.renderer, DOCUMENT_FONTS_FOLDER));
  const kinds = fileKinds(clientDir);
  /** Each kind's files in `content`, with the parts of the content that kind read. */
  const byKind = (content: SiteContent) => {
    const filled = filledContent(content);
    return kinds.map((kind) => {
      const reads = new Set<string>();
      const files = kind(recordingReads(filled, reads));
      return { files, reads: [...reads].sort() };
    });
  };
  const make = async (documentPath: string, content: SiteContent) => {
    for (const { files, reads } of byKind(content)) {
      const file = files.find((candidate) => candidate.path === documentPath);
      if (file !== undefined) return { body: await file.make(), contentReads: reads };
    }
    return undefined;
  };
  const made = (documentPath: string, content: SiteContent) => {
    let files = madeFrom.get(content);
    if (files === undefined) madeFrom.set(content, (files = new Map()));
    let file = files.get(documentPath);
    if (file === undefined) {
      file = make(documentPath, content);
      files.set(documentPath, file);
      // A failure is not kept: the next render tries again.
      file.catch(() => files.delete(documentPath));
    }
    return file;
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
