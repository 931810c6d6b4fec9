// A passkey's device name as the member types it, checked as the server checks it
// (trimmed, 1 to PASSKEY_NAME_MAX_LENGTH characters), before a request or a passkey
// prompt starts.

import { PASSKEY_NAME_MAX_LENGTH } from "@site/contracts/staff";

export const DEVICE_NAME_HINT = `The device or key that holds it, like “Work laptop” or “Phone”: up to ${PASSKEY_NAME_MAX_LENGTH} characters.`;

/** The problem with `name`, or undefined when it will do. */
export function deviceNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === "") return "Give the device a name, like “Work laptop”.";
  if (trimmed.length > PASSKEY_NAME_MAX_LENGTH)
    return `Shorten the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer.`;
  return undefined;
}
