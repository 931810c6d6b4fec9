// The page a form posted without JavaScript gets when it is refused: small, complete on
// its own (no scripts, no files to fetch), every value escaped, under a policy that lets
// nothing but its one stylesheet run or load.

import { createHash } from "node:crypto";
import type { FieldError } from "@site/contracts";

export interface ErrorPageContent {
  /** The title and the heading. */
  heading: string;
  /** One sentence above the list. */
  intro: string;
  /** Every problem, in order; each message names its field. */
  errors: readonly FieldError[];
  /** The page with the form, e.g. `/contact`. */
  backHref: string;
  /** The link's text, e.g. "the contact form". */
  backLabel: string;
}

const STYLE =
  "body{margin:0;padding:2rem 1rem;font:1rem/1.5 system-ui,sans-serif;color:#1b1b1b;background:#fff}" +
  "main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.25}li{margin:.25rem 0}a{color:#0b57d0}";

/** Nothing may load or run but the page's own inline style, found by its hash. */
export const ERROR_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

export function renderErrorPage(content: ErrorPageContent): string {
  const heading = escapeHtml(content.heading);
  const items = content.errors.map((error) => `<li>${escapeHtml(error.message)}</li>`).join("");
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${heading}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${heading}</h1><p>${escapeHtml(content.intro)}</p>` +
    (items === "" ? "" : `<ul>${items}</ul>`) +
    `<p>Use your browser's Back button to return to the form with what you typed, or open ` +
    `<a href="${escapeHtml(content.backHref)}">${escapeHtml(content.backLabel)}</a> again.</p>` +
    `</main></body></html>\n`
  );
}
