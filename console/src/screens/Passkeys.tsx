// The signed-in member's own passkeys, and "Add a passkey" for another device (a phone,
// a security key), so losing one device does not lock them out.

import type { Passkey } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { useState } from "react";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import { useAction, useLoad } from "../hooks";
import { addPasskey, ceremonyMessages } from "../passkeys";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { DataTable, type Column } from "../ui/DataTable";

const PASSKEY_COLUMNS: Column<Passkey>[] = [
  { header: "Added", cell: (passkey) => formatDateTime(passkey.createdAt) },
  { header: "Last used", cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : "Never") },
];

export function Passkeys() {
  const passkeys = useLoad<Passkey[]>(STAFF_API.passkeys);
  const [busy, run] = useAction();
  const [status, setStatus] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  const add = () =>
    run(async () => {
      setProblems([]);
      setStatus("Waiting for your new passkey…");
      try {
        const passkey = await addPasskey();
        passkeys.update((list) => [...list.filter((p) => p.id !== passkey.id), passkey]);
        setStatus("Passkey added. You can sign in with it from now on.");
      } catch (error) {
        setStatus("");
        setProblems(ceremonyMessages(error));
      }
    });

  const list = passkeys.data;
  return (
    <section>
      <h2 id="passkeys-heading">Your passkeys</h2>
      <p>Add a passkey on each device you sign in from, so that losing one does not lock you out.</p>
      <ErrorSummary title="Could not load your passkeys" messages={passkeys.error ? errorMessages(passkeys.error) : []} />
      {list && list.length > 0 ? (
        <DataTable label="Your passkeys" caption="Your passkeys" columns={PASSKEY_COLUMNS} rows={list} rowKey={(passkey) => passkey.id} />
      ) : null}
      <ErrorSummary title="The passkey was not added" messages={problems} />
      <Status message={status} />
      <p>
        <Button busy={busy} onClick={add}>
          Add a passkey
        </Button>
      </p>
    </section>
  );
}
