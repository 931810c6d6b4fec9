// How an audit entry reads in plain language: “Maya R removed the event “Team outing””,
// “Anita K downloaded Arjun Mehta's CV”. The one place the trail's wording lives: the
// console shows the sentence as the server writes it, from the names of today
// (subject-names.ts) and the entry's details.
//
// A new action is one line in WORDINGS. Until it has one, its entries read by the
// action's label (AUDIT_ACTIONS) and their subject: never a failure.

import {
  APPLICATION_STATUSES,
  AUDIT_ACTIONS,
  isApplicationStatus,
  ROLE_LABELS,
  STAFF_ROLES,
  type AuditAction,
  type StaffRole,
} from "@site/contracts";
import type { SubjectName } from "./subject-names.js";

export interface SentenceParts {
  subject: SubjectName;
  details: Record<string, unknown>;
  /** The entry is about its own actor (a member's own passkey). */
  self: boolean;
  /** The member for whom the server acted (a scheduled publish), by name. */
  onBehalfOf?: string;
}

/** What follows the actor's name: “removed the event “X””. */
type Wording = (parts: SentenceParts) => string;

// Details are the trail's own, but read defensively: an old entry may lack one.
const TEXT_MAX_LENGTH = 200;
const text = (details: Record<string, unknown>, key: string): string | undefined => {
  const value = details[key];
  return typeof value === "string" && value !== "" && value.length <= TEXT_MAX_LENGTH ? value : undefined;
};
const quoted = (value: string) => `“${value}”`;

/** “Marketing and HR”, “no role” for an empty list; unknown names left out. */
function roleWords(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = STAFF_ROLES.filter((role: StaffRole) => value.includes(role)).map(
    (role) => ROLE_LABELS[role].name,
  );
  if (names.length === 0) return "no role";
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** An application's status as HR's screens name it: “Shortlisted”. */
const statusWords = (value: unknown) =>
  isApplicationStatus(value) ? APPLICATION_STATUSES[value] : undefined;

/** “the passkey “Work laptop””, or “a passkey” when the entry does not name it. */
const passkey = (details: Record<string, unknown>) => {
  const name = text(details, "passkey");
  return name === undefined ? "a passkey" : `the passkey ${quoted(name)}`;
};

/** “, as Maya R had scheduled” after what the server did for a member. */
const asScheduled = (member: string | undefined) =>
  member === undefined ? "" : `, as ${member} had scheduled`;

const scheduled = (actions: { publish: boolean; retire: boolean }) =>
  actions.publish && actions.retire ? "publish and retirement" : actions.publish ? "publish" : "retirement";

/** Every action's wording. Missing ones fall back to a generic sentence (a test lists them). */
export const WORDINGS: Partial<Record<AuditAction, Wording>> = {
  "staff.invite": ({ subject, details }) => {
    const roles = roleWords(details.roles);
    return `invited ${subject.phrase}${roles === undefined || roles === "no role" ? "" : ` as ${roles}`}`;
  },
  "staff.invite-again": ({ subject }) => `made a new enrolment link for ${subject.phrase}`,
  "staff.add-device-link": ({ subject }) => `made a link for ${subject.phrase} to add a device`,
  "staff.enrol": ({ details }) => `enrolled ${passkey(details)} from an enrolment link`,
  "staff.sign-in": ({ details }) => {
    const name = text(details, "passkey");
    return name === undefined ? "signed in" : `signed in with the passkey ${quoted(name)}`;
  },
  "staff.passkey-add": ({ details }) => `added ${passkey(details)}`,
  "staff.passkey-rename": ({ details }) => {
    const name = text(details, "passkey");
    return name === undefined ? "renamed a passkey" : `renamed a passkey to ${quoted(name)}`;
  },
  "staff.passkey-remove": ({ subject, details, self }) => {
    const name = text(details, "passkey");
    return `removed ${self ? "their own" : subject.owner} passkey${name === undefined ? "" : ` ${quoted(name)}`}`;
  },
  "staff.roles": ({ subject, details }) => {
    const before = roleWords(details.before);
    const after = roleWords(details.after);
    return before === undefined || after === undefined
      ? `changed ${subject.owner} roles`
      : `changed ${subject.owner} roles from ${before} to ${after}`;
  },
  "staff.revoke": ({ subject }) => `removed ${subject.owner} access`,
  "staff.erase": ({ subject }) => `erased the staff account of ${subject.phrase}`,
  "event.add": ({ subject }) => `added ${subject.phrase}`,
  "event.edit": ({ subject }) => `edited ${subject.phrase}`,
  "event.remove": ({ subject }) => `removed ${subject.phrase}`,
  "event.picture-add": ({ subject }) => `added a picture to ${subject.phrase}`,
  "event.picture-replace": ({ subject }) => `replaced a picture of ${subject.phrase}`,
  "event.picture-edit": ({ subject }) => `changed a picture of ${subject.phrase}`,
  "event.picture-remove": ({ subject }) => `removed a picture from ${subject.phrase}`,
  "event.remove-samples": ({ details }) => {
    const count = details.count;
    return typeof count === "number" && count > 1
      ? `removed the ${count} sample events`
      : "removed the sample events";
  },
  "inbox.handled": ({ subject }) => `marked ${subject.phrase} handled`,
  "inbox.reopened": ({ subject }) => `marked ${subject.phrase} as not handled`,
  "inbox.cv-downloaded": ({ subject }) => `downloaded ${subject.owner} CV`,
  "inbox.status": ({ subject, details }) => {
    const from = statusWords(details.from);
    const to = statusWords(details.to);
    return from === undefined || to === undefined
      ? `changed the status of ${subject.phrase}`
      : `moved ${subject.phrase} from ${from} to ${to}`;
  },
  "inbox.note": ({ subject, details }) =>
    details.note === "added"
      ? `added a note to ${subject.phrase}`
      : details.note === "removed"
        ? `removed the note on ${subject.phrase}`
        : `changed the note on ${subject.phrase}`,
  "mail.retry": ({ subject }) => `queued ${subject.phrase} to be sent again`,
  "privacy.find": ({ subject }) => `looked up what is held about ${subject.phrase}`,
  "privacy.export": ({ subject }) => `exported ${subject.owner} data`,
  "privacy.erase": ({ subject }) => `erased ${subject.owner} data`,
  "privacy.purge": ({ subject }) => `deleted ${subject.phrase}`,
  "content.create": ({ subject }) => `created ${subject.phrase}`,
  "content.save": ({ subject }) => `saved a draft of ${subject.phrase}`,
  "content.publish": ({ subject, onBehalfOf }) => `published ${subject.phrase}${asScheduled(onBehalfOf)}`,
  "content.rollback": ({ subject, details }) =>
    typeof details.restores === "number"
      ? `rolled ${subject.phrase} back to version ${details.restores}`
      : `rolled back ${subject.phrase}`,
  "content.retire": ({ subject, onBehalfOf }) => `retired ${subject.phrase}${asScheduled(onBehalfOf)}`,
  "content.import": ({ subject }) => `imported ${subject.phrase}`,
  "content.picture-upload": ({ subject }) => `uploaded ${subject.phrase}`,
  "content.schedule": ({ subject, details }) => {
    const publish = text(details, "publishAt") !== undefined;
    const retire = text(details, "retireAt") !== undefined;
    if (publish && retire) return `scheduled ${subject.phrase} to be published, and retired later`;
    return retire
      ? `scheduled ${subject.phrase} to be retired`
      : `scheduled ${subject.phrase} to be published`;
  },
  "content.schedule-cancel": ({ subject, details }) => {
    const cancelled = Array.isArray(details.cancelled) ? details.cancelled : [];
    const what = scheduled({ publish: cancelled.includes("publish"), retire: cancelled.includes("retire") });
    return `cancelled the scheduled ${what} of ${subject.phrase}`;
  },
  "content.schedule-failed": ({ subject, details, onBehalfOf }) =>
    `could not ${details.action === "retire" ? "retire" : "publish"} ${subject.phrase} as ${onBehalfOf ?? "it was"} scheduled`,
  "media.upload": ({ subject }) => `uploaded ${subject.phrase} to the media library`,
  "media.rename": ({ subject }) =>
    `renamed ${subject.gone ? subject.phrase : `${subject.phrase} (its name now)`}`,
  "media.poster": ({ subject }) => `chose the poster of ${subject.phrase}`,
  "media.replace": ({ subject }) => `replaced the file of ${subject.phrase}`,
  "media.delete": ({ subject, details }) => {
    const kind = text(details, "kind");
    return subject.gone
      ? `deleted a ${kind ?? "media item"} from the media library`
      : `deleted ${subject.phrase}`;
  },
  "content.media-replace": ({ subject }) => `published ${subject.phrase} with a replaced file`,
};

const labelOf = (action: string): string =>
  Object.hasOwn(AUDIT_ACTIONS, action) ? AUDIT_ACTIONS[action as AuditAction] : action;

/** The entry as one sentence, its actor's name first. */
export function auditSentence(action: string, actorName: string, parts: SentenceParts): string {
  const wording = Object.hasOwn(WORDINGS, action) ? WORDINGS[action as AuditAction] : undefined;
  return wording === undefined
    ? `${actorName}: ${labelOf(action)}, about ${parts.subject.phrase}`
    : `${actorName} ${wording(parts)}`;
}
