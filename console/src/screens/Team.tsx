// The team: every staff member with their passkeys and open sessions, inviting a new
// colleague, and the signed-in member's own passkeys.

import type { StaffSummary } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { ErrorSummary, Status } from "../ui/Messages";
import { DataTable, type Column } from "../ui/DataTable";
import { InviteForm } from "./InviteForm";
import { Passkeys } from "./Passkeys";

const STAFF_COLUMNS: Column<StaffSummary>[] = [
  { header: "Name", cell: (member) => member.name, rowHeader: {} },
  { header: "E-mail", cell: (member) => member.email },
  { header: "Passkeys", cell: (member) => (member.passkeys === 0 ? "None yet" : member.passkeys) },
  { header: "Open sessions", cell: (member) => member.sessions },
  { header: "Added", cell: (member) => formatDateTime(member.createdAt) },
  { header: "Last sign-in", cell: (member) => (member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never") },
];

export function Team() {
  const heading = useScreen("Team");
  const staff = useLoad<StaffSummary[]>(STAFF_API.staff);
  const list = staff.data;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Team
      </h1>
      <section>
        <h2 id="staff-heading">Staff</h2>
        <Status message={staff.loading && !list ? "Loading the team…" : ""} />
        <ErrorSummary title="Could not load the team" messages={staff.error ? errorMessages(staff.error) : []} />
        {list && list.length > 0 ? (
          <DataTable
            label="Staff"
            caption="Staff members"
            columns={STAFF_COLUMNS}
            rows={list}
            rowKey={(member) => member.email}
          />
        ) : null}
      </section>
      <InviteForm onInvited={staff.reload} />
      <Passkeys />
    </>
  );
}
