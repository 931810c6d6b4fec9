// The dialogs of "Your account" for one of the member's own passkeys. Rename: the device
// name, saved with PATCH, what is typed kept for a sign-in (`account/passkey/<ref>`). Remove: a confirmation first (Cancel has focus, so Enter alone
// removes nothing); the server refuses to remove the last one (409), which is said here.

import type { Passkey } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { type FormEvent, type RefObject } from "react";
import { ApiError, del, patch } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { Dialog } from "../ui/Dialog";
import { SaveOrCancel } from "../ui/FormActions";
import { ErrorSummary } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptState } from "../work-kept";
import { DeviceNameField } from "./DeviceNameField";
import { deviceNameProblem } from "./device-name";

/** The kept name of a rename, by the passkey's ref: the account screen opens its dialog again after a sign-in. */
export const RENAME_PASSKEY_KEPT = "account/passkey/";

function RenameForm({
  passkey,
  onRenamed,
  onCancel,
}: {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onCancel: () => void;
}) {
  const [name, setName, restored] = useKeptState(`${RENAME_PASSKEY_KEPT}${passkey.ref}`, passkey.name);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problem = deviceNameProblem(name);
      if (problem) return showProblems({ name: problem }, []);
      try {
        onRenamed(
          await patch<Passkey>(staffApiPath(STAFF_API.passkey, { ref: passkey.ref }), { name: name.trim() }),
        );
      } catch (error) {
        showProblems(...refusalProblems(error, ["name"]));
      }
    });
  };

  const summary = [...general, ...(errors.name ? [errors.name] : [])];
  return (
    <form ref={formRef} className="form" aria-label="Rename the passkey" noValidate onSubmit={submit}>
      <ErrorSummary title="The passkey was not renamed" messages={summary} />
      {restored ? <RestoredNote /> : null}
      <DeviceNameField id="rename-passkey-name" value={name} error={errors.name} onChange={setName} />
      <SaveOrCancel busy={busy} onCancel={onCancel} />
    </form>
  );
}

export function RenamePasskeyDialog({
  passkey,
  onRenamed,
  onClose,
}: {
  passkey: Passkey | null;
  onRenamed: (passkey: Passkey) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={passkey !== null} title="Rename the passkey" onClose={onClose}>
      {passkey ? <RenameForm passkey={passkey} onRenamed={onRenamed} onCancel={onClose} /> : null}
    </Dialog>
  );
}

export function RemovePasskeyDialog({
  passkey,
  onRemoved,
  onClose,
  fallbackFocus,
}: {
  passkey: Passkey | null;
  onRemoved: (passkey: Passkey, alreadyGone: boolean) => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={passkey !== null}
      title="Remove this passkey?"
      action="Remove passkey"
      failure="The passkey was not removed"
      onConfirm={async () => {
        if (!passkey) return;
        try {
          await del(staffApiPath(STAFF_API.passkey, { ref: passkey.ref }));
          onRemoved(passkey, false);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) onRemoved(passkey, true);
          else throw error;
        }
      }}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
    >
      {passkey ? (
        <p>
          “{passkey.name}” will no longer sign you in, and a session begun with it ends: if you signed in with
          it here, you will be asked to sign in again. Remove a passkey when you no longer have its device.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
