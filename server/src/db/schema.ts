// The tables as Kysely sees them. One definition for SQLite and PostgreSQL: the
// migrations choose each engine's column types so these TypeScript types hold for both.

import type { ApplicationStatus, DeliveryState, MailKind } from "@site/contracts";
import type { ColumnType, Generated, Kysely, Selectable } from "kysely";

export interface EventsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  /** `YYYY-MM-DD`: text in both engines, so it sorts and round-trips the same way. */
  date: string;
  /** 1 for the sample events a new database starts with, else 0 (no boolean in SQLite). */
  sample: ColumnType<number, number | undefined, number>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

export type ImageFormat = "webp" | "avif";

/** One of an event's pictures (0022): its place, alt text and focal point; its files are event_images. */
export interface EventPicturesTable {
  id: Generated<number>;
  event_id: number;
  /** The event's order, lowest first: the first picture is the card's. */
  position: number;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** Where the subject is, in percent of the width and height (0-100): crops keep it in frame. */
  focus_x: ColumnType<number, number | undefined, number>;
  focus_y: ColumnType<number, number | undefined, number>;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

/** One rendition of an event's picture. Bytes live here, so API instances keep no files. */
export interface EventImagesTable {
  picture_id: number;
  format: ImageFormat;
  width: number;
  height: number;
  /** Hex SHA-256 prefix of `bytes`: the file name in the URL, and the ETag. */
  hash: string;
  bytes: Buffer;
}

/**
 * One row (id = 1) whose `version` goes up in the same transaction as every change to
 * the events: any process (server, CLI, another instance) can tell cheaply whether its
 * cached list is still current.
 */
export interface EventsVersionTable {
  id: number;
  version: number;
}

/** A message sent with the contact form, as the web app composed it. */
export interface ContactMessagesTable {
  /** Random UUID (the 202's `id`). */
  id: string;
  /** The visitor's e-mail address: the mail's Reply-To. */
  sender: string;
  /** `sender` case-folded (addressKey): what a privacy request matches. */
  sender_key: string;
  subject: string;
  body: string;
  /** ISO 8601 UTC timestamp of acceptance. */
  received_at: string;
  /** When staff marked it handled in the console (ISO 8601), and who (`staff:{id}`); null while open. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * How the sender's visit began, as the pages' script kept it (the page, the source, the
   * campaign: visits.ts of @site/contracts); null when the post did not say.
   */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  landing_source: ColumnType<string | null, string | null | undefined, string | null>;
  landing_campaign: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An application sent with the careers form: the spec's 13 fields. */
export interface JobApplicationsTable {
  id: string;
  name: string;
  email: string;
  /** `email` case-folded (addressKey): what a privacy request matches. */
  email_key: string;
  phone: string;
  linkedin: string | null;
  highest_degree: string;
  university: string;
  graduation_year: number;
  skills: string;
  certifications: string | null;
  position: string;
  location: string;
  experience: number;
  message: string | null;
  /** The job opening applied for, its id and its title as they were then; both null for an open application. */
  opening_id: string | null;
  opening_title: string | null;
  received_at: string;
  /** When staff marked it handled in the console (ISO 8601), and who (`staff:{id}`); null while open. */
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  handled_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where HR has got with it (APPLICATION_STATUSES), `new` until someone moves it. */
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  /** HR's internal note, "" for none: exported, erased and purged with the application. */
  note: ColumnType<string, string | undefined, string>;
  /** When the status or the note last changed (ISO 8601); null: never. */
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * How the sender's visit began, as the pages' script kept it (the page, the source, the
   * campaign: visits.ts of @site/contracts); null when the post did not say.
   */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  landing_source: ColumnType<string | null, string | null | undefined, string | null>;
  landing_campaign: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The CV sent with an application, if any: one per application, deleted with it. */
export interface JobApplicationCvsTable {
  application_id: string;
  /** The applicant's file name made safe (no path, no control characters), extension by content. */
  file_name: string;
  media_type: string;
  size: number;
  /** Its bytes, in cv_contents: shared by the applicant's applications that sent the same file. */
  content_id: number;
}

/** A CV's bytes, once per applicant (their case-folded address) and SHA-256; deleted when no CV row points at it. */
export interface CvContentsTable {
  id: Generated<number>;
  owner_key: string;
  sha256: string;
  bytes: Buffer;
}

// The contracts name them for the console: one list of kinds and states.
export type OutboxKind = MailKind;
export type OutboxState = DeliveryState;

/** Epoch milliseconds: `bigint` in PostgreSQL, which pg returns as a string. */
type Millis = ColumnType<number | string, number, number>;

/** One mail to deliver per stored message or application. */
export interface OutboxTable {
  id: Generated<number>;
  kind: OutboxKind;
  /** Id of the contact_messages or job_applications row. */
  message_id: string;
  state: ColumnType<OutboxState, OutboxState | undefined, OutboxState>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When a pending row may next be tried. */
  next_attempt_at: Millis;
  /** While `sending`: when the claim expires and another worker may take the row over. */
  lease_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Random per claim: only the claimant may record the outcome. */
  claim_token: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** ISO 8601: when staff last requeued the dead mail; its retrying starts again from then. */
  requeued_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Page views and visits begun on a page, per UTC day (`YYYY-MM-DD`): counts only. */
export interface VisitPageViewsTable {
  day: string;
  /** The page's path as the site serves it. */
  path: string;
  views: number;
  /** Visits that began on this page (their first page). */
  visits: number;
}

/** Visits begun per source and campaign ("" for none), per UTC day: counts only. */
export interface VisitSourcesTable {
  day: string;
  source: string;
  campaign: string;
  visits: number;
}

/** Named secrets shared by every instance using the database (e.g. the XSRF signing key). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A member of staff: what they may do is their roles'. */
export interface StaffTable {
  /** Random UUID: the member's pseudonymous id in the audit trail (`staff:{id}`). */
  id: string;
  /** Lower-cased, as typed. */
  email: string;
  /** `email` case-folded (addressKey): one account per address, however it is typed. */
  email_key: string;
  name: string;
  /** Comma-separated StaffRoles, in STAFF_ROLES order. */
  roles: ColumnType<string, string | undefined, string>;
  /** Bumped by every revocation: a sign-in or passkey begun before it cannot finish after it. */
  generation: ColumnType<number, number | undefined, number>;
  /** When the account first had a passkey; null while it never has. */
  enrolled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member who invited it from the console; null from the shell. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  last_sign_in_at: string | null;
}

/** A passkey (WebAuthn credential) of a member of staff. */
export interface StaffPasskeysTable {
  /** The credential id, base64url: never shown outside the sign-in ceremony. */
  id: string;
  /** Opaque random id: the console's paths and the audit trail name the passkey by it. */
  ref: string;
  /** The device's name, as its owner gave it. */
  name: string;
  staff_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: ColumnType<number | string, number | undefined, number>;
  /** The authenticator's transports, comma-separated. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** A one-time enrolment link: only the token's SHA-256 is kept. */
export interface StaffEnrolmentsTable {
  token_hash: string;
  staff_id: string;
  expires_at: Millis;
  used_at: string | null;
  created_at: string;
  /** The member who made it in the console; null from the shell. Revoking them ends it. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * The mail of one enrolment link (its outbox row's message_id is `id`). The link's token
 * is kept only sealed (staff/invitation-seal.ts), and only until the mail's delivery ends
 * or the link is replaced, used or expired; the row stays, as the record of the mail.
 */
export interface StaffInvitationMailsTable {
  id: string;
  /** The account invited: the mail goes to its address. */
  staff_id: string;
  /** The link it carries (staff_enrolments.token_hash). */
  token_hash: string;
  /** The token, sealed with AES-256-GCM; null once it is no longer needed. */
  sealed_token: string | null;
  /** A new account's invitation (or a new link for it), or a link to add a device (the shell). */
  purpose: "invite" | "add-device";
  /** The member who invited from the console; null from the shell. */
  invited_by: string | null;
  /** When the link stops working (epoch ms). */
  expires_at: Millis;
  created_at: string;
}

/** A signed-in session: only the id's SHA-256 is kept. */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: string;
  created_at: Millis;
  last_seen_at: Millis;
  address: string | null;
  /** The passkey it was begun with (its ref): removing that passkey ends it. */
  passkey_ref: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A WebAuthn challenge handed out and not yet answered: used once, within minutes. */
export interface StaffChallengesTable {
  challenge: string;
  purpose: "sign-in" | "enrol" | "passkey";
  staff_id: string | null;
  expires_at: Millis;
}

/** One change made in the console or by a staff command. Kept a year; never updated (a trigger refuses). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** `staff:{id}`, `shell:{user}` or `server:{task}`: never an address. */
  actor: string;
  action: string;
  subject: string;
  address: string | null;
  /** JSON, or null. */
  details: string | null;
}

/** How the sender's visit began: kept with a message, never in its mail. */
type LandingColumns = "landing_page" | "landing_source" | "landing_campaign";
/** A contact message as it was sent (what its mail shows), without the console's marks. */
export type ContactMessage = Omit<
  Selectable<ContactMessagesTable>,
  "handled_at" | "handled_by" | LandingColumns
>;
/** An application as it was sent, without the console's marks and HR's review. */
export type JobApplication = Omit<
  Selectable<JobApplicationsTable>,
  "handled_at" | "handled_by" | "status" | "note" | "reviewed_at" | LandingColumns
>;

/** A page the server rendered from its data, as it sends it (site/live-pages.ts). */
export interface RenderedPagesTable {
  path: string;
  build_id: string;
  data_key: string;
  html: Buffer;
  html_br: Buffer;
  html_gz: Buffer;
  data: Buffer | null;
  data_br: Buffer | null;
  data_gz: Buffer | null;
  /** JSON list of CSP hash sources. */
  script_hashes: string;
  rendered_at: string;
  /** JSON list of the parts of the content it read (RenderedPage's contentReads); null: not known. */
  content_reads: string | null;
}

/** A document made from the content (a PDF), as last rendered (migrations/0011). */
export interface RenderedFilesTable {
  path: string;
  build_id: string;
  data_key: string;
  /** JSON list of the parts of the content it read. */
  content_reads: string;
  body: Buffer;
  rendered_at: string;
}

/** A document of the site's content (type/id): its state and its draft (migrations/0010). */
export interface ContentDocumentsTable {
  type: string;
  id: string;
  /** Its place in its collection. */
  position: number;
  /** Grows with every save and publish. */
  version: number;
  /** The draft as JSON, null when there is none. */
  draft: string | null;
  /** The version visitors see, null until first published. */
  published_version: number | null;
  updated_at: string;
  /** `staff:{id}`, `shell:{user}` or `server:{task}`. */
  updated_by: string;
  /** When it was retired (migrations/0015): visitors no longer see it. Null while it is not. */
  retired_at: string | null;
}

/** An address a page had and has no more (migrations/0015), and where it leads now. */
export interface AddressRedirectsTable {
  /** The old address, lower-cased. */
  address: string;
  /** The page it leads to; null when there is none to send to (410 Gone). */
  target: string | null;
  moved_at: string;
}

/** A published version of a document: written once, never changed (a trigger refuses). */
export interface ContentVersionsTable {
  type: string;
  id: string;
  version: number;
  /** The document as JSON. */
  data: string;
  published_at: string;
  published_by: string;
  note: string | null;
  /** The earlier version a rollback published again, else null. */
  restores: number | null;
}

/**
 * A change the server makes to a document by itself when it is due (migrations/0017,
 * content/schedule.ts): one row per document and action, gone once it is made.
 */
export interface ContentScheduleTable {
  type: string;
  id: string;
  action: "publish" | "retire";
  /** ISO 8601 UTC (toISOString): text order is time order. */
  due_at: string;
  /** `staff:{id}` of the member who set it, or `server:{task}`. */
  set_by: string;
  set_at: string;
  /** A publish: the draft's version it publishes; null for a retirement. */
  version: number | null;
  /** The claim's random token while an instance holds the row, and until when (ISO 8601). */
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last attempt's failure and when; null while none failed. */
  failed_at: ColumnType<string | null, string | null | undefined, string | null>;
  error: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: failed, and not tried again until a member schedules it again. */
  stopped: ColumnType<number, number | undefined, number>;
}

/** One row (id = 1): the content's change counter, up by one with every publish. */
export interface ContentStateTable {
  id: number;
  version: number;
}

/** One rendition of a picture staff uploaded for the content (migrations/0012). */
export interface ContentPicturesTable {
  /** Hex SHA-256 prefix of the uploaded file: the picture is named `upload-{hash}`. */
  hash: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: string;
}

export interface MediaFilesTable {
  /** Hex SHA-256 prefix of the file: served at /media/file-{hash}.{extension}. */
  hash: string;
  extension: string;
  content_type: string;
  bytes: number;
  file_name: string;
  /** Null while its chunks are being written. */
  completed_at: string | null;
  created_at: string;
}

export interface MediaChunksTable {
  hash: string;
  seq: number;
  bytes: Buffer;
}

export interface MediaItemsTable {
  id: string;
  kind: "picture" | "document" | "video";
  title: string;
  /** A picture's upload hash (content_pictures), else media_files' hash. */
  file: string;
  content_type: string;
  bytes: number;
  file_name: string;
  /** A video's poster: a picture's upload hash. */
  poster: string | null;
  created_at: string;
  created_by: string;
  replaced_at: string | null;
}

export interface Database {
  events: EventsTable;
  event_pictures: EventPicturesTable;
  event_images: EventImagesTable;
  events_version: EventsVersionTable;
  contact_messages: ContactMessagesTable;
  job_applications: JobApplicationsTable;
  job_application_cvs: JobApplicationCvsTable;
  cv_contents: CvContentsTable;
  outbox: OutboxTable;
  app_secrets: AppSecretsTable;
  staff: StaffTable;
  staff_passkeys: StaffPasskeysTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_invitation_mails: StaffInvitationMailsTable;
  staff_sessions: StaffSessionsTable;
  staff_challenges: StaffChallengesTable;
  audit_log: AuditLogTable;
  rendered_pages: RenderedPagesTable;
  rendered_files: RenderedFilesTable;
  content_documents: ContentDocumentsTable;
  content_versions: ContentVersionsTable;
  content_state: ContentStateTable;
  content_pictures: ContentPicturesTable;
  address_redirects: AddressRedirectsTable;
  content_schedule: ContentScheduleTable;
  media_files: MediaFilesTable;
  media_chunks: MediaChunksTable;
  media_items: MediaItemsTable;
  visit_page_views: VisitPageViewsTable;
  visit_sources: VisitSourcesTable;
}

export type Db = Kysely<Database>;
export type Engine = "sqlite" | "postgres";
