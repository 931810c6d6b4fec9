// What a member sees at the address of a screen their roles do not open (typed, or from
// an old bookmark): which role it takes and what to do, rather than a screen whose every
// request the server refuses. `Allowed` puts it in place of such a screen.

import type { StaffRole } from "@site/contracts/staff";
import { contentEditRolesFor, ROLE_LABELS } from "@site/contracts/staff";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { canOpen, homeOf, mayEditContent, roleNames, rolesFor, type ScreenId } from "../roles";
import { useScreen } from "../screen";
import { useMember } from "../session";

export const NOT_AVAILABLE_TITLE = "Not available to your roles";

/** `needed`: the roles it takes, when not all the roles that open `screen` would do. */
export function NotAvailable({
  screen,
  needed = rolesFor(screen),
}: {
  screen: ScreenId;
  needed?: readonly StaffRole[];
}) {
  const heading = useScreen(NOT_AVAILABLE_TITLE);
  const member = useMember();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {NOT_AVAILABLE_TITLE}
      </h1>
      <p>
        This is for members with the role {needed.map((role) => ROLE_LABELS[role].name).join(" or ")}. Your
        roles: {roleNames(member.roles)}.
      </p>
      <p>Ask an admin if your job needs it.</p>
      <p>
        <Link to={homeOf(member.roles)}>Go to your first screen</Link>
      </p>
    </>
  );
}

/** The screen, if the member's roles open it; else the not-available screen. */
export function Allowed({ screen, children }: { screen: ScreenId; children: ReactNode }) {
  const member = useMember();
  return canOpen(member.roles, screen) ? children : <NotAvailable screen={screen} />;
}

/**
 * A document's editor (`content/:type/:id`), if the member's roles edit its type; else the
 * not-available screen naming the roles that do (HR opens the content screen for the job
 * openings alone), rather than an editor whose every request the server refuses.
 */
export function AllowedDocument({ children }: { children: ReactNode }) {
  const { type = "" } = useParams();
  const member = useMember();
  if (!canOpen(member.roles, "content")) return <NotAvailable screen="content" />;
  return mayEditContent(member.roles, type) ? (
    children
  ) : (
    <NotAvailable screen="content" needed={contentEditRolesFor(type)} />
  );
}
