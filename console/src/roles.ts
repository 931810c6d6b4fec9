// Which screens a member's roles open. The server refuses every route outside a member's
// roles (403); the console shows only the screens their roles open, in the navigation and
// at their addresses, and leads /staff to the first of them. A new role is one more entry
// in contracts' STAFF_ROLES and ROLE_LABELS and one here.

import type { StaffMember, StaffRole } from "@site/contracts/staff";
import { ROLE_LABELS, STAFF_ROLES } from "@site/contracts/staff";

export type ScreenId = "content" | "gallery" | "inbox" | "mail" | "privacy" | "team" | "audit" | "account";

/** The console's screens, in the navigation's order. */
export const SCREENS: readonly { id: ScreenId; to: string; label: string }[] = [
  { id: "content", to: "/content", label: "Content" },
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
  admin: ["team", "audit"],
  hr: ["inbox", "mail", "privacy"],
  marketing: ["gallery", "inbox", "mail"],
  // Both edit drafts; what only a publisher may do (publish, roll back) the editor shows to
  // publishers only.
  editor: ["content"],
  publisher: ["content"],
};

type Roles = readonly StaffRole[];

export const canOpen = (roles: Roles, screen: ScreenId): boolean =>
  screen === "account" || roles.some((role) => ROLE_SCREENS[role].includes(screen));

/** The navigation a member sees. */
export const screensOf = (roles: Roles) => SCREENS.filter((screen) => canOpen(roles, screen.id));

/** Where /staff leads: the first screen of the navigation the member's roles open. */
export const homeOf = (roles: Roles): string => screensOf(roles)[0]!.to;

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
