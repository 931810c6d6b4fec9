// The optional fields a form's post may carry about how its sender's visit began
// (VISIT_FIELDS): the page, source and campaign the pages' script kept. Never required, so
// the spec's calls are whole without them. The script cuts each to its limit (visits.ts);
// the server refuses a longer one, and keeps each as visits.ts cleans it: a campaign with
// a control character in its link is the visitor's to send, not to be refused for.

import * as z from "zod/mini";
import { VISIT_FIELDS, VISIT_LIMITS, visitLabel, visitPage } from "./visits.js";

function visitField(
  label: string,
  max: number,
  clean: (value: string) => string | undefined,
  check?: { test: (value: string) => boolean; message: string },
) {
  const text = z
    .string({ error: `${label} must be text.` })
    .check(
      z.maxLength(max, { error: `${label} must be at most ${max} characters.`, abort: true }),
      ...(check ? [z.refine<string>(check.test, check.message)] : []),
    );
  return z.optional(
    z.pipe(
      // A form's empty field is a field not sent.
      z.transform((value: unknown) => (value === "" || value === null ? undefined : value)),
      z.optional(z.pipe(text, z.transform(clean))),
    ),
  );
}

/** The three fields, to spread into a form's schema. */
export const visitFieldsShape = {
  [VISIT_FIELDS.page]: visitField("The page you came to first", VISIT_LIMITS.page, visitPage, {
    test: (value) => visitPage(value) !== undefined,
    message: "The page you came to first must be a path of this site, such as /contact.",
  }),
  [VISIT_FIELDS.source]: visitField("Where you came from", VISIT_LIMITS.source, (value) =>
    visitLabel(value, VISIT_LIMITS.source),
  ),
  [VISIT_FIELDS.campaign]: visitField("The campaign you came by", VISIT_LIMITS.campaign, (value) =>
    visitLabel(value, VISIT_LIMITS.campaign),
  ),
};
