/**
 * The value of one cookie in a `document.cookie` string, or undefined when it is not
 * set. Values are percent-decoded, as servers usually encode them; a value that is not
 * valid percent-encoding is returned as it is.
 */
export function readCookie(name: string, cookies: string = typeof document === "undefined" ? "" : document.cookie): string | undefined {
  for (const part of cookies.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
