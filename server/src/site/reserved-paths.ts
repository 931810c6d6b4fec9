// Paths that never redirect home when nothing answers them: they get a real 404.
//
// A missing script, image or API route must be visible as a failure (in the browser's
// network panel, in monitoring), not disguised as a redirect to an HTML page.
// Compared case-insensitively, so `/Assets/x.js` is a 404 too rather than a redirect.

const API_PREFIXES = ["/api/", "/bweb/api/", "/btab/api/", "/staff/api/"];
const FILE_PREFIXES = ["/assets/", "/media/", "/pagefind/", "/.well-known/"];

// Files browsers, crawlers and platforms ask for at the root by convention.
const WELL_KNOWN_FILES = new Set([
  "/favicon.ico",
  "/favicon.svg",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap.xml",
  "/apple-touch-icon.png",
  "/apple-touch-icon-precomposed.png",
]);

const startsWithAny = (pathname: string, prefixes: readonly string[]) => {
  const lower = pathname.toLowerCase();
  // `/api` or `/media` without the slash is the same area.
  return prefixes.some((prefix) => lower.startsWith(prefix) || lower === prefix.slice(0, -1));
};

export const isApiPath = (pathname: string) => startsWithAny(pathname, API_PREFIXES);

export const isStaticFilePath = (pathname: string) =>
  startsWithAny(pathname, FILE_PREFIXES) || WELL_KNOWN_FILES.has(pathname.toLowerCase());

export const isReservedPath = (pathname: string) => isApiPath(pathname) || isStaticFilePath(pathname);
