// How the console writes times, dates, sizes and states: in words a member reads at a
// glance, the same on every screen. Times are shown in the browser's own time zone;
// an event's date (YYYY-MM-DD) is a calendar date and is shown as it is.

import type { ContentState, DeliveryState, InboxKind, MailKind } from "@site/contracts/staff";

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const calendarDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** "3 May 2025, 14:05" for an ISO time; the text as it is when it is not one. */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTime.format(at);
}

/** "3 May 2025" for a YYYY-MM-DD date. */
export function formatDate(ymd: string): string {
  const at = new Date(`${ymd}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? ymd : calendarDate.format(at);
}

/** "2.4 MB", "380 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return bytes === 1 ? "1 byte" : `${bytes} bytes`;
}

export const KIND_WORDS: Record<MailKind, string> = {
  contact: "Contact message",
  application: "Job application",
  invitation: "Invitation",
};

export const KIND_PLURAL_WORDS: Record<InboxKind, string> = {
  contact: "Contact messages",
  application: "Job applications",
};

/** "Contact messages and job applications", "Job applications". */
export function kindsWords(kinds: readonly InboxKind[]): string {
  return kinds
    .map((kind, index) => (index === 0 ? KIND_PLURAL_WORDS[kind] : KIND_PLURAL_WORDS[kind].toLowerCase()))
    .join(" and ");
}

export const DELIVERY_WORDS: Record<DeliveryState, string> = {
  pending: "Waiting to be sent",
  sending: "Sending",
  sent: "Sent",
  dead: "Failed, not delivered",
};

/** Where a document of the site's content stands, for the list and the editor. */
export const CONTENT_STATE_WORDS: Record<ContentState, string> = {
  published: "Published",
  draft: "Draft, not published yet",
  changed: "Changed since it was published",
  retired: "Retired, no longer on the site",
};

/** An audit entry's details as one line: `key: value; key: value`. */
export function formatDetails(details: Record<string, unknown> | null): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("; ");
}
