// Which screens a member's roles open. The server refuses every route outside a member's
// roles (403); the console shows only the screens their roles open, in the navigation and
// at their addresses, and leads /staff to the first of them. A new role is one more entry
// in contracts' STAFF_ROLES and ROLE_LABELS and one here.
//
// The content screen opens to HR as well as to editors and publishers: HR keeps the job
// openings (HR_CONTENT_TYPES) without the content roles, so for a member of HR alone it
// lists the openings only and is named for them; what a member may do to one document
// follows its type (contentEditRolesFor, contentPublishRolesFor), as the server checks it.

import type { StaffMember, StaffRole } from "@site/contracts/staff";
import {
  CONTENT_EDIT_ROLES,
  mayEditContent,
  mayPublishContent,
  ROLE_LABELS,
  STAFF_ROLES,
} from "@site/contracts/staff";

export type ScreenId =
  "overview" | "content" | "media" | "gallery" | "inbox" | "mail" | "privacy" | "team" | "audit" | "account";

/** The console's screens, in the navigation's order. */
export const SCREENS: readonly { id: ScreenId; to: string; label: string }[] = [
  { id: "overview", to: "/overview", label: "Overview" },
  { id: "content", to: "/content", label: "Site content" },
  { id: "media", to: "/media", label: "Media" },
  { id: "gallery", to: "/gallery", label: "Gallery" },
  { id: "inbox", to: "/inbox", label: "Inbox" },
  { id: "mail", to: "/mail", label: "Mail" },
  { id: "privacy", to: "/privacy", label: "Privacy" },
  { id: "team", to: "/team", label: "Team" },
  { id: "audit", to: "/audit", label: "Audit" },
  { id: "account", to: "/account", label: "Your account" },
];

/**
 * The screens each role opens; "Your account" is every member's. The inbox and the mail
 * are open to the role of either kind of message (INBOX_KIND_ROLE), each member seeing
 * only their own kinds.
 */
export const ROLE_SCREENS: Record<StaffRole, readonly ScreenId[]> = {
  // The overview shows each of them the parts of their roles (the visits to admins and
  // marketing, the messages to marketing, the applications to HR).
  admin: ["overview", "team", "audit"],
  // The job openings, on the content screen, besides the applications.
  hr: ["overview", "content", "inbox", "mail", "privacy"],
  marketing: ["overview", "gallery", "inbox", "mail"],
  // Both edit drafts; publishing, rolling back and retiring the editor shows to the roles
  // that publish the document's type (contentPublishRolesFor). Both keep the media library
  // the content's fields choose from (HR's openings have no such field).
  editor: ["content", "media"],
  publisher: ["content", "media"],
};

type Roles = readonly StaffRole[];

export const canOpen = (roles: Roles, screen: ScreenId): boolean =>
  screen === "account" || roles.some((role) => ROLE_SCREENS[role].includes(screen));

/** Whether the member keeps every document of the site's content (editor, publisher), not only HR's. */
export const keepsAllContent = (roles: Roles): boolean =>
  roles.some((role) => CONTENT_EDIT_ROLES.includes(role));

/**
 * The content screen's name, for what the member sees on it: the whole site's content, or
 * for HR alone the job openings (HR_CONTENT_TYPES holds the openings only).
 */
export const contentScreenName = (roles: Roles): string =>
  keepsAllContent(roles) ? "Site content" : "Job openings";

// Who edits and publishes each type of document: the contracts' rule, which the server
// checks too.
export { mayEditContent, mayPublishContent };

/**
 * Whether the member may open the preview of a document's draft: whoever edits it (the
 * server's preview shows HR the openings' drafts alone).
 */
export const mayPreviewContent = mayEditContent;

/** The navigation a member sees, the content screen named for what it shows them. */
export const screensOf = (roles: Roles) =>
  SCREENS.filter((screen) => canOpen(roles, screen.id)).map((screen) =>
    screen.id === "content" ? { ...screen, label: contentScreenName(roles) } : screen,
  );

/**
 * Where /staff leads: the first screen of the navigation the member's roles open where
 * their daily work is. Not the overview, first in the navigation but read now and then,
 * nor the job openings of HR, published now and then: HR's daily work is the applications.
 */
export const homeOf = (roles: Roles): string =>
  screensOf(roles).find(
    (screen) => screen.id !== "overview" && (screen.id !== "content" || keepsAllContent(roles)),
  )!.to;

/** The roles that open a screen, in STAFF_ROLES order. */
export const rolesFor = (screen: ScreenId): StaffRole[] =>
  STAFF_ROLES.filter((role) => ROLE_SCREENS[role].includes(screen));

export const hasRole = (member: StaffMember, role: StaffRole) => member.roles.includes(role);

/** "Admin and HR", "no role". */
export function roleNames(roles: Roles): string {
  const names = roles.map((role) => ROLE_LABELS[role].name);
  if (names.length === 0) return "no role";
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
