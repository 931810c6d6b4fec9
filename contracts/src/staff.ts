// The staff console's API (`@site/contracts/staff`, no zod): its paths and the shapes of
// its answers, for the server that answers and the console that asks. ARCHITECTURE.md,
// "Staff console", states the rules every route keeps:
//
// - Every route is under STAFF_API_PATH. Without a valid session each one answers
//   `401 {errors}` and changes nothing, apart from the sign-in and enrolment routes.
// - Every request that changes something (POST, PATCH, DELETE; sign-in included) carries
//   the XSRF token in the X-XSRF-TOKEN header as the forms do, or is refused with `403`.
// - Every answer is `Cache-Control: no-store`. Refusals are `{errors: [{path, message}]}`
//   (ErrorResponse), `path` naming the field or "" for the request as a whole.
// - Times are ISO 8601 UTC.

/** The console's pages (client-rendered, never prerendered or indexed). */
export const STAFF_PATH = "/staff";
/** Where an enrolment link lands: `{STAFF_ENROL_PATH}#{token}` (the token never reaches a log). */
export const STAFF_ENROL_PATH = "/staff/enrol";
/** The prefix of every API route. */
export const STAFF_API_PATH = "/staff/api";
/** The session cookie: HttpOnly, SameSite=Strict, Path=/staff, Secure over TLS. */
export const STAFF_SESSION_COOKIE = "staff-session";

/** Every route of the API, by what it does. `:id` and `:kind` are path parameters. */
export const STAFF_API = {
  /** GET: the signed-in member (StaffMember), or 401. */
  session: `${STAFF_API_PATH}/session`,
  /** POST: WebAuthn request options (discoverable credentials, user verification required). */
  signInOptions: `${STAFF_API_PATH}/sign-in/options`,
  /** POST {response}: verifies the passkey; 200 StaffMember and a new session cookie. */
  signIn: `${STAFF_API_PATH}/sign-in`,
  /** POST: ends the session server-side; 204. */
  signOut: `${STAFF_API_PATH}/sign-out`,
  /** POST {token}: WebAuthn creation options for an enrolment link's account. */
  enrolOptions: `${STAFF_API_PATH}/enrol/options`,
  /** POST {token, response}: stores the passkey, uses up the link; 200 StaffMember and a session. */
  enrol: `${STAFF_API_PATH}/enrol`,
  /** GET: the member's passkeys (Passkey[]); POST {response}: stores another one (201 Passkey). */
  passkeys: `${STAFF_API_PATH}/passkeys`,
  /** POST: creation options for another passkey of the signed-in member. */
  passkeyOptions: `${STAFF_API_PATH}/passkeys/options`,
  /** GET: every member (StaffSummary[]); POST {email, name}: an invitation (201 Invitation). */
  staff: `${STAFF_API_PATH}/staff`,
  /** GET: the events (StaffEvent[]); POST multipart {title, date, description?, image}: 201 StaffEvent. */
  events: `${STAFF_API_PATH}/events`,
  /** PATCH {title, date, description}: 200 StaffEvent; DELETE: 204. */
  event: `${STAFF_API_PATH}/events/:id`,
  /** GET ?q=&kind=: messages and applications, newest first (InboxItem[]). */
  inbox: `${STAFF_API_PATH}/inbox`,
  /** GET: one message or application (InboxMessage). */
  inboxItem: `${STAFF_API_PATH}/inbox/:kind/:id`,
  /**
   * GET: an application's CV, as an attachment (`Content-Disposition: attachment`,
   * `nosniff`, `Content-Security-Policy: sandbox`); 404 when it has none.
   */
  inboxCv: `${STAFF_API_PATH}/inbox/application/:id/cv`,
  /** POST {handled: boolean}: 200 InboxItem. */
  inboxHandled: `${STAFF_API_PATH}/inbox/:kind/:id/handled`,
  /** GET ?state=: the mail outbox (OutboxEntry[]). */
  outbox: `${STAFF_API_PATH}/outbox`,
  /** POST: queues a dead mail again; 200 OutboxEntry, 409 when it is not dead. */
  outboxRetry: `${STAFF_API_PATH}/outbox/:id/retry`,
  /** GET: the audit trail, newest first (AuditEntry[]). */
  audit: `${STAFF_API_PATH}/audit`,
  /**
   * POST {email}: everything held about the address, as a ZIP attachment (personal-data.zip)
   * holding personal-data.json and each CV under cvs/.
   */
  privacyExport: `${STAFF_API_PATH}/privacy/export`,
  /** POST {email}: erases everything held about the address; 200 ErasureCounts. */
  privacyErase: `${STAFF_API_PATH}/privacy/erase`,
} as const;

/** A route of STAFF_API with its parameters filled in (encoded). */
export function staffApiPath(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** How long the audit trail keeps an entry: the server deletes older ones, the privacy notice says so. */
export const AUDIT_RETENTION_DAYS = 365;

/** Limits the console shows before the server enforces them. */
export const STAFF_NAME_MAX_LENGTH = 100;
export const INBOX_QUERY_MAX_LENGTH = 100;
/** At most this many rows in one answer of the inbox, the outbox and the audit trail. */
export const STAFF_LIST_LIMIT = 200;
/** The largest picture an event may be uploaded with, and its pixel limit. */
export const EVENT_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const EVENT_UPLOAD_MAX_PIXELS = 40_000_000;
/** Picture types an upload may be, by content (the server checks the bytes, not the name). */
export const EVENT_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** The signed-in member. */
export interface StaffMember {
  email: string;
  name: string;
}

export interface StaffSummary extends StaffMember {
  passkeys: number;
  sessions: number;
  createdAt: string;
  lastSignInAt: string | null;
  /** Until when its unused enrolment link works, if it has one. */
  invitedUntil: string | null;
}

/** The answer to an invitation: the link, shown once, to hand to the colleague. */
export interface Invitation {
  email: string;
  link: string;
  expiresAt: string;
}

export interface Passkey {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An event as the console lists it. */
export interface StaffEvent {
  id: number;
  title: string;
  description: string | null;
  /** YYYY-MM-DD */
  date: string;
  sample: boolean;
  /** The smallest rendition's URL, for a thumbnail. */
  thumbnail: string | null;
  createdAt: string;
}

export type InboxKind = "contact" | "application";
export const INBOX_KINDS: readonly InboxKind[] = ["contact", "application"];
export type DeliveryState = "pending" | "sending" | "sent" | "dead";
export const DELIVERY_STATES: readonly DeliveryState[] = ["pending", "sending", "sent", "dead"];

export interface InboxItem {
  kind: InboxKind;
  id: string;
  /** The applicant's name; for a contact message, its subject. */
  title: string;
  email: string;
  receivedAt: string;
  /** The state of its mail, null when it has none. */
  delivery: DeliveryState | null;
  handledAt: string | null;
  handledBy: string | null;
}

/** One message or application with every field, labelled as the form labels it. */
export interface InboxMessage extends InboxItem {
  fields: { label: string; value: string }[];
  /** An application's CV, if one came with it (STAFF_API.inboxCv downloads it); else null. */
  cv: CvSummary | null;
}

/** What the console shows of a CV before it is downloaded. */
export interface CvSummary {
  /** The applicant's file name, made safe (no path, no control characters), its extension by content. */
  fileName: string;
  mediaType: string;
  /** In bytes. */
  size: number;
}

export interface OutboxEntry {
  id: number;
  kind: InboxKind;
  messageId: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  leaseUntil: string | null;
  sentAt: string | null;
  requeuedAt: string | null;
}

export interface AuditEntry {
  at: string;
  /** A member's e-mail address, or `shell:{user}` for a staff command. */
  actor: string;
  action: string;
  subject: string;
  /** The client address of a console request; null from the shell. */
  address: string | null;
  details: Record<string, unknown> | null;
}

/** What an erasure deleted (counts, never content). */
export interface ErasureCounts {
  contactMessages: number;
  applications: number;
  /** Mail records, delivered or not: a mail not yet sent is cancelled. */
  mails: number;
  /** `.eml` files written when there is no SMTP server. */
  mailFiles: number;
  /** CVs sent with the applications. */
  cvs: number;
  staffAccounts: number;
  /** Audit entries that no longer name the address. */
  auditEntries: number;
}
