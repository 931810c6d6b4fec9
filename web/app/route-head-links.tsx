// Head links made from a route's loader data, such as the preload of the home hero's first
// picture, which the published content names: React Router calls a route's `links` without
// its data, so such a route declares them as `handle.headLinks(loaderData)`, and the root's
// <head> renders them right after <Links/>, where React Router puts a route's own links.

import { useMatches, type HtmlLinkDescriptor } from "react-router";

export interface HeadLinksHandle<Data> {
  headLinks: (data: Data) => HtmlLinkDescriptor[];
}

const hasHeadLinks = (handle: unknown): handle is HeadLinksHandle<unknown> =>
  typeof handle === "object" && handle !== null && "headLinks" in handle;

/** The matched routes' head links from their loader data. */
export function RouteHeadLinks() {
  return useMatches().flatMap(({ id, handle, loaderData }) =>
    hasHeadLinks(handle) && loaderData !== undefined
      ? handle.headLinks(loaderData).map((link, index) => <link key={`${id}:${index}`} {...link} />)
      : [],
  );
}
