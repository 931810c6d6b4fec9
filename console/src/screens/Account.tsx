// "Your account", every member's: who they are, their roles in words, and their own
// passkeys: add one for another device (named first, so the list says which device is
// which), rename one, remove one they no longer use (after a confirmation; the server
// keeps the last one, so nobody locks themselves out). A device name typed is kept for a
// sign-in (work-kept.ts), and an interrupted rename opens again.

import type { Passkey } from "@site/contracts/staff";
import { ROLE_LABELS, STAFF_API } from "@site/contracts/staff";
import { useRef, useState, type FormEvent } from "react";
import { ApiError, errorMessages } from "../api";
import { formatDateTime } from "../format";
import { refusalProblems, useAction, useFormProblems, useLoad } from "../hooks";
import { addPasskey, ceremonyMessages } from "../passkeys";
import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { DataTable, type Column } from "../ui/DataTable";
import { ErrorSummary, Status } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptNames, useKeptState } from "../work-kept";
import { DeviceNameField } from "./DeviceNameField";
import { deviceNameProblem } from "./device-name";
import { RemovePasskeyDialog, RENAME_PASSKEY_KEPT, RenamePasskeyDialog } from "./PasskeyDialogs";

const passkeyId = (passkey: Passkey) => `passkey-${passkey.ref}`;

function passkeyColumns(
  onRename: (passkey: Passkey) => void,
  onRemove: (passkey: Passkey) => void,
): Column<Passkey>[] {
  return [
    { header: "Device", cell: (passkey) => passkey.name, rowHeader: { id: passkeyId } },
    { header: "Added", cell: (passkey) => formatDateTime(passkey.createdAt) },
    {
      header: "Last used",
      cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : "Never"),
    },
    {
      header: "Actions",
      cell: (passkey) => (
        <div className="row-actions">
          <Button variant="secondary" aria-describedby={passkeyId(passkey)} onClick={() => onRename(passkey)}>
            Rename
          </Button>
          <Button variant="danger" aria-describedby={passkeyId(passkey)} onClick={() => onRemove(passkey)}>
            Remove
          </Button>
        </div>
      ),
    },
  ];
}

/** The name of the new device, then the browser's passkey prompt. */
function AddPasskeyForm({ onAdded }: { onAdded: (passkey: Passkey) => void }) {
  const [name, setName, restored] = useKeptState("account/add-passkey", "");
  const [status, setStatus] = useState("");
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problem = deviceNameProblem(name);
      if (problem) return showProblems({ name: problem }, []);
      setErrors({});
      setGeneral([]);
      setStatus("Waiting for your new passkey…");
      try {
        const passkey = await addPasskey(name.trim());
        setName("");
        setStatus(`Passkey “${passkey.name}” added. You can sign in with it from now on.`);
        onAdded(passkey);
      } catch (error) {
        setStatus("");
        if (error instanceof ApiError) showProblems(...refusalProblems(error, ["name"]));
        else showProblems({}, ceremonyMessages(error));
      }
    });
  };

  const summary = [...general, ...(errors.name ? [errors.name] : [])];
  return (
    <form
      ref={formRef}
      className="form panel"
      aria-labelledby="add-passkey-heading"
      noValidate
      onSubmit={submit}
    >
      <h3 id="add-passkey-heading">Add a passkey</h3>
      <p>Add one on each device you sign in from, so that losing one does not lock you out.</p>
      <ErrorSummary title="The passkey was not added" messages={summary} />
      {restored ? <RestoredNote /> : null}
      <DeviceNameField id="add-passkey-name" value={name} error={errors.name} onChange={setName} />
      <Status message={status} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          Add a passkey
        </Button>
      </div>
    </form>
  );
}

export function Account() {
  const heading = useScreen("Your account");
  const member = useMember();
  const passkeys = useLoad<Passkey[]>(STAFF_API.passkeys);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  // The passkey whose rename was interrupted, if any: its dialog opens once the list is here.
  const [kept] = useKeptNames(RENAME_PASSKEY_KEPT);
  const [resumeRef, setResumeRef] = useState(() => kept?.slice(RENAME_PASSKEY_KEPT.length) ?? null);
  const rename = (passkey: Passkey | null) => {
    setResumeRef(null);
    setRenaming(passkey);
  };
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [status, setStatus] = useState("");
  const listHeading = useRef<HTMLHeadingElement>(null);

  const renamed = (passkey: Passkey) => {
    passkeys.update((list) => list.map((p) => (p.ref === passkey.ref ? passkey : p)));
    rename(null);
    setStatus(`Passkey renamed “${passkey.name}”.`);
  };
  const removed = (passkey: Passkey, alreadyGone: boolean) => {
    passkeys.update((list) => list.filter((p) => p.ref !== passkey.ref));
    setRemoving(null);
    setStatus(
      alreadyGone
        ? `Passkey “${passkey.name}” had already been removed.`
        : `Passkey “${passkey.name}” removed. It no longer signs in.`,
    );
  };

  const list = passkeys.data;
  const renamingNow = renaming ?? list?.find((passkey) => passkey.ref === resumeRef) ?? null;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Your account
      </h1>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{member.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd className="break-anywhere">{member.email}</dd>
        </div>
        <div>
          <dt>Roles</dt>
          <dd>
            {member.roles.length === 0 ? (
              "None yet: ask an admin for the role your job needs."
            ) : (
              <ul className="plain-list">
                {member.roles.map((role) => (
                  <li key={role}>
                    <strong>{ROLE_LABELS[role].name}</strong>: {ROLE_LABELS[role].grants}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <section>
        <h2 id="passkeys-heading" ref={listHeading} tabIndex={-1}>
          Your passkeys
        </h2>
        <Status message={passkeys.loading && !list ? "Loading your passkeys…" : status} />
        <ErrorSummary
          title="Could not load your passkeys"
          messages={passkeys.error ? errorMessages(passkeys.error) : []}
        />
        {list && list.length > 0 ? (
          <DataTable
            label="Your passkeys"
            caption="Your passkeys"
            columns={passkeyColumns(rename, setRemoving)}
            rows={list}
            rowKey={(passkey) => passkey.ref}
          />
        ) : null}
        <AddPasskeyForm
          onAdded={(passkey) =>
            passkeys.update((current) => [...current.filter((p) => p.ref !== passkey.ref), passkey])
          }
        />
      </section>
      <RenamePasskeyDialog passkey={renamingNow} onRenamed={renamed} onClose={() => rename(null)} />
      <RemovePasskeyDialog
        passkey={removing}
        onRemoved={removed}
        onClose={() => setRemoving(null)}
        fallbackFocus={listHeading}
      />
    </>
  );
}
