// Choice of Content-Encoding for the in-memory pages from a request's Accept-Encoding.
//
// Pages are held in all three encodings, so the choice is just a lookup: brotli is the
// smallest, gzip is understood by everything else, identity is the last resort. Assets
// come in the encodings the build wrote, always including identity.

export const CONTENT_CODINGS = ["br", "gzip", "identity"] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/**
 * The coding, of those `offered`, with the highest quality the client accepts (RFC 9110
 * §12.5.3), ties going to the order above. Without the header, or when nothing is
 * acceptable, identity: answering 406 for a web page helps nobody.
 */
export function negotiateContentCoding(
  acceptEncoding: string | undefined,
  offered: ReadonlySet<ContentCoding> | undefined = undefined,
): ContentCoding {
  if (acceptEncoding === undefined) return "identity";
  const qualities = qualitiesOf(acceptEncoding);
  let best: ContentCoding = "identity";
  let bestQuality = 0;
  for (const coding of CONTENT_CODINGS) {
    if (offered !== undefined && coding !== "identity" && !offered.has(coding)) continue;
    if (qualities[coding] > bestQuality) {
      best = coding;
      bestQuality = qualities[coding];
    }
  }
  return best;
}

type Qualities = Readonly<Record<ContentCoding, number>>;

// Browsers send a handful of distinct headers: each is parsed once. Bounded, so a client
// sending a new one with every request costs only the parsing it always did.
const PARSED_MAX = 64;
const PARSED_HEADER_MAX_LENGTH = 256;
const parsed = new Map<string, Qualities>();

function qualitiesOf(acceptEncoding: string): Qualities {
  const known = parsed.get(acceptEncoding);
  if (known !== undefined) return known;
  const qualities = parseAcceptEncoding(acceptEncoding);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  if (acceptEncoding.length <= PARSED_HEADER_MAX_LENGTH) parsed.set(acceptEncoding, qualities);
  return qualities;
}

/** The quality the header gives each of our codings (0: not acceptable). */
function parseAcceptEncoding(acceptEncoding: string): Qualities {
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
  return {
    br: qualities.get("br") ?? wildcard ?? 0,
    gzip: qualities.get("gzip") ?? wildcard ?? 0,
    identity: qualities.get("identity") ?? unlistedIdentity,
  };
}
