// Choice of Content-Encoding for the in-memory pages from a request's Accept-Encoding.
//
// Pages are held in all three encodings, so the choice is just a lookup: brotli is the
// smallest, gzip is understood by everything else, identity is the last resort.

export const CONTENT_CODINGS = ["br", "gzip", "identity"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The coding with the highest quality the client accepts (RFC 9110 §12.5.3), ties going
 * to the order above. Without the header, or when nothing is acceptable, identity:
 * answering 406 for a web page helps nobody.
 */
export function negotiateContentCoding(acceptEncoding: string | undefined): ContentCoding {
  if (acceptEncoding === undefined) return "identity";

  const qualities = new Map<string, number>();
  for (const element of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = element.split(";").map((part) => part.trim());
    if (token === "") continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^q\s*=\s*([0-9.]+)$/i.exec(parameter);
      if (match) quality = Math.min(1, Number(match[1]) || 0);
    }
    const coding = token.toLowerCase() === "x-gzip" ? "gzip" : token.toLowerCase();
    qualities.set(coding, Math.max(quality, qualities.get(coding) ?? 0));
  }

  // An unlisted identity is acceptable, but ranks no higher than what the client did
  // list: "gzip;q=0.5" still means "gzip, please" (as the `negotiator` package reads it).
  const wildcard = qualities.get("*");
  const unlistedIdentity = wildcard ?? Math.min(1, ...qualities.values());
  const qualityOf = (coding: ContentCoding) =>
    qualities.get(coding) ?? (coding === "identity" ? unlistedIdentity : (wildcard ?? 0));

  let best: ContentCoding = "identity";
  let bestQuality = 0;
  for (const coding of CONTENT_CODINGS) {
    const quality = qualityOf(coding);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
