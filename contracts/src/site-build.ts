// The web build's `site-manifest.json`, as the server reads it: which URL path is which
// page, what each page needs from the server, and the renderer (page-render.ts) of the
// pages whose data changes at run time.
//
// The build writes the manifest through this schema's type and the server reads it with
// the same schema, so neither side has its own idea of the other's layout.

import { z } from "zod";
import { PAGE_DATA_SOURCES } from "./page-render.js";

// A URL path without query or fragment. A trailing slash is tolerated and dropped when
// the site index is built; "/" itself always redirects home.
const UrlPath = z.string().regex(/^\/[^?#\s]*$/, "must be a path like /home");
// Relative to WEB_ROOT and inside it. Written by our own build: a plain check is enough.
const BuildFile = z
  .string()
  .min(1)
  .refine(
    (file) => !file.startsWith("/") && !file.split(/[\\/]/).includes(".."),
    "must be a file path inside WEB_ROOT",
  );
const ScriptHash = z.string().regex(/^'sha256-[\w+/]+={0,2}'$/, "must be a CSP hash source 'sha256-…'");

export const PageEntrySchema = z.object({
  /** The page's HTML file (its `.br` and `.gz` beside it). */
  file: BuildFile,
  /** Its loader data, which a client-side navigation to it fetches at `{path}.data`. */
  data: BuildFile.optional(),
  /** CSP hash sources of its inline scripts, the only ones allowed to run. */
  scriptHashes: z.array(ScriptHash),
  /** It has a form that posts: it comes with a fresh XSRF cookie. */
  postsForm: z.boolean(),
  /** It frames a map (MAP_FRAME_ORIGIN of page-render.ts): its policy allows that origin in frames. */
  framesMap: z.boolean().default(false),
  /** It runs the site search's worker, whose WebAssembly its policy must let compile. */
  runsSearchWorker: z.boolean().default(false),
  /** React hydrates it; any other page is plain HTML with the site's small scripts. */
  hydrated: z.boolean().default(false),
  /** The data it is rendered from at run time; the server re-renders it when one changes. */
  renderedFrom: z.array(z.enum(PAGE_DATA_SOURCES)).default([]),
  /** The parts of the content its loaders read (RenderedPage's `contentReads`). */
  contentReads: z.array(z.string()).optional(),
});
export type PageEntry = z.output<typeof PageEntrySchema>;

export const SiteManifestSchema = z
  .object({
    /**
     * Identifies this build's pages and renderer: a rendering kept from another build is
     * never served (its asset URLs may be gone).
     */
    buildId: z.string().min(8),
    /** URL path → page. */
    pages: z.record(UrlPath, PageEntrySchema),
    /**
     * By the prefix of a parameter route (e.g. `/project-details/`): its page for an id that
     * has no page of its own, which says so.
     */
    shells: z.record(z.string().regex(/^\/.*\/$/, "must start and end with /"), PageEntrySchema).default({}),
    /** Where `/` and unknown paths are sent. */
    home: UrlPath,
    /** The page renderer (a RendererModule), for the pages rendered at run time. */
    renderer: BuildFile,
    /**
     * The repository's content as documents (ContentSeed of page-render.ts), which a new
     * database starts with; inside the renderer's folder, which nobody serves.
     */
    contentSeed: BuildFile.optional(),
    /**
     * The key of the content the pages were built from (contentKey of
     * @site/contracts/content): while the published content has this key, the build's
     * pages are current and nothing is rendered again.
     */
    contentKey: z.string().min(8).optional(),
    /**
     * The key of each part of that content (contentPartKeys): a built page stays current
     * while the parts it read (its `contentReads`) keep their keys.
     */
    contentParts: z.record(z.string(), z.string()).optional(),
    /**
     * The pages the site search indexes (Pagefind's index under /pagefind/), which the
     * server indexes again when one of them is rendered again.
     */
    searchIndex: z.array(UrlPath).default([]),
    /**
     * The documents the content makes (the PDFs under /media/docs/), served as built until
     * a publish changes a part of the content one of them read.
     */
    documents: z.record(UrlPath, z.strictObject({ contentReads: z.array(z.string()) })).default({}),
    /** The site path of the site's small scripts, which every rendered page loads (RendererOptions). */
    enhanceScript: z.string().regex(/^\/assets\/[\w.-]+\.js$/, "must be a script in /assets/"),
  })
  .refine((manifest) => Object.hasOwn(manifest.pages, manifest.home), {
    path: ["home"],
    message: "must be one of the pages",
  });

/** The manifest as the build writes it (defaults may be left out). */
export type SiteManifestInput = z.input<typeof SiteManifestSchema>;
export type SiteManifest = z.output<typeof SiteManifestSchema>;
