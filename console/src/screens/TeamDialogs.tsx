// The Team screen's dialogs for one colleague: change their roles, remove their access
// (offboarding: every passkey, session and unused link at once), remove one passkey of
// theirs (a lost device). The two removals ask first, naming the colleague and the device;
// Cancel has focus when they open, so Enter alone removes nothing. The server's refusals
// (the last admin, one's own account) are shown in the dialog.

import type { Passkey, StaffRole, StaffSummary } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useState, type FormEvent, type RefObject } from "react";
import { del, post, put } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Dialog } from "../ui/Dialog";
import { SaveOrCancel } from "../ui/FormActions";
import { ErrorSummary } from "../ui/Messages";
import { RoleChoices } from "./RoleChoices";

function RolesForm({
  member,
  onSaved,
  onCancel,
}: {
  member: StaffSummary;
  onSaved: (member: StaffSummary) => void;
  onCancel: () => void;
}) {
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      try {
        onSaved(await put<StaffSummary>(staffApiPath(STAFF_API.staffRoles, { id: member.id }), { roles }));
      } catch (error) {
        showProblems(...refusalProblems(error, ["roles"]));
      }
    });
  };

  const summary = [...general, ...(errors.roles ? [errors.roles] : [])];
  return (
    <form ref={formRef} className="form" aria-label={`Roles of ${member.name}`} noValidate onSubmit={submit}>
      <ErrorSummary title="The roles were not changed" messages={summary} />
      <RoleChoices
        idPrefix="change"
        legend={`Roles of ${member.name}`}
        roles={roles}
        error={errors.roles}
        onChange={setRoles}
      />
      <p className="note">Without a role, a member sees only their own account.</p>
      <SaveOrCancel busy={busy} label="Save roles" onCancel={onCancel} />
    </form>
  );
}

export function RolesDialog({
  member,
  onSaved,
  onClose,
}: {
  member: StaffSummary | null;
  onSaved: (member: StaffSummary) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={member !== null} title="Change roles" onClose={onClose}>
      {member ? <RolesForm member={member} onSaved={onSaved} onCancel={onClose} /> : null}
    </Dialog>
  );
}

export function RemoveAccessDialog({
  member,
  onRemoved,
  onClose,
  fallbackFocus,
}: {
  member: StaffSummary | null;
  onRemoved: (member: StaffSummary) => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={member !== null}
      title={member ? `Remove ${member.name}'s access?` : ""}
      action="Remove access"
      failure="Their access was not removed"
      onConfirm={async () => {
        if (member)
          onRemoved(await post<StaffSummary>(staffApiPath(STAFF_API.staffRemoval, { id: member.id })));
      }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {member ? (
        <p>
          {member.name} ({member.email}) can no longer use the console, from now on: every passkey of theirs
          is removed, their open sessions end, and so do the unused invitation links they have or have made.
          The account stays, so the audit trail still names them; the shell can invite them again.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

export interface MemberPasskey {
  member: StaffSummary;
  passkey: Passkey;
}

export function RemoveMemberPasskeyDialog({
  target,
  onRemoved,
  onClose,
  fallbackFocus,
}: {
  target: MemberPasskey | null;
  onRemoved: (target: MemberPasskey) => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      title="Remove this passkey?"
      action="Remove passkey"
      failure="The passkey was not removed"
      onConfirm={async () => {
        if (!target) return;
        await del(staffApiPath(STAFF_API.staffPasskey, { id: target.member.id, ref: target.passkey.ref }));
        onRemoved(target);
      }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {target ? (
        <p>
          The passkey “{target.passkey.name}” of {target.member.name} will no longer sign them in, and the
          sessions begun with it end. Their other passkeys keep working.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
