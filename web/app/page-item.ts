import { pageAt } from "./pages";

/**
 * The content item (the route table's `item`) of the page a loader runs for, from the
 * page's own address: a loader has no React context for usePage(), and its `request` is
 * the page's .data file when the build prerenders that, while `url` is the page itself.
 * Reads nothing but the route table, so it works at build time and under a server alike.
 */
export function itemAt(url: URL): string {
  const item = pageAt(url.pathname)?.item;
  if (item === undefined) throw new Error(`The page ${url.pathname} shows no content item`);
  return item;
}
