import type { RouterContextProvider } from "react-router";
import { pagesIn } from "./content/current";

/**
 * The content item (the route table's `item`) of the page a loader runs for, from the
 * page's own address in the content it is rendered from: a loader has no React context for
 * usePage(), and its `request` is the page's .data file when the build prerenders that,
 * while `url` is the page itself.
 */
export function itemAt(url: URL, context: Readonly<RouterContextProvider>): string {
  const item = pagesIn(context).pageAt(url.pathname)?.item;
  if (item === undefined) throw new Error(`The page ${url.pathname} shows no content item`);
  return item;
}
