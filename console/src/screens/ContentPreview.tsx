// The page a document shows on, as it will look once its draft is published: the site's
// own renderer at /staff/preview/{path} (saved drafts applied, never cached, never
// indexed), in a tab of its own that every "Open the preview" reuses, so a member saves,
// opens the preview again, and sees the page as it now is. Not in a frame of the console:
// the page's own landmarks (its header, its main) would then be a second set inside the
// console's, which screen reader users find by landmark. A document that shows on several
// pages (the phone number is on all of them) lets the member pick the page.

import { STAFF_PREVIEW_PATH } from "@site/contracts/staff";
import { useId, useState } from "react";

/** The one tab the previews open in. */
const PREVIEW_TAB = "site-preview";

export function ContentPreview({
  pages,
  hasDraft,
  dirty,
}: {
  /** The public paths that show the document, the one that shows it most first. */
  pages: readonly string[];
  hasDraft: boolean;
  /** The form holds changes not saved yet, which the preview does not show. */
  dirty: boolean;
}) {
  const [page, setPage] = useState(pages[0]);
  const pickerId = useId();
  if (page === undefined) return null;
  return (
    <section className="panel preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className="note">
        {hasDraft
          ? "The page as visitors will see it once the saved draft is published. Only signed-in staff see it."
          : "There is no draft: the page as visitors see it now."}
        {dirty ? " Changes you have not saved are not in it." : ""}
      </p>
      {pages.length > 1 ? (
        <p>
          <label htmlFor={pickerId}>Page to preview</label>{" "}
          <select id={pickerId} value={page} onChange={(event) => setPage(event.target.value)}>
            {pages.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p>
        <a href={`${STAFF_PREVIEW_PATH}${page}`} target={PREVIEW_TAB}>
          Open the preview of {page}
          <span className="visually-hidden"> (opens in another tab)</span>
        </a>
      </p>
    </section>
  );
}
