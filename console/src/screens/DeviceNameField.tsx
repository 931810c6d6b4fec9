// The device-name field of a passkey, as enrolment, "Add a passkey" and "Rename" ask for
// it: one text input, its hint, the server's length limit, its problem beside it.

import { PASSKEY_NAME_MAX_LENGTH } from "@site/contracts/staff";
import { Field } from "../ui/Field";
import { DEVICE_NAME_HINT } from "./device-name";

export function DeviceNameField({
  id,
  label = "Device name",
  required = true,
  value,
  error,
  onChange,
}: {
  id: string;
  label?: string;
  required?: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={DEVICE_NAME_HINT} error={error}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="text"
          name="name"
          autoComplete="off"
          required={required}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
