// What a form's post says of how its sender's visit began: the page, source and campaign
// the pages' script kept for the visit (enhance/visit.ts), each text within its limit,
// none when nothing was kept. Optional fields: the spec's calls are whole without them,
// and the server cleans what it keeps (@site/contracts' visits.ts).

import { VISIT_LIMITS, VISIT_STORAGE_KEY, type VisitFields } from "@site/contracts/privacy";

/** `value` when it is text within `max` characters; otherwise nothing to send. */
const within = (value: unknown, max: number) =>
  typeof value === "string" && value !== "" && value.length <= max ? value : undefined;

/** The fields to add to a post, from `storage` (the tab's sessionStorage unless given). */
export function visitFields(storage?: Pick<Storage, "getItem">): VisitFields {
  let kept: Record<string, unknown>;
  try {
    // Inside the guard: reading sessionStorage throws where storage is turned off.
    const stored = (storage ?? globalThis.sessionStorage).getItem(VISIT_STORAGE_KEY);
    const parsed: unknown = stored === null ? null : JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return {};
    kept = parsed as Record<string, unknown>;
  } catch {
    return {};
  }
  const fields: VisitFields = {
    landingPage: within(kept.page, VISIT_LIMITS.page),
    landingSource: within(kept.source, VISIT_LIMITS.source),
    landingCampaign: within(kept.campaign, VISIT_LIMITS.campaign),
  };
  // Only those there are: an absent field is not sent at all.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
