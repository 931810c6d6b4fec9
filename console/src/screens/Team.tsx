// The team, for admins: every member with their roles, passkeys (by device name) and
// invitation; inviting a new colleague; and per member, changing their roles, a new link
// for one who never enrolled (mailed to them like the first, which it replaces), removing
// their access (offboarding) or one lost passkey.
// One's own passkeys and access are not changed here but in "Your account" (the server
// refuses an admin's removal of their own access anyway).

import type { Invitation, StaffSummary } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { errorMessages, post } from "../api";
import { formatDateTime } from "../format";
import { useAction, useLoad } from "../hooks";
import { roleNames } from "../roles";
import { useScreen } from "../screen";
import { useMember, useSession } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { InvitationLink, InviteForm } from "./InviteForm";
import {
  RemoveAccessDialog,
  RemoveMemberPasskeyDialog,
  RolesDialog,
  type MemberPasskey,
} from "./TeamDialogs";

const nameId = (member: StaffSummary) => `member-${member.id}-name`;

/** Whether the member can sign in, in words. */
function accessWords(member: StaffSummary): string {
  if (member.passkeys.length > 0)
    return member.passkeys.length === 1
      ? "Signs in with 1 passkey"
      : `Signs in with ${member.passkeys.length} passkeys`;
  if (member.invitedUntil)
    return `Invited, not enrolled yet: the link works until ${formatDateTime(member.invitedUntil)}`;
  return member.enrolled ? "No access: no passkey left" : "Not enrolled: the invitation expired unused";
}

interface MemberActions {
  onRoles: () => void;
  onNewLink: () => Promise<void>;
  onRemoveAccess: () => void;
  onRemovePasskey: (target: MemberPasskey) => void;
}

function MemberCard({
  member,
  isMe,
  link,
  actions,
}: {
  member: StaffSummary;
  isMe: boolean;
  link: Invitation | null;
  actions: MemberActions;
}) {
  const [busy, run] = useAction();
  const [problems, setProblems] = useState<string[]>([]);
  const newLink = () =>
    run(async () => {
      setProblems([]);
      try {
        await actions.onNewLink();
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });
  return (
    <li className="card">
      <h3 id={nameId(member)} className="item-title">
        {member.name}
        {isMe ? " (you)" : ""}
      </h3>
      <p className="meta">
        <span className="break-anywhere">{member.email}</span>
        <span>Roles: {roleNames(member.roles)}</span>
      </p>
      <dl className="facts">
        <div>
          <dt>Access</dt>
          <dd>{accessWords(member)}</dd>
        </div>
        <div>
          <dt>Open sessions</dt>
          <dd>{member.sessions}</dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"}</dd>
        </div>
        <div>
          <dt>Added</dt>
          <dd>{formatDateTime(member.createdAt)}</dd>
        </div>
      </dl>
      {member.passkeys.length > 0 ? (
        <>
          <h4 className="card-subheading">Passkeys</h4>
          <ul className="passkey-list">
            {member.passkeys.map((passkey) => {
              const id = `member-${member.id}-passkey-${passkey.ref}`;
              return (
                <li key={passkey.ref} className="passkey-item">
                  <span>
                    <strong id={id}>{passkey.name}</strong>
                    <span className="note">
                      {" "}
                      added {formatDateTime(passkey.createdAt)},{" "}
                      {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "never used"}
                    </span>
                  </span>
                  {isMe ? null : (
                    <Button
                      variant="danger"
                      aria-describedby={`${id} ${nameId(member)}`}
                      onClick={() => actions.onRemovePasskey({ member, passkey })}
                    >
                      Remove
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {isMe ? (
            <p className="note">
              Your own passkeys are in <Link to="/account">your account</Link>.
            </p>
          ) : null}
        </>
      ) : null}
      <ErrorSummary title="No new link was made" messages={problems} />
      <div className="actions">
        <Button variant="secondary" aria-describedby={nameId(member)} onClick={actions.onRoles}>
          Change roles
        </Button>
        {member.enrolled ? null : (
          <Button variant="secondary" busy={busy} aria-describedby={nameId(member)} onClick={newLink}>
            New link
          </Button>
        )}
        {isMe ? null : (
          <Button variant="danger" aria-describedby={nameId(member)} onClick={actions.onRemoveAccess}>
            Remove access
          </Button>
        )}
      </div>
      {link ? (
        <InvitationLink
          key={link.link}
          id={`member-${member.id}-link`}
          label={`Enrolment link for ${member.name}`}
          invitation={link}
        />
      ) : null}
    </li>
  );
}

export function Team() {
  const heading = useScreen("Team");
  const me = useMember();
  const { signedIn } = useSession();
  const staff = useLoad<StaffSummary[]>(STAFF_API.staff);
  const [status, setStatus] = useState("");
  const [changingRoles, setChangingRoles] = useState<StaffSummary | null>(null);
  const [removingAccess, setRemovingAccess] = useState<StaffSummary | null>(null);
  const [removingPasskey, setRemovingPasskey] = useState<MemberPasskey | null>(null);
  // The latest new link, shown once in its member's card.
  const [link, setLink] = useState<{ id: string; invitation: Invitation } | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const replace = (member: StaffSummary) =>
    staff.update((list) => list.map((m) => (m.id === member.id ? member : m)));

  const rolesSaved = (member: StaffSummary) => {
    replace(member);
    setChangingRoles(null);
    setStatus(`${member.name} now has the roles: ${roleNames(member.roles)}.`);
    // One's own roles: the navigation and this screen follow at once.
    if (member.id === me.id) signedIn({ id: me.id, email: me.email, name: me.name, roles: member.roles });
  };
  const accessRemoved = (member: StaffSummary) => {
    replace(member);
    setRemovingAccess(null);
    setStatus(`${member.name}'s access was removed: their passkeys, sessions and unused links have ended.`);
  };
  const passkeyRemoved = ({ member, passkey }: MemberPasskey) => {
    setRemovingPasskey(null);
    setStatus(`The passkey “${passkey.name}” of ${member.name} was removed.`);
    staff.reload();
  };
  const newLink = async (member: StaffSummary) => {
    setStatus("");
    const invitation = await post<Invitation>(staffApiPath(STAFF_API.staffInvitation, { id: member.id }));
    setLink({ id: member.id, invitation });
    staff.reload();
  };

  const list = staff.data;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Team
      </h1>
      <section>
        <h2 id="staff-heading" ref={listHeading} tabIndex={-1}>
          Staff
        </h2>
        <Status message={staff.loading && !list ? "Loading the team…" : status} />
        <ErrorSummary
          title="Could not load the team"
          messages={staff.error ? errorMessages(staff.error) : []}
        />
        {list && list.length > 0 ? (
          <ul className="card-list">
            {list.map((member) => (
              <MemberCard
                key={member.id}
                member={member}
                isMe={member.id === me.id}
                link={link?.id === member.id ? link.invitation : null}
                actions={{
                  onRoles: () => setChangingRoles(member),
                  onNewLink: () => newLink(member),
                  onRemoveAccess: () => setRemovingAccess(member),
                  onRemovePasskey: setRemovingPasskey,
                }}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <InviteForm onInvited={staff.reload} />
      <RolesDialog member={changingRoles} onSaved={rolesSaved} onClose={() => setChangingRoles(null)} />
      <RemoveAccessDialog
        member={removingAccess}
        onRemoved={accessRemoved}
        onClose={() => setRemovingAccess(null)}
        fallbackFocus={listHeading}
      />
      <RemoveMemberPasskeyDialog
        target={removingPasskey}
        onRemoved={passkeyRemoved}
        onClose={() => setRemovingPasskey(null)}
        fallbackFocus={listHeading}
      />
    </>
  );
}
