/**
 * The values of every cookie called `name` in a `document.cookie` string, in order; empty
 * when there is none. A name can occur more than once: the same name set for another
 * path, or for the parent domain (by a sibling subdomain), is another cookie, and
 * document.cookie lists them all without saying which is which. Values are
 * percent-decoded, as servers usually encode them; a value that is not valid
 * percent-encoding is returned as it is.
 */
export function readCookies(name: string, cookies: string = typeof document === "undefined" ? "" : document.cookie): string[] {
  const values: string[] = [];
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}
