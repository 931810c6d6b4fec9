// The team: every staff member with their passkeys and open sessions, inviting a new
// colleague, and the signed-in member's own passkeys.

import type { StaffSummary } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { ErrorSummary, Status } from "../ui/Messages";
import { TableRegion } from "../ui/TableRegion";
import { InviteForm } from "./InviteForm";
import { Passkeys } from "./Passkeys";

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
          <TableRegion label="Staff">
            <table className="table">
              <caption>Staff members</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">E-mail</th>
                  <th scope="col">Passkeys</th>
                  <th scope="col">Open sessions</th>
                  <th scope="col">Added</th>
                  <th scope="col">Last sign-in</th>
                </tr>
              </thead>
              <tbody>
                {list.map((member) => (
                  <tr key={member.email}>
                    <th scope="row">{member.name}</th>
                    <td>{member.email}</td>
                    <td>{member.passkeys === 0 ? "None yet" : member.passkeys}</td>
                    <td>{member.sessions}</td>
                    <td>{formatDateTime(member.createdAt)}</td>
                    <td>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        ) : null}
      </section>
      <InviteForm onInvited={staff.reload} />
      <Passkeys />
    </>
  );
}
