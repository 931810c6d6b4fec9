// Schemas of the site's content, and the checker that validates data against them.
//
// Content modules export plain typed data (`export const faq: Faq = {...}`, with
// `import type` from this file), so neither zod nor these schemas reach the browser.
// validate.ts checks every module against its schema: at build time
// (scripts/validate-content.ts, the first step of `npm run build -w web`) and in
// content.test.ts. A missing field, an empty string, a too-long meta description or a
// placeholder word stops the build with the path of the bad entry. TypeScript checks the
// same data against the types first, so most mistakes show in the editor already.
//
// Never import this module at run time from app code: only `import type`. Zod-free
// helpers (isList, countSentences, vttSeconds) live in helpers.ts.

import * as z from "zod/mini";
import { countSentences, vttSeconds } from "./helpers";
import type { Picture } from "./media";

export { countSentences, isList, vttSeconds } from "./helpers";

// ---------------------------------------------------------------------------------------
// The checker

/** One problem in the content: where (e.g. `faq.items[3].answer`) and what. */
export interface ContentIssue {
  path: string;
  message: string;
}

/** The content did not match its schemas: lists every problem found, with its path. */
export class ContentError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
    super(`Invalid content (${count}):\n${issues.map((i) => `  - ${i.path}: ${i.message}`).join("\n")}`);
    this.name = "ContentError";
    this.issues = [...issues];
  }
}

/**
 * A readable message. zod/mini ships without locale messages (to stay small), so its own
 * text is a bare "Invalid input"; custom messages from the checks below are kept.
 */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.message && issue.message !== "Invalid input") return issue.message;
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `is missing (expected ${issue.expected})` : `expected ${issue.expected}, got ${describeValue(issue.input)}`;
    case "unrecognized_keys":
      return `unknown field(s): ${issue.keys.join(", ")}`;
    case "invalid_value":
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(" or ")}, got ${describeValue(issue.input)}`;
    case "invalid_union":
      return `does not match any allowed form (got ${describeValue(issue.input)})`;
    case "too_small":
      return `is too small: needs ${issue.exact ? "exactly" : "at least"} ${String(issue.minimum)} (${issue.origin})`;
    case "too_big":
      return `is too big: allows ${issue.exact ? "exactly" : "at most"} ${String(issue.maximum)} (${issue.origin})`;
    case "invalid_format":
      return `is not a valid ${issue.format}`;
    default:
      return issue.message || "is invalid";
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value);
  return typeof value;
}

function formatPath(label: string, path: readonly PropertyKey[]): string {
  let out = label;
  for (const key of path) out += typeof key === "number" ? `[${key}]` : `.${String(key)}`;
  return out;
}

function toIssues(label: string, issues: readonly z.core.$ZodIssue[]): ContentIssue[] {
  return issues.map((issue) => ({ path: formatPath(label, issue.path), message: describe(issue) }));
}

/** Every problem of `data` against `schema`, each path starting with `label`. */
export function contentIssues<S extends z.ZodMiniType>(schema: S, data: z.input<S>, label: string): ContentIssue[] {
  const result = schema.safeParse(data, { reportInput: true });
  return result.success ? [] : toIssues(label, result.error.issues);
}

/**
 * Checks `data` against `schema` and returns the parsed value (equal to `data`: the
 * schemas do not transform). Throws a ContentError that lists every problem with its path
 * (e.g. `faq.items[3].answer: ...`).
 */
export function defineContent<S extends z.ZodMiniType>(
  schema: S,
  data: z.input<S>,
  label = "content",
): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(toIssues(label, result.error.issues));
  return result.data as z.output<S>;
}

// ---------------------------------------------------------------------------------------
// Building blocks

const PLACEHOLDER = /\b(?:lorem|ipsum|todo|tbd|fixme|xxx)\b|\[(?:insert|placeholder)/i;

/**
 * A non-blank string without placeholder words or surrounding whitespace. (The checks do
 * not transform: the app uses the data exactly as written, so it must already be trimmed.)
 */
export const text = z.string().check(
  z.refine((s) => s.trim() !== "", "must not be empty"),
  z.refine((s) => s.trim() === "" || s === s.trim(), "must not start or end with whitespace"),
  z.refine((s) => !PLACEHOLDER.test(s), "contains placeholder text"),
);

/** Short label or heading: one line, at most `max` characters. */
export const label = (max = 120) =>
  text.check(
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((s) => !s.includes("\n"), "must be one line"),
  );

/** A meta description (also used on cards): 15 to 160 characters, one line. */
export const metaDescription = text.check(
  z.minLength(15, "a description needs at least 15 characters"),
  z.maxLength(160, "a meta description must be at most 160 characters"),
  z.refine((s) => !s.includes("\n"), "must be one line"),
);

/** Prose of `min` to `max` sentences. */
export const sentences = (min: number, max: number) =>
  text.check(
    z.refine((s) => {
      const n = countSentences(s);
      return n >= min && n <= max;
    }, `must have ${min} to ${max} sentences`),
  );

/** An array of `min` to `max` items. */
export const listOf = <T extends z.ZodMiniType>(item: T, min: number, max = 1000) =>
  z.array(item).check(
    z.minLength(min, `needs at least ${min} item(s)`),
    z.maxLength(max, `allows at most ${max} item(s)`),
  );

/** Paragraphs of prose. */
export const paragraphs = (min = 1, max = 12) => listOf(text, min, max);

/** Bullet points. */
export const bullets = (min = 1, max = 20) => listOf(text, min, max);

/** URL-safe id: lower-case words joined by hyphens. */
export const slug = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug like 'market-trends'"));

/** A date as the spec writes them: DD-MM-YYYY, a real calendar day. */
export const ddmmyyyy = z.string().check(
  z.regex(/^\d{2}-\d{2}-\d{4}$/, "must be a date DD-MM-YYYY"),
  z.refine((s) => {
    const [d, m, y] = s.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, "must be a real calendar date"),
);

/** A root-relative path to a file under /media with one of the given extensions. */
export const mediaPath = (...extensions: string[]) =>
  z.string().check(
    z.regex(
      new RegExp(`^/media/(?:[a-z0-9-]+/)*[a-z0-9-]+\\.(?:${extensions.join("|")})$`),
      `must be a path like /media/.../name.${extensions.join("|")}`,
    ),
  );

export const pdfPath = mediaPath("pdf");
export const videoPath = mediaPath("mp4", "webm");
export const posterPath = mediaPath("webp", "avif", "jpg", "png");
export const captionsPath = mediaPath("vtt");

/** An absolute http(s) URL or a mailto:/tel: link. */
export const href = z.string().check(
  z.regex(/^(?:https?:\/\/\S+|mailto:[^\s@]+@[^\s@]+|tel:\+?\d+|\/\S*)$/, "must be an http(s), mailto:, tel: or root-relative link"),
);

export const link = z.strictObject({ label: label(), href });
export type Link = z.output<typeof link>;

/** The items of an array have distinct values of `key`. */
export function uniqueBy<T>(key: (item: T) => unknown, what: string) {
  return z.superRefine<T[]>((items, ctx) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) ctx.addIssue({ code: "custom", message: `duplicate ${what} "${String(value)}"`, path: [index], input: item });
      seen.add(value);
    });
  });
}

// ---------------------------------------------------------------------------------------
// Rich text: sections made of paragraphs and bullet lists

/**
 * One block of a section body: a string is a paragraph; `{ list }` is a bullet list
 * (`ordered: true` for a numbered list). Render in order.
 */
export const block = z.union([
  text,
  z.strictObject({ list: bullets(1, 30), ordered: z.optional(z.boolean()) }),
]);
export type Block = z.output<typeof block>;
export type ListBlock = Exclude<Block, string>;

/** A titled section of a page or document. */
export const section = z.strictObject({
  /** Anchor id, when the section can be linked to. */
  id: z.optional(slug),
  heading: label(),
  body: listOf(block, 1, 40),
});
export type Section = z.output<typeof section>;

export const sections = (min = 1, max = 30) =>
  listOf(section, min, max).check(uniqueBy<Section>((s) => s.id ?? s.heading, "section"));

// ---------------------------------------------------------------------------------------
// A simple page header: title and a short intro

export const pageIntroSchema = z.strictObject({ title: label(80), intro: sentences(1, 3) });
export type PageIntro = z.output<typeof pageIntroSchema>;

// ---------------------------------------------------------------------------------------
// About Us

export const titledText = z.strictObject({ title: label(), text: sentences(1, 4) });
export type TitledText = z.output<typeof titledText>;

export const aboutSection = z.strictObject({
  /** 1 to 6, shown as the section number. */
  number: z.int().check(z.gte(1)),
  id: slug,
  heading: label(),
  body: listOf(block, 1, 12),
  /** Links shown with the section (the contact e-mail, the map). */
  links: z.optional(listOf(link, 1, 5)),
});
export type AboutSection = z.output<typeof aboutSection>;

export const aboutSchema = z.strictObject({
  hero: z.strictObject({ title: label(60), lede: sentences(1, 3) }),
  sections: listOf(aboutSection, 6, 6).check(
    z.refine((list) => list.every((s, i) => s.number === i + 1), "sections must be numbered 1 to 6 in order"),
    uniqueBy<AboutSection>((s) => s.id, "section id"),
  ),
  mantras: z.strictObject({ heading: label(), intro: sentences(1, 2), items: listOf(titledText, 3, 8) }),
  codingPractices: z.strictObject({ heading: label(), intro: sentences(1, 3), items: listOf(titledText, 5, 12) }),
});
export type About = z.output<typeof aboutSchema>;

// ---------------------------------------------------------------------------------------
// Our History

export const timelineEntry = z.strictObject({
  year: z.int().check(z.gte(2000), z.lte(2100)),
  heading: label(80),
  paragraph: sentences(1, 4),
  /** Base name of the picture, e.g. "timeline-2017" (published as /media/timeline-2017-{width}.{avif,webp}). */
  imageName: slug,
  imageAlt: label(160),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

export const timelineSchema = z.strictObject({
  title: label(60),
  intro: sentences(1, 3),
  entries: listOf(timelineEntry, 4, 4).check(
    z.refine((list) => list.every((e, i) => i === 0 || e.year > list[i - 1]!.year), "entries must be in ascending year order"),
  ),
});
export type Timeline = z.output<typeof timelineSchema>;

// ---------------------------------------------------------------------------------------
// FAQ

export const faqItem = z.strictObject({
  id: slug,
  question: label(140).check(z.refine((s) => s.endsWith("?"), "a question ends with '?'")),
  answer: sentences(2, 5),
});
export type FaqItem = z.output<typeof faqItem>;

export const faqSchema = z.strictObject({
  title: label(60),
  intro: sentences(1, 2),
  items: listOf(faqItem, 6, 6).check(uniqueBy<FaqItem>((i) => i.id, "FAQ id")),
});
export type Faq = z.output<typeof faqSchema>;

// ---------------------------------------------------------------------------------------
// Services page

export const serviceSection = z.strictObject({
  id: slug,
  title: label(80),
  intro: z.optional(sentences(1, 2)),
  bullets: bullets(4, 8),
});
export type ServiceSection = z.output<typeof serviceSection>;

export const servicesPageSchema = z.strictObject({
  hero: z.strictObject({ title: label(60), intro: sentences(1, 3) }),
  sections: listOf(serviceSection, 7, 7).check(uniqueBy<ServiceSection>((s) => s.id, "section id")),
});
export type ServicesPage = z.output<typeof servicesPageSchema>;

// ---------------------------------------------------------------------------------------
// Solutions, projects, people (the entries of solutions.ts, projects.ts, people.ts)
//
// Solutions and projects are split in two: the short facts the route table needs on every
// page (solutions.ts, projects.ts) and the long texts only their own pages need
// (solution-texts.ts, project-texts.ts), keyed by the solution's `key` / the project's code.

/** A route table description: one line of 50 to 160 characters. */
export const pageDescription = metaDescription.check(z.minLength(50, "a page description needs at least 50 characters"));

export const solutionSchema = z.strictObject({
  /** Stable id of the solution: the key of its texts in solution-texts.ts. */
  key: slug,
  name: label(80),
  summary: metaDescription,
  page: z.optional(z.string().check(z.regex(/^[A-Z0-9-]+$/i, "must be a route path segment"))),
  detailsId: z.optional(slug),
});

export const solutionListSchema = listOf(solutionSchema, 1).check(
  uniqueBy<z.output<typeof solutionSchema>>((s) => s.key, "solution key"),
  uniqueBy<z.output<typeof solutionSchema>>((s) => s.name, "solution name"),
  z.refine(
    (list) => list.every((s) => s.page !== undefined || s.detailsId !== undefined),
    "every solution needs a page or a detailsId",
  ),
);

export const solutionTextSchema = z
  .strictObject({
    description: paragraphs(2, 4),
    features: bullets(4, 8),
    videoUrl: z.optional(videoPath),
    videoPoster: z.optional(posterPath),
  })
  .check(z.refine((t) => (t.videoUrl === undefined) === (t.videoPoster === undefined), "videoUrl and videoPoster go together"));

/** solution-texts.ts: the texts of each solution, by its key. */
export const solutionTextsSchema = z.record(slug, solutionTextSchema);

const projectCode = z.string().check(z.regex(/^[A-Z]+$/, "must be an upper-case project code"));

export const projectSchema = z.strictObject({
  code: projectCode,
  name: label(80),
  client: label(80),
  teamSize: z.int().check(z.gte(1)),
  durationMonths: z.int().check(z.gte(1)),
  start: ddmmyyyy,
  end: ddmmyyyy,
  live: z.optional(text),
  summary: metaDescription,
  hasDetails: z.boolean(),
});

export const projectListSchema = listOf(projectSchema, 1).check(
  uniqueBy<z.output<typeof projectSchema>>((p) => p.code, "project code"),
);

export const projectTextSchema = z.strictObject({
  description: paragraphs(1, 3),
  challenges: paragraphs(1, 3),
  result: paragraphs(1, 3),
});

/** project-texts.ts: the case-study texts of each project, by its code. */
export const projectTextsSchema = z.record(projectCode, projectTextSchema);

const picture = z.custom<Picture>(
  (v) => typeof v === "object" && v !== null && typeof (v as Picture).name === "string" && Array.isArray((v as Picture).widths),
  "must be a picture from media.ts",
);

export const personSchema = z.strictObject({
  name: label(80),
  role: z.enum(["CEO", "COO", "CMO", "CTO"]),
  title: label(80),
  photo: picture,
  bio: sentences(1, 3),
  /** The longer biography on the Promoters page. */
  promoterBio: z.optional(sentences(2, 6)),
  profileUrl: z.string().check(z.regex(/^https:\/\/[^\s/]+\/\S*$/, "must be an https URL")),
});

export const personListSchema = listOf(personSchema, 1).check(
  uniqueBy<z.output<typeof personSchema>>((p) => p.role, "role"),
);

// ---------------------------------------------------------------------------------------
// Policy documents (Doc-1 to Doc-4)

export const revisionRow = z.strictObject({
  version: z.string().check(z.regex(/^\d+\.\d+$/, "must be a version like 1.0")),
  change: text,
  preparedBy: label(80),
  reviewedBy: label(80),
  approvedBy: label(80),
  date: ddmmyyyy,
});
export type RevisionRow = z.output<typeof revisionRow>;

export const policySchema = z.strictObject({
  /** The route path: Doc-1 ... Doc-4. */
  id: z.string().check(z.regex(/^Doc-[1-9]$/, "must be Doc-1 ... Doc-9")),
  /** Document reference printed on the policy, e.g. "HR-POL-01". */
  reference: label(30),
  title: label(120),
  summary: metaDescription,
  effectiveDate: ddmmyyyy,
  owner: label(80),
  appliesTo: sentences(1, 3),
  sections: sections(4, 20),
  revisions: listOf(revisionRow, 1, 20),
});
export type Policy = z.output<typeof policySchema>;

export const policyListSchema = listOf(policySchema, 4, 4).check(uniqueBy<Policy>((p) => p.id, "policy id"));

// ---------------------------------------------------------------------------------------
// Documents published as PDFs: ovations and brochures

export const factRow = z.strictObject({ label: label(40), value: label(120) });
export type FactRow = z.output<typeof factRow>;

export const ovationSchema = z.strictObject({
  /** The route path: ovations-1 ... ovations-3. */
  id: z.string().check(z.regex(/^ovations-[1-9]$/, "must be ovations-1 ... ovations-9")),
  /** The project this ovation celebrates (a code in projects.ts). */
  projectCode: z.string().check(z.regex(/^[A-Z]+$/)),
  title: label(120),
  summary: metaDescription,
  pdf: pdfPath,
  /** The PDF's own content: a facts table, then its sections. */
  document: z.strictObject({
    title: label(120),
    subtitle: label(160),
    facts: listOf(factRow, 3, 10),
    sections: sections(3, 10),
  }),
});
export type Ovation = z.output<typeof ovationSchema>;

export const ovationListSchema = listOf(ovationSchema, 3, 3).check(uniqueBy<Ovation>((o) => o.id, "ovation id"));

export const brochureSchema = z.strictObject({
  id: slug,
  title: label(80),
  summary: metaDescription,
  pdf: pdfPath,
  document: z.strictObject({
    title: label(120),
    tagline: label(160),
    sections: sections(2, 4),
  }),
});
export type Brochure = z.output<typeof brochureSchema>;

export const brochureListSchema = listOf(brochureSchema, 8, 8).check(uniqueBy<Brochure>((b) => b.id, "brochure id"));

// ---------------------------------------------------------------------------------------
// Demo videos

/** WebVTT timestamp hh:mm:ss.ttt */
export const vttTime = z.string().check(z.regex(/^\d{2}:[0-5]\d:[0-5]\d\.\d{3}$/, "must be a WebVTT time hh:mm:ss.ttt"));

export const cue = z.strictObject({ start: vttTime, end: vttTime, text: label(200) }).check(
  z.refine((c) => vttSeconds(c.end) > vttSeconds(c.start), "a cue must end after it starts"),
);
export type Cue = z.output<typeof cue>;

export const demoSchema = z.strictObject({
  id: slug,
  title: label(80),
  description: metaDescription,
  /** The solution page this demo belongs to, when there is one. */
  solutionPage: z.optional(z.string().check(z.regex(/^[A-Z0-9-]+$/i))),
  video: videoPath,
  poster: posterPath,
  captions: captionsPath,
  /** Captions language (BCP 47). */
  captionsLang: z.string().check(z.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/)),
  cues: listOf(cue, 3, 40).check(
    z.refine(
      (cues) => cues.every((c, i) => i === 0 || vttSeconds(c.start) >= vttSeconds(cues[i - 1]!.end)),
      "cues must be in order and must not overlap",
    ),
  ),
});
export type Demo = z.output<typeof demoSchema>;

export const demoListSchema = listOf(demoSchema, 3, 3).check(uniqueBy<Demo>((d) => d.id, "demo id"));

// ---------------------------------------------------------------------------------------
// Insights

/** insight-topics.ts: the catalogue the route table and the search read. */
export const insightTopicSchema = z.strictObject({
  slug,
  title: label(80),
  /** The page's meta description in the route table, so 50 to 160 characters. */
  summary: pageDescription,
});
export type InsightTopic = z.output<typeof insightTopicSchema>;

export const insightTopicListSchema = listOf(insightTopicSchema, 6, 6).check(
  uniqueBy<InsightTopic>((t) => t.slug, "insight slug"),
);

/** insights.ts: the article of each topic, by its slug. */
export const insightArticleSchema = z.strictObject({
  /** The article: 3 to 5 paragraphs. */
  body: paragraphs(3, 5),
  /** Short takeaways shown beside or after the article. */
  takeaways: bullets(2, 5),
});
export type InsightArticle = z.output<typeof insightArticleSchema>;

export const insightArticlesSchema = z.record(slug, insightArticleSchema);

/** A topic with its article. */
export const insightSchema = z.strictObject({ ...insightTopicSchema.shape, ...insightArticleSchema.shape });
export type Insight = z.output<typeof insightSchema>;

export const insightHubSchema = z.strictObject({
  title: label(60),
  intro: paragraphs(1, 3),
});
export type InsightHub = z.output<typeof insightHubSchema>;

// ---------------------------------------------------------------------------------------
// Legal

export const legalDocumentSchema = z.strictObject({
  title: label(80),
  /** Date of the current version, DD-MM-YYYY. */
  lastUpdated: ddmmyyyy,
  intro: paragraphs(1, 3),
  sections: sections(3, 30),
});
export type LegalDocument = z.output<typeof legalDocumentSchema>;

export const formFieldNotice = z.strictObject({
  /** The field's name as the form and the API send it. */
  name: z.string().check(z.regex(/^[a-z][A-Za-z]*$/)),
  label: label(60),
  required: z.boolean(),
  purpose: sentences(1, 2),
});
export type FormFieldNotice = z.output<typeof formFieldNotice>;

export const formNotice = z.strictObject({
  id: slug,
  title: label(80),
  /** Where the form is. */
  pages: listOf(z.string().check(z.regex(/^\/[A-Z0-9/-]*$/i)), 1, 5),
  fields: listOf(formFieldNotice, 1, 30).check(uniqueBy<FormFieldNotice>((f) => f.name, "field")),
  purpose: sentences(1, 3),
  destination: sentences(1, 4),
  retentionMonths: z.int().check(z.gte(1), z.lte(120)),
  retention: sentences(1, 3),
});
export type FormNotice = z.output<typeof formNotice>;

export const privacyNoticeSchema = z.strictObject({
  ...legalDocumentSchema.shape,
  forms: listOf(formNotice, 2, 5),
});
export type PrivacyNotice = z.output<typeof privacyNoticeSchema>;

// ---------------------------------------------------------------------------------------
// Contact and careers

export const contactCard = z.strictObject({
  id: slug,
  title: label(40),
  text: sentences(1, 2),
  /** Address or other lines shown as they are. */
  lines: z.optional(listOf(label(120), 1, 6)),
  link: link,
});
export type ContactCard = z.output<typeof contactCard>;

/** A field name of a form, as the form and the API send it. */
const fieldName = z.string().check(z.regex(/^[a-z][A-Za-z]*$/, "must be a field name like 'graduationYear'"));

/** The parts every form shares: heading, intro, privacy line, the submit button and its busy text. */
const formTexts = {
  heading: label(60),
  intro: sentences(1, 3),
  privacy: sentences(1, 2),
  submit: label(30),
  /** Announced (and shown beside the button) while the form is being sent. */
  sending: label(60),
};

/** The page a form posted without JavaScript lands on (post-redirect-get). */
export const confirmationPageSchema = z.strictObject({
  /** The spec's success text, under the page's heading. */
  lede: sentences(1, 2),
  body: paragraphs(1, 3),
  links: listOf(link, 1, 3),
});
export type ConfirmationPage = z.output<typeof confirmationPageSchema>;

export const contactPageSchema = z.strictObject({
  intro: sentences(1, 3),
  cards: listOf(contactCard, 3, 3),
  map: z.strictObject({ title: label(120), query: label(160) }),
  form: z.strictObject({
    ...formTexts,
    /** The popup after a send (spec section 8). */
    sent: z.strictObject({ title: label(40), text: sentences(1, 2) }),
    failed: z.strictObject({
      title: label(40),
      /** Status 0: the request never reached the server. */
      cannotConnect: sentences(1, 2),
      /** Status 500. */
      serverError: sentences(1, 2),
      /** Any other status: this, a space, then the server's message. */
      errorPrefix: label(20),
    }),
    close: label(20),
  }),
  sentPage: confirmationPageSchema,
});
export type ContactPage = z.output<typeof contactPageSchema>;

export const careersPageSchema = z.strictObject({
  title: label(60),
  intro: paragraphs(1, 3),
  areas: z.strictObject({ heading: label(), items: listOf(titledText, 3, 8) }),
  whatWeOffer: z.strictObject({ heading: label(), items: bullets(3, 8) }),
  howToApply: z.strictObject({
    heading: label(),
    body: paragraphs(1, 3),
    steps: bullets(2, 6),
    email: z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, "must be an e-mail address")),
  }),
  form: z.strictObject({
    ...formTexts,
    /** The form's fields in groups (each a fieldset with a legend), every field once, in the API's order. */
    groups: listOf(z.strictObject({ legend: label(60), fields: listOf(fieldName, 1, 13) }), 1, 8),
    /** The spec's alerts (section 8). */
    alerts: z.strictObject({ invalid: sentences(1, 1), success: sentences(1, 1), failure: sentences(1, 2) }),
  }),
  appliedPage: confirmationPageSchema,
});
export type CareersPage = z.output<typeof careersPageSchema>;
