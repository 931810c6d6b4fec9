// The careers form: the spec's 13 fields (sections 3 and 5), posted as they are to
// POST /BTAB/api/job-application, JSON or the form's own fields, and the optional
// opening the application is for.

import * as z from "zod/mini";
import {
  email,
  honeypot,
  HONEYPOT_FIELD,
  optionalText,
  optionalWebAddress,
  text,
  wholeNumber,
} from "./fields.js";
import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_LIMITS,
  OPENING_ID_MAX_LENGTH,
  OPENING_LABEL,
} from "./form-texts.js";

export {
  APPLICATION_FIELD_LABELS,
  APPLICATION_FORM_PAGE,
  APPLICATION_LIMITS,
  APPLICATION_SENT_PATH,
  CV_ACCEPT,
  CV_ACCEPTED_KINDS,
  CV_BUDGET_USED_UP,
  CV_EMPTY,
  CV_FIELD,
  CV_FILE_NAME_MAX_LENGTH,
  CV_KINDS,
  CV_LABEL,
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  JOB_APPLICATION_FIELDS,
  JOB_APPLICATION_PATH,
  OPEN_APPLICATION,
  OPENING_CHOICE_DEFAULT,
  OPENING_CLOSED,
  OPENING_FIELD,
  OPENING_ID_MAX_LENGTH,
  OPENING_LABEL,
  openingPagePath,
  REQUIRED_APPLICATION_FIELDS,
  waitInWords,
  type CvKind,
  type JobApplicationField,
} from "./form-texts.js";
import { visitFieldsShape } from "./visit-fields.js";

const PHONE = /^\+?\d[\d ().-]*$/;
// An opening's id: lower-case ASCII letters and digits in runs joined by single hyphens,
// as the content's slugs are; a look-alike letter of another script is simply not one of
// them. Linear: a hyphen ends each run, so no two quantifiers compete for a character.
const OPENING_ID = /^[\da-z]+(?:-[\da-z]+)*$/;

const L = APPLICATION_LIMITS;
const A = APPLICATION_FIELD_LABELS;

/** The 13 fields of the careers form, the opening applied for, and the honeypot. */
export const JobApplicationSchema = z.object({
  name: text(A.name, L.name, { header: true }),
  email: email(A.email),
  phone: text(A.phone, L.phone, {
    check: {
      test: (value) => PHONE.test(value),
      message: `${A.phone} must contain only digits, spaces and + ( ) - . characters.`,
    },
  }),
  linkedin: optionalWebAddress(A.linkedin, L.linkedin, "https://www.linkedin.com/in/your-name"),
  highestDegree: text(A.highestDegree, L.highestDegree),
  university: text(A.university, L.university),
  graduationYear: wholeNumber(A.graduationYear, L.graduationYear.min, L.graduationYear.max),
  skills: text(A.skills, L.skills, { multiline: true }),
  certifications: optionalText(A.certifications, L.certifications, { multiline: true }),
  position: text(A.position, L.position, { header: true }),
  location: text(A.location, L.location),
  experience: wholeNumber(A.experience, L.experience.min, L.experience.max),
  message: optionalText(A.message, L.message, { multiline: true }),
  // Never required: without it (or empty) the application is an open one. Its length is
  // checked first, then its shape; whether it names an opening open now is the server's
  // to say (OPENING_CLOSED). Optional in the request's type too: the 13 fields alone are a
  // whole application.
  opening: z.optional(
    optionalText(OPENING_LABEL, OPENING_ID_MAX_LENGTH, {
      check: {
        test: (value) => OPENING_ID.test(value),
        message: `${OPENING_LABEL} must be one of the openings the careers page lists.`,
      },
    }),
  ),
  [HONEYPOT_FIELD]: honeypot,
  // How the visit began, when the pages' script kept it (visits.ts): optional.
  ...visitFieldsShape,
});
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.infer<typeof JobApplicationSchema>;
