// The content a page is rendered from: what the server published (the renderer's
// `pageDataContext`), or the repository's when the build renders. Loaders read content
// through here, so a page shows what staff published, and the same content always renders
// the same page. Only loaders import this module (React Router leaves them out of the
// browser's code, and with them every text).

import type { SiteContent } from "@site/contracts/content";
import type { RouterContextProvider } from "react-router";
import { pageDataContext } from "../site-data";
import { repositoryContent } from "./repository";

/** The content of this render. */
export function contentOf(context: Readonly<RouterContextProvider>): SiteContent {
  return context.get(pageDataContext).content ?? repositoryContent;
}
