// The site identity (company name, phone, e-mail addresses, address, links) as the page
// is rendered with it: the root loader's, from the published content (content/current.ts).
// Components read it with useIdentity(), meta functions with identityOf(matches); none
// imports content/site.ts for it, so a published change reaches every page.

import type { SiteIdentity } from "@site/contracts/content";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page. */
export interface RootData {
  identity: SiteIdentity;
}

const isRootData = (data: unknown): data is RootData =>
  typeof data === "object" && data !== null && "identity" in data;

/** The identity from React Router's matches (a meta function's arguments). */
export function identityOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteIdentity {
  const root = matches.find((match) => match?.id === "root")?.loaderData;
  if (!isRootData(root)) throw new Error("The root route's loader data (the site identity) is missing");
  return root.identity;
}

/** The identity the page is rendered with. */
export function useIdentity(): SiteIdentity {
  const identity = useIdentityIfLoaded();
  if (identity === undefined) throw new Error("The root route's loader data (the site identity) is missing");
  return identity;
}

/** The identity, or undefined where the root's loader may have failed (its error boundary). */
export function useIdentityIfLoaded(): SiteIdentity | undefined {
  const root = useRouteLoaderData("root");
  return isRootData(root) ? root.identity : undefined;
}
