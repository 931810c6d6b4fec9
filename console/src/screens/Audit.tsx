// The audit trail: who changed what, when and from where, newest first, read-only. The
// same record the `npm run staff -- audit` command prints.

import type { AuditEntry } from "@site/contracts/staff";
import { STAFF_API, STAFF_LIST_LIMIT } from "@site/contracts/staff";
import { errorMessages } from "../api";
import { formatDateTime, formatDetails } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { ErrorSummary, Status } from "../ui/Messages";
import { TableRegion } from "../ui/TableRegion";

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
        <TableRegion label="Audit trail">
          <table className="table">
            <caption>
              Audit trail{list.length >= STAFF_LIST_LIMIT ? `: the newest ${STAFF_LIST_LIMIT} entries` : ""}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">From address</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {list.map((entry, index) => (
                // Two entries may share every field but their position.
                <tr key={`${index}-${entry.at}`}>
                  <td>
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>{entry.subject}</td>
                  <td>{entry.address ?? "Shell"}</td>
                  <td className="cell-wide details">{formatDetails(entry.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : null}
    </>
  );
}
