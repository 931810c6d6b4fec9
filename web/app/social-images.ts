// Where each page's own Open Graph image is published. The route table
// names one for every solution, project, policy and insight page; the build draws them
// (scripts/social-images.ts) from the same catalogues, into /media/social/. Any other page
// shares the site's card (seo.ts SOCIAL_IMAGE). Plain strings: this module is in every
// page's code, so it stays a few bytes.

/** The kinds of page that have an image of their own. */
export type SocialKind = "solution" | "project" | "policy" | "insight";

/** The image of one content item: /media/social/{kind}-{id, lower case}.png. */
export function socialImagePath(kind: SocialKind, id: string): string {
  return `/media/social/${kind}-${id.toLowerCase()}.png`;
}
