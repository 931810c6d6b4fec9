// The export's summary.html: everything in personal-data.json as one page a person can
// read in any browser, without the JSON's column names. It is a file in a ZIP, opened from
// the disk: no script, no outside resource, every value escaped.

import {
  APPLICATION_FIELD_LABELS,
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  isApplicationStatus,
  type AuditAction,
} from "@site/contracts";
import { escapeHtml } from "../forms/error-page.js";
import type { PersonalData } from "./subject.js";

// The stored columns by the words a person knows them by; any other is shown as it is named.
const LABELS: Record<string, string> = {
  id: "Reference",
  sender: "Your e-mail address",
  subject: "Subject",
  body: "Message",
  received_at: "Received",
  handled_at: "Marked as dealt with",
  handled_by: "Dealt with by",
  name: APPLICATION_FIELD_LABELS.name,
  email: APPLICATION_FIELD_LABELS.email,
  phone: APPLICATION_FIELD_LABELS.phone,
  linkedin: APPLICATION_FIELD_LABELS.linkedin,
  highest_degree: APPLICATION_FIELD_LABELS.highestDegree,
  university: APPLICATION_FIELD_LABELS.university,
  graduation_year: APPLICATION_FIELD_LABELS.graduationYear,
  skills: APPLICATION_FIELD_LABELS.skills,
  certifications: APPLICATION_FIELD_LABELS.certifications,
  position: APPLICATION_FIELD_LABELS.position,
  location: APPLICATION_FIELD_LABELS.location,
  experience: APPLICATION_FIELD_LABELS.experience,
  message: APPLICATION_FIELD_LABELS.message,
  opening_id: "Job opening (reference)",
  opening_title: "Job opening",
  status: "Where your application stands",
  note: "Our note about your application",
  reviewed_at: "Status or note last changed",
  landing_page: "The page you first came to on our site",
  landing_source: "The site or source you came from",
  landing_campaign: "The campaign whose link you followed",
  roles: "Roles",
  createdAt: "Created",
  lastSignInAt: "Last signed in",
  passkeys: "Passkeys (name, added, last used)",
};

const MAIL_KINDS: Record<string, string> = {
  contact: "Your message, to our contact inbox",
  application: "Your application, to our careers inbox",
};

// A list (a member's roles, their passkeys) one item a line, a record's values side by side.
const plain = (value: unknown): string =>
  value === null || value === undefined || value === ""
    ? "–"
    : Array.isArray(value)
      ? value.map(plain).join("\n")
      : typeof value === "object"
        ? Object.values(value).map(plain).join(" · ")
        : String(value);

const text = (value: unknown): string => escapeHtml(plain(value));

/** A record as a list of its fields, labelled. */
function fields(row: Record<string, unknown>): string {
  const items = Object.entries(row)
    .map(([key, value]) => `<dt>${escapeHtml(LABELS[key] ?? key)}</dt><dd>${text(value)}</dd>`)
    .join("");
  return `<dl>${items}</dl>`;
}

function section(title: string, items: string[], none: string): string {
  const body = items.length === 0 ? `<p>${escapeHtml(none)}</p>` : items.join("");
  return `<section><h2>${escapeHtml(title)}</h2>${body}</section>`;
}

const STYLE =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}" +
  "dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;" +
  "padding:1rem;border:1px solid #ccc;border-radius:.5rem}" +
  "dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}" +
  "table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #ddd}";

export function renderSummaryPage(data: PersonalData): string {
  const messages = data.contactMessages.map((row) => fields(row));
  // A status in the words HR's screen uses ("Shortlisted"), not as it is stored.
  const applications = data.applications.map((row) =>
    fields(
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          key === "status" && isApplicationStatus(value) ? APPLICATION_STATUSES[value] : value,
        ]),
      ),
    ),
  );
  const cvs = data.cvs.map(
    (cv) =>
      `<li><a href="${escapeHtml(cv.file)}">${escapeHtml(cv.fileName)}</a> ` +
      `(sent with application ${escapeHtml(cv.applicationId)}, ${Math.ceil(cv.size / 1024)} KB)</li>`,
  );
  const mails = data.deliveries.map(
    (mail) =>
      `<tr><td>${escapeHtml(MAIL_KINDS[String(mail.kind)] ?? String(mail.kind))}</td>` +
      `<td>${text(mail.sentAt ?? "not sent")}</td></tr>`,
  );
  const account = data.staffAccount ? [fields(data.staffAccount)] : [];
  const audit = data.auditEntries.map(
    (entry) =>
      `<tr><td>${escapeHtml(entry.at)}</td>` +
      `<td>${escapeHtml(AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action)}</td>` +
      `<td>${escapeHtml(entry.actorName)}</td></tr>`,
  );
  const title = `The personal data we hold about ${data.email}`;
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>As held on ${escapeHtml(data.exportedAt)} (times are UTC). The same data is in personal-data.json, ` +
    `for a program to read; the CVs are in the folder cvs.</p>` +
    section("Messages sent with the contact form", messages, "None.") +
    section("Job applications", applications, "None.") +
    section("CVs", cvs.length === 0 ? [] : [`<ul>${cvs.join("")}</ul>`], "None.") +
    section(
      "Copies mailed to our staff",
      mails.length === 0 ? [] : [`<table><tr><th>What</th><th>Sent</th></tr>${mails.join("")}</table>`],
      "None.",
    ) +
    section("Staff account", account, "None.") +
    section(
      "What was done with your data",
      audit.length === 0
        ? []
        : [`<table><tr><th>When</th><th>What</th><th>By</th></tr>${audit.join("")}</table>`],
      "Nothing recorded.",
    ) +
    `</main></body></html>\n`
  );
}
