// How the Lighthouse part writes numbers and table cells.

export const KIB = 1024;

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
export const clsText = (v: number) =>
  v === 0 ? "0" : v.toFixed(3) === "0.000" ? v.toExponential(1) : v.toFixed(3);
export const cell = (text: unknown) => String(text).replace(/\|/g, "\\|").replace(/\s+/g, " ");

/** The median of the finite values, NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A request's URL without this machine's origin. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.hostname === "127.0.0.1" ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}
