// The careers form: the spec's 13 fields (sections 3 and 5), posted as they are to
// POST /BTAB/api/job-application, JSON or the form's own fields.

import * as z from "zod/mini";
import {
  email,
  EMAIL_MAX_LENGTH,
  honeypot,
  HONEYPOT_FIELD,
  optionalText,
  optionalWebAddress,
  text,
  wholeNumber,
} from "./fields.js";

/** Where the careers form posts (the spec's path, on the API base). */
export const JOB_APPLICATION_PATH = "/BTAB/api/job-application";

/** Where the careers form posted without JavaScript lands once accepted (post-redirect-get). */
export const APPLICATION_SENT_PATH = "/Careers/applied";

export const APPLICATION_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 30,
  linkedin: 300,
  highestDegree: 150,
  university: 150,
  skills: 1000,
  certifications: 1000,
  position: 100,
  location: 100,
  message: 5000,
  graduationYear: { min: 1900, max: 2100 },
  experience: { min: 0, max: 70 },
} as const;

/** The careers form's optional CV, sent as this multipart/form-data file field. */
export const CV_FIELD = "cv";
/** The largest CV accepted, in bytes. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** What the field is called, limits included, so they show before a file is chosen. */
export const CV_LABEL = "CV (PDF or Word, up to 5 MB)";
/** The kinds of CV accepted, by content: the server checks the bytes, never the name. */
export type CvKind = "pdf" | "docx" | "odt";
export const CV_KINDS: Readonly<Record<CvKind, { mediaType: string; extension: string }>> = {
  pdf: { mediaType: "application/pdf", extension: "pdf" },
  docx: { mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" },
  odt: { mediaType: "application/vnd.oasis.opendocument.text", extension: "odt" },
};
/** The file input's `accept`: a hint for the browser's file picker, checked by content anyway. */
export const CV_ACCEPT = Object.values(CV_KINDS)
  .flatMap((kind) => [`.${kind.extension}`, kind.mediaType])
  .join(",");
/** What the kinds accepted are called in a refusal. */
export const CV_ACCEPTED_KINDS = "a PDF, a Word document (.docx) or an OpenDocument text (.odt)";
/** Said by the form before sending, and by the server, of a CV over CV_MAX_BYTES. */
export const CV_TOO_LARGE = `The CV is larger than ${CV_MAX_BYTES / (1024 * 1024)} MB. Please send a smaller file.`;
/** Said of an empty file. */
export const CV_EMPTY = "The CV file is empty.";
/** The longest file name kept for a CV (what HR sees); longer ones are shortened, never refused. */
export const CV_FILE_NAME_MAX_LENGTH = 100;

/** The careers form's labels, in the form's order: the form, the messages, the mail to HR. */
export const APPLICATION_FIELD_LABELS = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  linkedin: "LinkedIn profile",
  highestDegree: "Highest degree",
  university: "University",
  graduationYear: "Graduation year",
  skills: "Skills",
  certifications: "Certifications",
  position: "Position applied for",
  location: "Location",
  experience: "Years of experience",
  message: "Message",
} as const;

const PHONE = /^\+?\d[\d ().-]*$/;

const L = APPLICATION_LIMITS;
const A = APPLICATION_FIELD_LABELS;

/** The 13 fields of the careers form, plus the honeypot. */
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
  [HONEYPOT_FIELD]: honeypot,
});
export type JobApplicationInput = z.input<typeof JobApplicationSchema>;
export type JobApplication = z.infer<typeof JobApplicationSchema>;

export type JobApplicationField = keyof typeof APPLICATION_FIELD_LABELS;

/** The application's 13 fields in the spec's (and the form's) order. */
export const JOB_APPLICATION_FIELDS = Object.keys(APPLICATION_FIELD_LABELS) as JobApplicationField[];

export const REQUIRED_APPLICATION_FIELDS: readonly JobApplicationField[] = [
  "name",
  "email",
  "phone",
  "highestDegree",
  "university",
  "graduationYear",
  "skills",
  "position",
  "location",
  "experience",
];
