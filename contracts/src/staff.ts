// The staff console's API (`@site/contracts/staff`, no zod): its paths and the shapes of
// its answers, for the server that answers and the console that asks.
// docs/architecture-contracts.md, "API contract", states the rules every route keeps:
//
// - Every route is under STAFF_API_PATH. Without a valid session each one answers
//   `401 {errors}` and changes nothing, apart from the sign-in and enrolment routes.
// - Every request that changes something (POST, PATCH, DELETE; sign-in included) carries
//   the XSRF token in the X-XSRF-TOKEN header as the forms do, or is refused with `403`.
// - Every answer is `Cache-Control: no-store`. Refusals are `{errors: [{path, message}]}`
//   (ErrorResponse), `path` naming the field or "" for the request as a whole.
// - Times are ISO 8601 UTC.

import type { ErrorResponse } from "./answers.js";

/** The console's pages (client-rendered, never prerendered or indexed). */
export const STAFF_PATH = "/staff";
/** Where an enrolment link lands: `{STAFF_ENROL_PATH}#{token}` (the token never reaches a log). */
export const STAFF_ENROL_PATH = "/staff/enrol";
/**
 * `{STAFF_PREVIEW_PATH}{public path}`: the public page as it will look once every draft is
 * published (editors and publishers; `no-store`, `noindex`, never in a shared cache).
 */
export const STAFF_PREVIEW_PATH = "/staff/preview";
/** The prefix of every API route. */
export const STAFF_API_PATH = "/staff/api";
/** The session cookie: HttpOnly, SameSite=Strict, Path=/staff. */
export const STAFF_SESSION_COOKIE = "staff-session";
/** Its name over TLS: Secure, and `__Secure-` prefixed so that only a secure origin can set it. */
export const STAFF_SESSION_COOKIE_SECURE = `__Secure-${STAFF_SESSION_COOKIE}`;
/**
 * A session ends after this long without a signed-in request (each one restarts the clock),
 * and this long after sign-in whatever happens. The console warns before the first.
 */
export const STAFF_SESSION_IDLE_MS = 30 * 60_000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/**
 * The server records a session's last request at most this often (a busy console does not
 * write on every request), so its idle clock may have restarted up to this much before the
 * console's last answer: the console counts from that earlier moment.
 */
export const STAFF_SESSION_TOUCH_MS = 60_000;

/** Every route of the API, by what it does. `:id`, `:kind` and `:ref` are path parameters. */
export const STAFF_API = {
  /** GET: the signed-in member (StaffMember), or 401. Any role. */
  session: `${STAFF_API_PATH}/session`,
  /** POST: WebAuthn request options (discoverable credentials, user verification required). */
  signInOptions: `${STAFF_API_PATH}/sign-in/options`,
  /** POST {response}: verifies the passkey; 200 StaffMember and a new session cookie. */
  signIn: `${STAFF_API_PATH}/sign-in`,
  /** POST: ends the session server-side; 204. */
  signOut: `${STAFF_API_PATH}/sign-out`,
  /** POST {token}: WebAuthn creation options for an enrolment link's account. */
  enrolOptions: `${STAFF_API_PATH}/enrol/options`,
  /** POST {token, response, name?}: stores the passkey, uses up the link; 200 StaffMember and a session. */
  enrol: `${STAFF_API_PATH}/enrol`,
  /**
   * GET: the member's own passkeys (Passkey[]); POST {response, name?}: stores another one
   * (201 Passkey), at most STAFF_PASSKEYS_MAX. Any role: a device is added only from its
   * owner's session.
   */
  passkeys: `${STAFF_API_PATH}/passkeys`,
  /** POST: creation options for another passkey of the signed-in member. */
  passkeyOptions: `${STAFF_API_PATH}/passkeys/options`,
  /** PATCH {name}: renames one of the member's own passkeys (200 Passkey); DELETE: removes it (204; not the last one). */
  passkey: `${STAFF_API_PATH}/passkeys/:ref`,
  /**
   * Admin. GET: every member (StaffSummary[]); POST {email, name, roles}: a NEW account and
   * its one-time link (201 Invitation); 409 when the address has an account already.
   */
  staff: `${STAFF_API_PATH}/staff`,
  /** Admin. PUT {roles}: a member's roles (200 StaffSummary); never leaves the team without an admin. */
  staffRoles: `${STAFF_API_PATH}/staff/:id/roles`,
  /** Admin. POST: a new link for an account that never enrolled a passkey (201 Invitation); 409 otherwise. */
  staffInvitation: `${STAFF_API_PATH}/staff/:id/invitation`,
  /**
   * Admin. POST: offboarding: removes every passkey, session and unused link of the member,
   * and the unused links they made, at once (200 StaffSummary). Not one's own account.
   */
  staffRemoval: `${STAFF_API_PATH}/staff/:id/removal`,
  /** Admin. DELETE: removes one passkey of a colleague (a lost device) and the sessions begun with it; 204. */
  staffPasskey: `${STAFF_API_PATH}/staff/:id/passkeys/:ref`,
  /** Marketing. GET: the events (StaffEvent[]); POST multipart {title, date, description?, image}: 201 StaffEvent. */
  events: `${STAFF_API_PATH}/events`,
  /** Marketing. PATCH {title, date, description}: 200 StaffEvent; DELETE: 204. */
  event: `${STAFF_API_PATH}/events/:id`,
  /**
   * Marketing. POST multipart {image, alt, focusX?, focusY?}: adds a picture after the
   * event's others (at most EVENT_PICTURES_MAX); 201 StaffEvent.
   */
  eventPictures: `${STAFF_API_PATH}/events/:id/pictures`,
  /**
   * Marketing. PATCH {alt?, focus?: {x, y}, position?}: a picture's alt text, focal point
   * or place (0 = first, the card's); 200 StaffEvent. DELETE: removes it (never the
   * event's last one: 409); 200 StaffEvent.
   */
  eventPicture: `${STAFF_API_PATH}/events/:id/pictures/:picture`,
  /**
   * Marketing. POST multipart {image, alt?, focusX?, focusY?}: a new file for the picture,
   * its place and (unless given) its alt text and focal point kept; 200 StaffEvent.
   */
  eventPictureImage: `${STAFF_API_PATH}/events/:id/pictures/:picture/image`,
  /**
   * GET ?q=&kind=&opening=&handled=&from=&to=&status=: messages (marketing) and applications (HR), newest first
   * (InboxItem[]): only the kinds the member's roles allow; 403 for a kind they do not.
   * `opening` keeps the applications for one job opening, by its id (as inboxOpenings
   * lists them), or those for none with INBOX_OPEN_APPLICATIONS; contact messages are
   * then left out (403 without HR's role, 400 with `kind=contact` or a value that is
   * neither, its length checked first). `handled=yes|no` keeps those marked handled, or
   * not; `from` and `to` (ISO instants, as toISOString writes them) keep those received
   * at `from` or later and before `to`, the console's days being the member's own.
   * `status` (APPLICATION_STATUSES) keeps the applications HR moved to it. `q` finds its
   * text anywhere in a message (sender, subject, text) or an application (name, address,
   * phone, position and what the applicant wrote), in any case: indexed on both engines.
   */
  inbox: `${STAFF_API_PATH}/inbox`,
  /** HR. GET: the job openings applications name, the latest title of each, for the inbox's filter (InboxOpening[]). */
  inboxOpenings: `${STAFF_API_PATH}/inbox/openings`,
  /** GET: one message (marketing) or application (HR) (InboxMessage). */
  inboxItem: `${STAFF_API_PATH}/inbox/:kind/:id`,
  /**
   * HR. GET: an application's CV, as an attachment (`Content-Disposition: attachment`,
   * `nosniff`, `Content-Security-Policy: sandbox`); 404 when it has none.
   */
  inboxCv: `${STAFF_API_PATH}/inbox/application/:id/cv`,
  /** POST {handled: boolean}: 200 InboxItem. The kind's role. */
  inboxHandled: `${STAFF_API_PATH}/inbox/:kind/:id/handled`,
  /**
   * HR. POST ApplicationReviewChange: an application's status and internal note (200
   * InboxMessage); 409 with the application as it is now (`body.current`) when a colleague
   * changed either since `reviewedAt`.
   */
  inboxReview: `${STAFF_API_PATH}/inbox/application/:id/review`,
  /**
   * Admin, marketing, HR. GET ?days= (OVERVIEW_DAYS, 7 unless given): the site at a glance
   * over the last `days` days (SiteOverview), each part only to the roles that read its
   * data: visits to marketing and admins, contact messages to marketing, applications to
   * HR, failed mails by the kinds of the member's roles.
   */
  overview: `${STAFF_API_PATH}/overview`,
  /** GET ?state=: the mail outbox (OutboxMail[]) of the kinds the member's roles allow. */
  outbox: `${STAFF_API_PATH}/outbox`,
  /** POST: queues a dead mail again; 200 OutboxMail, 409 when it is not dead. The mail's kind's role. */
  outboxRetry: `${STAFF_API_PATH}/outbox/:id/retry`,
  /**
   * Admin. GET ?actor=&action=&subject=&from=&to=&before=: the audit trail, newest first,
   * a page at a time (AuditPage). `subject` may be an e-mail address: the entries about
   * that person or member. `from`/`to` are YYYY-MM-DD days (UTC), both included.
   */
  audit: `${STAFF_API_PATH}/audit`,
  /** Admin. GET: everyone who appears as the actor of an entry (AuditActor[]), for the filter. */
  auditActors: `${STAFF_API_PATH}/audit/actors`,
  /**
   * HR. POST {email, reference?}: what is held under the address, listed before anything is
   * done (PrivacyFindings, `found` false when nothing is). The look-up is in the audit trail,
   * with the request's reference.
   */
  privacyFind: `${STAFF_API_PATH}/privacy/find`,
  /**
   * HR. POST {email, reference?}: everything held about the address, as a ZIP attachment
   * (personal-data.zip) holding summary.html (the same, for a person to read),
   * personal-data.json and each CV under cvs/; 404 with a message when nothing is held
   * under that address.
   */
  privacyExport: `${STAFF_API_PATH}/privacy/export`,
  /**
   * HR. POST {email, reference?}: erases everything held about the address (not a staff
   * account: the shell does that); 200 ErasureCounts, with the copies mailed to staff inboxes.
   */
  privacyErase: `${STAFF_API_PATH}/privacy/erase`,
  /**
   * Editor or publisher. GET: every collection and document of the site's content, with
   * its state (ContentList).
   */
  content: `${STAFF_API_PATH}/content`,
  /**
   * Editor or publisher. GET: a document's version, draft (null when none) and published
   * data (ContentDocumentAnswer); PUT {version, data}: saves the draft (200 {version}),
   * 400 {errors} with the schema's paths, 409 (ContentConflict) when `version` is not the
   * current one. Visitors never see a draft.
   */
  contentDocument: `${STAFF_API_PATH}/content/:type/:id`,
  /**
   * Editor or publisher. POST {type, id, name}: a new item of a collection (a solution, a
   * project, an insight topic, a policy, an ovation) as a draft never published, its texts
   * asking to be written: 201 ContentDocumentAnswer; 400 {errors} on `type`, `id` or
   * `name` (an id its collection refuses, or whose address the site keeps or another
   * document, published or a draft, takes); 409 when the document exists.
   */
  contentDocuments: `${STAFF_API_PATH}/content/documents`,
  /**
   * Publisher. POST {version, note?}: publishes the draft (200 {version}); 400 {errors}
   * when the site with it would not be valid, 409 when `version` is not the current one.
   */
  contentPublish: `${STAFF_API_PATH}/content/:type/:id/publish`,
  /** Editor or publisher. GET: the published versions, newest first (ContentVersion[]). */
  contentHistory: `${STAFF_API_PATH}/content/:type/:id/history`,
  /**
   * Publisher. POST {version, note?}: publishes an earlier published version again, as a
   * new version (200 {version}); history is never rewritten.
   */
  contentRollback: `${STAFF_API_PATH}/content/:type/:id/rollback`,
  /**
   * Publisher. GET: what retiring the item would do (ContentRetirement), for the console to
   * ask before it does; POST {version, note?}: retires it (200 {version}; 0 for an item
   * never published, whose draft is deleted): visitors no longer see it anywhere, and its
   * pages' addresses lead to its kind's list (301) or answer 410 Gone; 400 {errors} when
   * the site without it would not be valid (an ovation names the project), 409 when
   * `version` is not the current one or it is retired already.
   */
  contentRetire: `${STAFF_API_PATH}/content/:type/:id/retire`,
  /**
   * What the server does to a document by itself at a time set ahead (ContentSchedule): the
   * document's publishers set it (contentPublishRolesFor), its editors read it. GET: what
   * is scheduled; PUT {publishAt?, retireAt?}: when to publish the saved draft (the draft
   * as it is now: one saved again later is not published, the server says so) and when to
   * retire the item, each an ISO 8601 time with its offset, in the future and at most
   * CONTENT_SCHEDULE_MAX_DAYS ahead, null to cancel it, absent to leave it as it is
   * (200 ContentSchedule); 400 {errors} on `publishAt` or `retireAt` (not such a time, in
   * the past, no draft to publish, a retirement of what is neither published nor going to
   * be, or of what is not an item). DELETE ?action=publish|retire: cancels that one, or
   * both without `action` (200 ContentSchedule). A job opening closes by itself, unasked.
   */
  contentSchedule: `${STAFF_API_PATH}/content/:type/:id/schedule`,
  /**
   * Editor or publisher. POST with the image itself as the body (JPEG, PNG or WebP, its
   * type in Content-Type; checked by content as the gallery's are, EVENT_UPLOAD_MAX_BYTES
   * and EVENT_UPLOAD_MAX_PIXELS): 201 Picture, named `upload-{hash}` by the upload's
   * bytes (the same file twice is one picture), its AVIF and WebP renditions served at
   * `/media/{name}-{width}.{avif,webp}` at once; 400 {errors} for a file refused, 413 over
   * the byte limit. A document shows it once a draft holding it is published. It joins
   * the media library (STAFF_API.media) under `?title=` (else the day it came), its file's
   * name in `?fileName=`.
   */
  contentPictures: `${STAFF_API_PATH}/content/pictures`,
  /**
   * Editor or publisher. GET: the media library (MediaItem[], newest first, each with
   * where it is used). POST with the file itself as the body, its type in Content-Type and
   * `?title=` (MEDIA_TITLE_MAX_LENGTH; the file's name will do): 201 MediaItem. The kind
   * goes by the file's content (MEDIA_LIMITS): a picture as contentPictures takes one, a
   * PDF, an MP4 or WebM video (its poster made by the server where it has ffmpeg); 400
   * {errors} for a file refused, 413 over its kind's limit.
   */
  media: `${STAFF_API_PATH}/media`,
  /**
   * Editor or publisher. PATCH {title?, poster?}: renames it, or sets a video's poster (a
   * picture of the library, by its id; null: none): 200 MediaItem. DELETE: 204; 409
   * {errors, usedBy} while a draft or a published page uses it.
   */
  mediaItem: `${STAFF_API_PATH}/media/:id`,
  /**
   * Editor or publisher. POST a new file of the same kind as the body: it gets a new
   * address, and every use of the old one takes it (drafts saved, published pages
   * published again, checked and rendered first as a publish is): 200 MediaReplaced.
   * Publishing needs the publisher's role (403 naming the pages otherwise).
   */
  mediaFile: `${STAFF_API_PATH}/media/:id/file`,
} as const;

/** The start of an uploaded picture's name (`upload-{32 hex}`), which the server serves from its database. */
export const CONTENT_PICTURE_NAME_PREFIX = "upload-";

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
export const PASSKEY_NAME_MAX_LENGTH = 60;
/** At most this many passkeys per member: a phone, a laptop, a spare key or two. */
export const STAFF_PASSKEYS_MAX = 10;
export const INBOX_QUERY_MAX_LENGTH = 100;
/** The inbox's filter by handling: `handled=yes` or `handled=no`. */
export const INBOX_HANDLED = { yes: true, no: false } as const;
export type InboxHandled = keyof typeof INBOX_HANDLED;
export const isInboxHandled = (text: unknown): text is InboxHandled =>
  typeof text === "string" && Object.hasOwn(INBOX_HANDLED, text);
/**
 * Where HR has got with an application, in the order it goes; every application starts
 * as `new`. The inbox filters by it (`status=`), HR sets it (STAFF_API.inboxReview).
 */
export const APPLICATION_STATUSES = {
  new: "New",
  shortlisted: "Shortlisted",
  interview: "Interview",
  rejected: "Rejected",
  hired: "Hired",
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES;
export const isApplicationStatus = (text: unknown): text is ApplicationStatus =>
  typeof text === "string" && Object.hasOwn(APPLICATION_STATUSES, text);
/** HR's internal note on an application: a few lines, not a file. */
export const APPLICATION_NOTE_MAX_LENGTH = 2000;
/** At most this many rows in one answer of the inbox and the outbox. */
export const STAFF_LIST_LIMIT = 200;
/** Entries in one page of the audit trail. */
export const AUDIT_PAGE_SIZE = 50;
// The picture upload limits (EVENT_UPLOAD_MAX_BYTES, EVENT_UPLOAD_MAX_PIXELS,
// EVENT_UPLOAD_TYPES) are media-library.ts's, exported below: one for every picture upload.

/**
 * What a member may do, by job. The server enforces them on every route (403); the
 * console shows only the screens a member's roles open. A member may hold several.
 * A new role is one more entry here (at the end: the database stores roles in this
 * order) and in the console's ROLE_SCREENS, and a check on its routes.
 */
export const STAFF_ROLES = ["admin", "hr", "marketing", "editor", "publisher"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, { name: string; grants: string }> = {
  admin: {
    name: "Admin",
    grants: "the team (invitations, roles, removing members and passkeys) and the audit trail",
  },
  hr: {
    name: "HR",
    grants: "job openings (writing, publishing and closing them), job applications, CVs and privacy requests",
  },
  marketing: { name: "Marketing", grants: "the gallery and contact messages" },
  editor: { name: "Editor", grants: "drafts of the site's texts and pictures, and their preview" },
  publisher: {
    name: "Publisher",
    grants: "drafts of the site's texts and pictures, publishing them and rolling them back",
  },
};

/** The roles that read the site's content and save drafts of it. */
export const CONTENT_EDIT_ROLES: readonly StaffRole[] = ["editor", "publisher"];
/** The role that publishes and rolls back. */
export const CONTENT_PUBLISH_ROLE: StaffRole = "publisher";

/** The documents HR keeps without the content roles: the job openings, theirs to publish and close. */
export const HR_CONTENT_TYPES: readonly string[] = ["opening"];
/** Every role that works on some of the site's content. */
export const CONTENT_ROLES: readonly StaffRole[] = [...CONTENT_EDIT_ROLES, "hr"];
/** The roles that read, create and save drafts of documents of `type`. */
export const contentEditRolesFor = (type: string): readonly StaffRole[] =>
  HR_CONTENT_TYPES.includes(type) ? CONTENT_ROLES : CONTENT_EDIT_ROLES;
/** The roles that publish, roll back and retire documents of `type`. */
export const contentPublishRolesFor = (type: string): readonly StaffRole[] =>
  HR_CONTENT_TYPES.includes(type) ? [CONTENT_PUBLISH_ROLE, "hr"] : [CONTENT_PUBLISH_ROLE];
/** Whether `roles` hold one of `allowed`. */
export const holdsRole = (roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean =>
  roles.some((role) => allowed.includes(role));
/** Whether a member with `roles` reads and saves drafts of documents of `type` (console and server alike). */
export const mayEditContent = (roles: readonly StaffRole[], type: string): boolean =>
  holdsRole(roles, contentEditRolesFor(type));
/** Whether a member with `roles` publishes, rolls back and retires documents of `type`. */
export const mayPublishContent = (roles: readonly StaffRole[], type: string): boolean =>
  holdsRole(roles, contentPublishRolesFor(type));

/** Which role reads each kind of inbox message (and its mail). */
export const INBOX_KIND_ROLE: Record<InboxKind, StaffRole> = { contact: "marketing", application: "hr" };

/** The kinds of inbox message (and their mail) a member with `roles` reads. */
export const inboxKindsFor = (roles: readonly StaffRole[]): InboxKind[] =>
  INBOX_KINDS.filter((kind) => roles.includes(INBOX_KIND_ROLE[kind]));

/** Which role sees each kind of mail on the Mail screen, and may retry it: invitations are the admins'. */
export const MAIL_KIND_ROLE: Record<MailKind, StaffRole> = { ...INBOX_KIND_ROLE, invitation: "admin" };

/** The kinds of mail a member with `roles` sees. */
export const mailKindsFor = (roles: readonly StaffRole[]): MailKind[] =>
  MAIL_KINDS.filter((kind) => roles.includes(MAIL_KIND_ROLE[kind]));

/** The roles a text names, in STAFF_ROLES order, or undefined when one is unknown. Linear. */
export function parseRoles(names: readonly string[]): StaffRole[] | undefined {
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()).filter((name) => name !== ""));
  if ([...wanted].some((name) => !(STAFF_ROLES as readonly string[]).includes(name))) return undefined;
  return STAFF_ROLES.filter((role) => wanted.has(role));
}

/** The signed-in member. */
export interface StaffMember {
  /** Stable and pseudonymous: how the audit trail names the member (`staff:{id}`). */
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** A passkey as its owner and the team's admins see it; never its credential id. */
export interface Passkey {
  /** An opaque reference for the API's paths. */
  ref: string;
  /** The device's name, as its owner gave it ("Work laptop"). */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StaffSummary extends StaffMember {
  passkeys: Passkey[];
  sessions: number;
  createdAt: string;
  lastSignInAt: string | null;
  /** Whether the account has ever had a passkey (a new link from the console only while it has not). */
  enrolled: boolean;
  /** Until when its unused enrolment link works, if it has one. */
  invitedUntil: string | null;
}

/** The answer to an invitation: the link, shown once, to hand to the colleague. */
export interface Invitation {
  email: string;
  link: string;
  expiresAt: string;
  /** Whether the link was also queued to be mailed to `email` (the Mail screen shows its delivery). */
  mailed: boolean;
}

/** An event as the console lists it. */
export interface StaffEvent {
  id: number;
  title: string;
  description: string | null;
  /** YYYY-MM-DD */
  date: string;
  sample: boolean;
  /** The first picture's smallest rendition's URL, for a thumbnail. */
  thumbnail: string | null;
  createdAt: string;
  /** Its pictures, the first (the card's) first. */
  pictures: StaffEventPicture[];
}

/** One of an event's pictures, as the console edits it. */
export interface StaffEventPicture {
  id: number;
  /** What the picture shows, for people who cannot see it (EVENT_ALT_MAX_LENGTH). */
  alt: string;
  /** Where its subject is, in percent of width and height (EventFocus). */
  focus: { x: number; y: number };
  /** Its smallest WebP rendition's URL, for a thumbnail. */
  thumbnail: string;
  /** The size of that rendition: its shape, for a preview. */
  width: number;
  height: number;
}

/** The periods the overview offers, in days ending today (UTC). */
export const OVERVIEW_DAYS = [7, 30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];

/** The roles that see the site's visit counts on the overview. */
export const VISIT_COUNT_ROLES: readonly StaffRole[] = ["marketing", "admin"];

/** The site's visits over the overview's days: counts only (server/src/visits/). */
export interface OverviewVisits {
  /** Page views, and visits (each counted on its first page). */
  views: number;
  visits: number;
  /** The most viewed pages, most first. */
  pages: { path: string; views: number; visits: number }[];
  /** Visits by where they came from (utm_source, the referring site, or "direct") and campaign. */
  sources: { source: string; campaign: string | null; visits: number }[];
}

/** Messages or applications: received over the overview's days, by how their sender's visit began. */
export interface OverviewInbox {
  received: number;
  /** Not marked handled, whenever received. */
  unhandled: number;
  /** null: the post did not say (sent without the pages' script, or before it kept it). */
  bySource: { source: string | null; campaign: string | null; count: number }[];
}

/** The answer of STAFF_API.overview: each part present only for the roles that read it. */
export interface SiteOverview {
  days: OverviewDays;
  /** The first and last day counted, `YYYY-MM-DD` (UTC), both included. */
  from: string;
  to: string;
  visits?: OverviewVisits;
  messages?: OverviewInbox;
  applications?: OverviewInbox;
  /** Mails given up on (dead), of the kinds the member's roles read, by kind. */
  failedMails: { kind: MailKind; count: number }[];
}

export type InboxKind = "contact" | "application";
export const INBOX_KINDS: readonly InboxKind[] = ["contact", "application"];
/** The kinds of mail the outbox delivers: an inbox message's copy, or a colleague's invitation. */
export type MailKind = InboxKind | "invitation";
export const MAIL_KINDS: readonly MailKind[] = [...INBOX_KINDS, "invitation"];
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
  /**
   * An application's job opening, as it was when the applicant applied; null for an
   * open application. Absent for a contact message.
   */
  opening?: AppliedOpening | null;
  /** An application's position as the applicant typed it. Absent for a contact message. */
  position?: string;
  /** Where HR has got with an application. Absent for a contact message. */
  status?: ApplicationStatus;
}

/** The job opening an application is for: its id, and its title when the applicant applied. */
export interface AppliedOpening {
  id: string;
  title: string;
}

/** A job opening the inbox may filter by: one that applications name, with their number. */
export interface InboxOpening extends AppliedOpening {
  applications: number;
}

/** The inbox's `opening` filter for the applications that name no opening (no opening's id can be it). */
export const INBOX_OPEN_APPLICATIONS = "~open";
/** What an application for no opening is called, as HR's mail calls it. */
export { OPEN_APPLICATION } from "./form-texts.js";

/** One message or application with every field, labelled as the form labels it. */
export interface InboxMessage extends InboxItem {
  /** Each field as the form labels it; `opens` marks an address to write to or a number to call. */
  fields: { label: string; value: string; opens?: "mail" | "phone" }[];
  /** An application's CV, if one came with it (STAFF_API.inboxCv downloads it); else null. */
  cv: CvSummary | null;
  /**
   * How the sender's visit began, as the form's post said (the pages' script keeps it for
   * the visit): the site's page they came to first, the referring site or `utm_source`,
   * and `utm_campaign`; each null when not sent.
   */
  cameBy: { page: string | null; source: string | null; campaign: string | null };
  /** HR's internal note on an application ("" for none). Absent for a contact message. */
  note?: string;
  /**
   * When an application's status or note last changed (null: never; the audit trail says
   * who). Absent for a contact message.
   */
  reviewedAt?: string | null;
}

/**
 * A change to an application's review: its status, its note, or both. `reviewedAt` is
 * the application's as the member loaded it: the server refuses the change (409) when a
 * colleague changed the review since, so nobody's note is overwritten unseen.
 */
export interface ApplicationReviewChange {
  status?: ApplicationStatus;
  note?: string;
  reviewedAt: string | null;
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
  kind: MailKind;
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

/** A mail as the console's Mail screen lists it: the outbox's row and where it goes. */
export interface OutboxMail extends OutboxEntry {
  /**
   * The address it goes to: the staff inbox of its kind for a form's mail (MAIL_TO,
   * CAREERS_MAIL_TO); null for a kind the list does not know the addressee of.
   */
  to: string | null;
}

/**
 * Every action the audit trail records, with how the console words it. The server records
 * only these (its type says so), so the filter can offer each one.
 */
export const AUDIT_ACTIONS = {
  "staff.invite": "Invited a new member",
  "staff.invite-again": "Made a new enrolment link",
  "staff.add-device-link": "Made a link to add a device",
  "staff.enrol": "Enrolled a passkey from a link",
  "staff.sign-in": "Signed in",
  "staff.passkey-add": "Added a passkey",
  "staff.passkey-rename": "Renamed a passkey",
  "staff.passkey-remove": "Removed a passkey",
  "staff.roles": "Changed roles",
  "staff.revoke": "Removed a member's access",
  "staff.erase": "Erased a staff account",
  "event.add": "Added an event",
  "event.edit": "Edited an event",
  "event.remove": "Removed an event",
  "event.picture-add": "Added a picture to an event",
  "event.picture-replace": "Replaced an event's picture",
  "event.picture-edit": "Changed an event's picture",
  "event.picture-remove": "Removed a picture from an event",
  "event.remove-samples": "Removed the sample events",
  "inbox.handled": "Marked handled",
  "inbox.reopened": "Marked not handled",
  "inbox.cv-downloaded": "Downloaded a CV",
  "inbox.status": "Changed an application's status",
  "inbox.note": "Changed an application's note",
  "mail.retry": "Queued a dead mail again",
  "privacy.find": "Looked up what is held about a person",
  "privacy.export": "Exported a person's data",
  "privacy.erase": "Erased a person's data",
  "privacy.purge": "Deleted what is past its retention period",
  "content.create": "Created a new document",
  "content.save": "Saved a draft",
  "content.publish": "Published",
  "content.rollback": "Rolled back",
  "content.retire": "Retired an item",
  "content.import": "Imported content",
  "content.picture-upload": "Uploaded a picture",
  "content.schedule": "Scheduled a publish or retirement",
  "content.schedule-cancel": "Cancelled a scheduled publish or retirement",
  "content.schedule-failed": "A scheduled publish or retirement failed",
  "media.upload": "Uploaded to the media library",
  "media.rename": "Renamed a media item",
  "media.poster": "Chose a video's poster",
  "media.replace": "Replaced a media item's file",
  "media.delete": "Deleted a media item",
  "content.media-replace": "Published with a replaced file",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * One entry. Members are named by their pseudonymous id (`staff:{id}`), never by address,
 * so an entry outlives the account unchanged; people whose data was exported or erased by
 * a keyed hash of their address (`person:{hash}`), so their requests can be correlated
 * without the trail holding the address.
 */
export interface AuditEntry {
  id: number;
  at: string;
  /** `staff:{id}`, `shell:{user}` for a staff command, or `server:{task}`. */
  actor: string;
  /** How to show the actor: the member's name while the account exists, else a neutral label. */
  actorName: string;
  action: AuditAction;
  /** `staff:{id}`, `person:{hash}`, `event 7`, `application {id}`, `mail 12`… */
  subject: string;
  /** How to show the subject: a member's name while the account exists; otherwise the subject. */
  subjectName: string;
  /**
   * The entry in plain language, with the names of today looked up when the trail is shown
   * (the trail keeps ids only): “Maya R removed the event “Team outing””, “Anita K
   * downloaded Arjun Mehta's CV”, “an erased applicant” once their data is gone. Never an
   * address.
   */
  sentence: string;
  /** The client address of a console request; null from the shell or the server. */
  address: string | null;
  details: Record<string, unknown> | null;
}

/** One page of the audit trail, newest first; `next` asks for the page after it (as `before`). */
export interface AuditPage {
  entries: AuditEntry[];
  next: number | null;
}

/** Who appears in the trail, for the filter by member. */
export interface AuditActor {
  actor: string;
  actorName: string;
}

/**
 * How long a privacy request's reference may be: a ticket number or a letter's date, kept
 * in the audit trail with what was done.
 */
export const PRIVACY_REFERENCE_MAX = 80;

/** A copy of a visitor's message or application that the server mailed to a staff inbox. */
export interface MailCopy {
  kind: InboxKind;
  /** The inbox of that kind (MAIL_TO or CAREERS_MAIL_TO). */
  inbox: string;
  /** When the inbox's server accepted it; null while it is not sent yet (or never was). */
  sentAt: string | null;
}

/** What a privacy request finds under an address, before anything is exported or erased. */
export interface PrivacyFindings {
  email: string;
  /** Whether anything is held: a message, an application or a staff account. */
  found: boolean;
  contactMessages: { receivedAt: string; subject: string }[];
  /** Each application: when, for what (the opening's title, or the position typed), the CV's file name. */
  applications: { receivedAt: string; appliedFor: string; cv: string | null }[];
  /** The copies mailed to staff inboxes, oldest first. */
  mails: MailCopy[];
  /** A staff account of the address: kept by the console's erasure (the shell erases it). */
  staffAccount: { name: string } | null;
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
  /** Staff accounts erased: from the shell only; the console never erases one. */
  staffAccounts: number;
  /** Whether a staff account has this address (the console leaves it; the shell erases it). */
  staffAccountKept: boolean;
  /**
   * The copies the server had mailed to staff inboxes, which the erasure cannot reach:
   * staff delete them there.
   */
  copiesSent: MailCopy[];
}

/**
 * Where a document stands: `published` with no draft, `draft` never published, `changed`
 * published with a newer draft, `retired` taken off the site (its history kept).
 */
export type ContentState = "published" | "draft" | "changed" | "retired";

/** A document of the site's content as the list shows it. */
export interface ContentSummary {
  /** Its collection: `site`, `page`, `solution`, `project`, `insight`, `policy`, `ovation`. */
  type: string;
  id: string;
  /** How staff know it: "Home page", a project's name. */
  label: string;
  state: ContentState;
  /** Grows with every save and publish. */
  version: number;
  updatedAt: string;
  /** Who saved or published it last: a member's name while the account exists. */
  updatedBy: string;
}

/** How the console asks for a new item of a collection (STAFF_API.contentDocuments). */
export interface NewItemForm {
  /** What one item is called, in lower case: "solution" (the button says "New solution"). */
  noun: string;
  /** The id's label, and its rule, told before it is typed. */
  idLabel: string;
  idHint: string;
  idMaxLength: number;
  /** The item's address with `{id}` for its id (`/insight/{id}`). */
  address: string;
  nameLabel: string;
  nameHint: string;
  nameMaxLength: number;
}

/** The answer of STAFF_API.content: the collections, in the console's order, and every document. */
export interface ContentList {
  /** `newItem` for a collection staff may add to (its items), absent for the fixed documents. */
  collections: { type: string; label: string; newItem?: NewItemForm }[];
  documents: ContentSummary[];
}

/** A document as the editor loads it. */
export interface ContentDocumentAnswer {
  type: string;
  id: string;
  label: string;
  version: number;
  /** The draft, null when there is none. */
  draft: unknown;
  /** What visitors see, null until first published. */
  published: unknown;
  updatedAt: string;
  updatedBy: string;
  /**
   * The document's form: its schema as JSON Schema (draft 2020-12), each field with a
   * `title` and `description` written for staff. The server's check is the one of record.
   */
  form: ContentForm;
  /**
   * The public paths of the pages that show the document, the one that shows it most first:
   * where its preview opens (`STAFF_PREVIEW_PATH` + a path). Empty when the site is not built.
   */
  pages: string[];
}

/** A JSON Schema object (draft 2020-12), as documentForm of @site/contracts/content makes it. */
export type ContentForm = Record<string, unknown>;

/**
 * What a form's JSON Schema says beyond the standard keywords: a field's kind where its
 * type alone does not say how to edit it (`"x-kind": "picture"`: a Picture, given a new
 * image by upload), and for a picture, the property of the same object whose text
 * describes it to visitors who cannot see it (`"x-alt": "pictureAlt"`); a picture without
 * one is decorative.
 */
export const CONTENT_FORM_KEYWORDS = { kind: "x-kind", alt: "x-alt" } as const;
export const PICTURE_FIELD_KIND = "picture";
/**
 * The marks of the fields that name a file of the media library by its address: a PDF, a
 * video, a video's poster (a picture's rendition).
 */
export const MEDIA_FIELD_KINDS = {
  document: "media-document",
  video: "media-video",
  poster: "media-poster",
} as const;

/**
 * The 409 of a save or publish against a version someone changed in the meantime: the
 * document as it is now, and the paths where it differs from what was sent (a save), so
 * the console can show them and offer to reload.
 */
export interface ContentConflict extends ErrorResponse {
  current: ContentDocumentAnswer;
  changed: string[];
}

/** What retiring an item would do (STAFF_API.contentRetire's GET). */
export interface ContentRetirement {
  /** Each address of its pages, and where it would lead: a page's path (301), or null (410 Gone). */
  addresses: { from: string; to: string | null }[];
  /** The other pages that show it (its list, the menus of every page…), which change with it. */
  pages: string[];
}

/** A published version of a document, as its history lists it. */
export interface ContentVersion {
  version: number;
  publishedAt: string;
  /** A member's name while the account exists, else a neutral label. */
  publishedBy: string;
  note: string | null;
  /** The earlier version a rollback published again, else null. */
  restores: number | null;
}

/** The longest note a publish or rollback may carry. */
export const CONTENT_NOTE_MAX_LENGTH = 300;
/** The largest document a save may send, in bytes of JSON. */
export const CONTENT_BODY_MAX_BYTES = 512 * 1024;

/**
 * The company's time zone, which the console shows and reads scheduled times in (an
 * opening's closing date ends at midnight there).
 */
export { COMPANY_TIME_ZONE, COMPANY_UTC_OFFSET } from "./content/opening-terms.js";
export * from "./media-library.js";

/** What the server does to a document at a time set ahead: publish its draft, or retire the item. */
export type ScheduledAction = "publish" | "retire";
export const SCHEDULED_ACTIONS: readonly ScheduledAction[] = ["publish", "retire"];

/** One change the server makes by itself when its time comes (STAFF_API.contentSchedule). */
export interface ScheduledChange {
  action: ScheduledAction;
  /** When it is due, ISO 8601 UTC; the server acts within a quarter of a minute of it. */
  at: string;
  /** Who set it: a member's name while the account exists, the server for an opening's closing. */
  setBy: string;
  setAt: string;
  /** A publish: the draft's version it publishes, as it was when scheduled; null for a retirement. */
  version: number | null;
  /**
   * Its last attempt's failure, null while none failed. `willRetry`: the server tries again
   * by itself (the database was away); otherwise it does nothing more until the change is
   * scheduled again or cancelled (the draft changed since, the site would not be valid).
   */
  failure: { at: string; reason: string; willRetry: boolean } | null;
}

/** What is scheduled for a document (STAFF_API.contentSchedule). */
export interface ContentSchedule {
  publish: ScheduledChange | null;
  retire: ScheduledChange | null;
  /**
   * A job opening: when it closes by itself (the end of its closing date, COMPANY_TIME_ZONE,
   * ISO 8601), as what visitors see says it, else as its draft does; null for other documents.
   */
  closesAt: string | null;
}

/**
 * How far ahead a change may be scheduled: any go-live or event's end, while a year typed
 * wrong is refused rather than kept waiting for decades.
 */
export const CONTENT_SCHEDULE_MAX_DAYS = 730;
