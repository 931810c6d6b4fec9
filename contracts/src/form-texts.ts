// What the two forms are called and how much they take: where they post, their labels,
// limits and required fields, the CV's kinds and size. No validation code: a page that
// only names them (the privacy notice, a confirmation page) loads a few hundred bytes
// here instead of the schemas and zod (contact.ts, job-application.ts, fields.ts, which
// re-export all of this, so the forms' entry `@site/contracts/forms` is unchanged).

/**
 * A field real visitors never see (hidden from sight, from screen readers and from the
 * tab order). Bots that fill every input fill it; the server then pretends to accept the
 * post and drops it.
 */
export const HONEYPOT_FIELD = "website";

/** The longest e-mail address either form takes. */
export const EMAIL_MAX_LENGTH = 254;

// The contact form.

/** Where the contact form posts (the spec's path, on the API base). */
export const MAIL_SENDING_PATH = "/Bweb/api/mailsending";

/** The page with the contact form, where an error page without JavaScript sends the visitor back. */
export const CONTACT_FORM_PAGE = "/contact";

/** Where the contact form posted without JavaScript lands once accepted (post-redirect-get). */
export const CONTACT_SENT_PATH = "/contact/sent";

export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

/** The contact form's labels: the form, its error messages and the privacy notice use them. */
export const CONTACT_FIELD_LABELS = { name: "Name", email: "Email", message: "Message" } as const;

// The careers form.

/** Where the careers form posts (the spec's path, on the API base). */
export const JOB_APPLICATION_PATH = "/BTAB/api/job-application";

/** The page with the careers form, where an error page without JavaScript sends the visitor back. */
export const APPLICATION_FORM_PAGE = "/Careers";

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
  docx: {
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
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
/**
 * How long until a refused post may be sent again, in words a visitor reads at a glance:
 * seconds under a minute and a half, then minutes, then hours. Rounded up, so the visitor
 * who waits as long as it says is never refused again for the same reason.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return `${whole} second${whole === 1 ? "" : "s"}`;
  const minutes = Math.ceil(whole / 60);
  if (minutes <= 90) return `about ${minutes} minutes`;
  return `about ${Math.ceil(minutes / 60)} hours`;
}
/**
 * Said (a 429) when an application's CV would go over the CV bytes a client may send in a
 * day (`client`) or the site takes from everyone in a day (`everyone`); `retryAfterSeconds`
 * is when that budget starts again. Nothing of the application is stored.
 */
export const CV_BUDGET_USED_UP = {
  client: (retryAfterSeconds: number) =>
    `Your application was not sent: too many CVs have been sent from your connection today. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  everyone: (retryAfterSeconds: number) =>
    `Your application was not sent: we cannot take more CVs today. Please try again in ${waitInWords(retryAfterSeconds)}.`,
} as const;
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

// The opening an application is for: an optional field beside the spec's 13, so a call
// with the 13 alone stays an open application, exactly as before.

/** The careers form's choice of the job opening applied for: the opening's id, or empty for an open application. */
export const OPENING_FIELD = "opening";
/**
 * The longest opening id taken: an opening's id is its page's address segment
 * (/Careers/{id}), a slug of at most the content's ADDRESS_MAX_LENGTH characters.
 */
export const OPENING_ID_MAX_LENGTH = 60;
/** What the field is called in its messages and in the inbox. */
export const OPENING_LABEL = "Opening";
/** An application for no published opening, as the form offers it, HR's mail and the inbox name it. */
export const OPEN_APPLICATION = "Open application";
/** Said (a 400 on `opening`) of an opening that is not published, or no longer takes applications. */
export const OPENING_CLOSED = "This opening is closed: choose another, or send an open application.";
/** What the form's choice says when the careers page's texts do not (careersPage.form.opening). */
export const OPENING_CHOICE_DEFAULT = {
  label: "Which role are you applying for?",
  openApplication: OPEN_APPLICATION,
};
/** An opening's page, below the careers page. */
export const openingPagePath = (id: string) => `${APPLICATION_FORM_PAGE}/${id}`;
