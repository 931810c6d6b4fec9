// Every link of the site is a document load (a page without React is never rendered in the
// browser): the browser prerenders the page a visitor is about to open, so it shows at
// once. "moderate": on a pointer resting on a link (or pressing it), not every link in view,
// which would download pages nobody opens. Not the files under /media/ (PDFs, videos),
// nor the staff console, nor links that open elsewhere or download.
// Inline in every page's head; the server's CSP allows it by its hash, as every inline script.

export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/media/*" } },
          { not: { href_matches: "/staff*" } },
          { not: { selector_matches: "[target=_blank], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
