// The audit trail: who changed what, when and from where, newest first, read-only. The
// same record the `npm run staff -- audit` command prints.

import type { AuditEntry } from "@site/contracts/staff";
import { STAFF_API, STAFF_LIST_LIMIT } from "@site/contracts/staff";
import { errorMessages } from "../api";
import { formatDateTime, formatDetails } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { ErrorSummary, Status } from "../ui/Messages";
import { DataTable, type Column } from "../ui/DataTable";

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: "When", cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { header: "Who", cell: (entry) => entry.actor },
  { header: "Action", cell: (entry) => entry.action },
  { header: "Subject", cell: (entry) => entry.subject },
  { header: "From address", cell: (entry) => entry.address ?? "Shell" },
  { header: "Details", cell: (entry) => formatDetails(entry.details), className: "cell-wide details" },
];

export function Audit() {
  const heading = useScreen("Audit trail");
  const audit = useLoad<AuditEntry[]>(STAFF_API.audit);
  const list = audit.data;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Audit trail
      </h1>
      <p className="lead">Every change made from this console or the staff commands, newest first. Entries are kept for a year.</p>
      <Status message={audit.loading && !list ? "Loading the audit trail…" : ""} />
      <ErrorSummary title="Could not load the audit trail" messages={audit.error ? errorMessages(audit.error) : []} />
      {list && list.length === 0 ? <p>Nothing has been changed yet.</p> : null}
      {list && list.length > 0 ? (
        <DataTable
          label="Audit trail"
          caption={`Audit trail${list.length >= STAFF_LIST_LIMIT ? `: the newest ${STAFF_LIST_LIMIT} entries` : ""}`}
          columns={AUDIT_COLUMNS}
          rows={list}
          // Two entries may share every field but their position.
          rowKey={(entry, index) => `${index}-${entry.at}`}
        />
      ) : null}
    </>
  );
}
