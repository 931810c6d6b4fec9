// XSRF (spec section 7): the cookie the server sets, the header the app echoes it in, and
// where a page that could not get the cookie asks for one.

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
/**
 * How many XSRF-TOKEN values the app sends and the server reads. Several cookies of that
 * name can reach us (a sibling subdomain may set one for the parent domain), so the app
 * lists every value it can read, comma-separated, and the server accepts the post when
 * one of them is a valid cookie of the request. Enough for a few planted copies, and a
 * bound on the signature checks one request can cost.
 */
export const XSRF_MAX_TOKENS = 16;
/** Answers 204 and sets the cookie when a page came from somewhere that could not set it. */
export const XSRF_TOKEN_PATH = "/Bweb/api/xsrf-token";
