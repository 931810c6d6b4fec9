// The sitemap as the build wrote it (web/scripts/site-files.ts: one `<url><loc>…</loc></url>`
// a line), with each page's date of last change where the server knows it: the pages it
// rendered again since the build because what they show changed (a publish, new events).
// Search engines then come back to those first. A page served as built has no date: the
// build does not know when its content last changed.

const OPEN = "<url><loc>";
const CLOSE_LOC = "</loc>";
const CLOSE = "</loc></url>";

/** `built` with a `<lastmod>` in each `<url>` whose page `changedAt` dates. Linear in its size. */
export function sitemapWithDates(built: string, changedAt: (path: string) => string | undefined): string {
  return built
    .split("\n")
    .map((line) => {
      const start = line.indexOf(OPEN);
      const end = line.indexOf(CLOSE);
      if (start === -1 || end < start) return line;
      let pathname: string;
      try {
        pathname = new URL(line.slice(start + OPEN.length, end)).pathname;
      } catch {
        return line;
      }
      const at = changedAt(pathname);
      if (at === undefined) return line;
      const locEnd = end + CLOSE_LOC.length;
      return `${line.slice(0, locEnd)}<lastmod>${at}</lastmod>${line.slice(locEnd)}`;
    })
    .join("\n");
}
