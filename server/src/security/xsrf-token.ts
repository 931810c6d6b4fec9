// The XSRF token and how a request carries it (xsrf.ts is the plugin that uses them).
//
// A token is `<issued>.<random>.<signature>`: the issue time in whole seconds since 1970,
// 32 random bytes (base64url), and @fastify/cookie's HMAC-SHA256 of both with the key
// every instance shares. The issue time is inside what is signed, so no one can extend
// a token's life; every character is one a cookie and a header carry without encoding.
//
// A request may carry several XSRF-TOKEN cookies: a sibling subdomain can set one for
// the whole parent domain, and the browser then sends both, in an order the page cannot
// influence. So every value counts (up to a bound), and the web app, which cannot tell
// them apart either, echoes every value it can read, comma-separated, in the header.
// Only what the request proves matters: the header names one of its cookies that we
// signed, within its lifetime. A value planted by another site can add nothing to that,
// since another site still cannot set our header (docs/architecture-contracts.md, "API contract").

import { randomBytes, timingSafeEqual } from "node:crypto";
import { XSRF_MAX_TOKENS } from "@site/contracts";

/** How long a token is accepted after its issue; also the cookie's Max-Age. */
export const XSRF_TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

// XSRF_MAX_TOKENS (contracts): how many cookies, and values in the header, are looked at.
// Browsers send cookies with longer paths first, so ours (Path=/) comes after what was
// planted under longer paths; one planted cookie per path can match a post URL (`/`,
// `/Bweb`, `/Bweb/`, `/Bweb/api`, `/Bweb/api/`, the form's own: six), a few more a deep
// page the web app reads them from, and a browser may keep a partitioned copy of each
// besides. Sixteen leaves ours in reach of all that.

// Instances' clocks may disagree a little: a token issued by one whose clock is ahead
// is not refused by another for being from the future.
const CLOCK_SKEW_SECONDS = 300;
const TOKEN_BYTES = 32;
// Ten digits until the year 2286; more would be a made-up value.
const MAX_ISSUE_TIME_DIGITS = 10;

/** What @fastify/cookie decorates the app with. */
export interface CookieSigner {
  signCookie(value: string): string;
  unsignCookie(value: string): { valid: boolean; value: string | null };
}

export type TokenState = "live" | "bad signature" | "outside its lifetime";

// Random bytes come from the system 128 tokens at a time: one call per token cost as
// much as the rest of a page response (Node's randomUUID keeps such a pool too). A new
// pool replaces a used one, and each slice goes into one token only.
const POOL_BYTES = TOKEN_BYTES * 128;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function tokenRandom(): string {
  if (poolOffset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  poolOffset += TOKEN_BYTES;
  return pool.toString("base64url", poolOffset - TOKEN_BYTES, poolOffset);
}

/** A fresh token issued at `nowSeconds`. */
export function newToken(signer: CookieSigner, nowSeconds: number): string {
  return signer.signCookie(`${Math.floor(nowSeconds)}.${tokenRandom()}`);
}

/** The issue time at the front of a signed value, or undefined when it has none. */
function issueTimeOf(value: string): number | undefined {
  const dot = value.indexOf(".");
  if (dot < 1 || dot > MAX_ISSUE_TIME_DIGITS) return undefined;
  for (let index = 0; index < dot; index += 1) {
    const char = value[index]!;
    if (char < "0" || char > "9") return undefined;
  }
  return Number(value.slice(0, dot));
}

/**
 * Whether `token` is one we signed and still within its lifetime at `nowSeconds`. A
 * signed token without an issue time (issued before tokens expired) is outside it.
 */
export function tokenState(signer: CookieSigner, token: string, nowSeconds: number): TokenState {
  const unsigned = signer.unsignCookie(token);
  if (!unsigned.valid || unsigned.value === null) return "bad signature";
  const issued = issueTimeOf(unsigned.value);
  if (issued === undefined) return "outside its lifetime";
  const age = nowSeconds - issued;
  return age >= -CLOCK_SKEW_SECONDS && age < XSRF_TOKEN_LIFETIME_SECONDS ? "live" : "outside its lifetime";
}

/**
 * The values of every `name` cookie in a Cookie header, in order, at most
 * XSRF_MAX_TOKENS. (@fastify/cookie's parser keeps only the first.) Not decoded: a
 * token needs no encoding, so a value that would is not one of ours anyway.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  if (header === undefined) return values;
  // Node bounds the whole header block (16 KiB by default), so this split is bounded too.
  for (const pair of header.split(";")) {
    const separator = pair.indexOf("=");
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    values.push(pair.slice(separator + 1).trim());
    if (values.length === XSRF_MAX_TOKENS) break;
  }
  return values;
}

/** The tokens a header value lists (comma-separated), at most XSRF_MAX_TOKENS. */
export function listedTokens(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(",", XSRF_MAX_TOKENS)
    .map((token) => token.trim())
    .filter((token) => token !== "");
}

/** Equal strings, compared in time independent of where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether any of `listed` equals any of `accepted`, comparing every pair (no early exit). */
export function anyEqual(listed: readonly string[], accepted: readonly string[]): boolean {
  let found = false;
  for (const candidate of listed) {
    for (const token of accepted) found = constantTimeEqual(candidate, token) || found;
  }
  return found;
}
