// The roles as checkboxes, each with what it grants (contracts' ROLE_LABELS): in the
// invitation form and the dialog that changes a member's roles. A fieldset with a legend;
// its error is read with every checkbox, and the first checkbox takes focus when the
// form is sent with a problem.

import type { StaffRole } from "@site/contracts/staff";
import { ROLE_LABELS, STAFF_ROLES } from "@site/contracts/staff";

export interface RoleChoicesProps {
  idPrefix: string;
  legend: string;
  roles: readonly StaffRole[];
  error?: string | undefined;
  onChange: (roles: StaffRole[]) => void;
}

export function RoleChoices({ idPrefix, legend, roles, error, onChange }: RoleChoicesProps) {
  const errorId = error ? `${idPrefix}-roles-error` : undefined;
  const toggle = (role: StaffRole, on: boolean) =>
    onChange(STAFF_ROLES.filter((r) => (r === role ? on : roles.includes(r))));
  return (
    <fieldset className="field choices">
      <legend className="field-label">{legend}</legend>
      {error ? (
        <p id={errorId} className="field-error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {STAFF_ROLES.map((role) => {
        const id = `${idPrefix}-role-${role}`;
        return (
          <div key={role} className="choice">
            <input
              id={id}
              className="checkbox"
              type="checkbox"
              name="roles"
              value={role}
              checked={roles.includes(role)}
              aria-invalid={error ? true : undefined}
              aria-describedby={[errorId, `${id}-grants`].filter(Boolean).join(" ")}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <label htmlFor={id} className="choice-label">
              {ROLE_LABELS[role].name}
            </label>
            <p id={`${id}-grants`} className="field-hint choice-hint">
              {ROLE_LABELS[role].grants}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
