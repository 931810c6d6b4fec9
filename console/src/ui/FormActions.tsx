// The buttons that end a form in a dialog: the submit button (busy while it runs) and
// Cancel, which closes the dialog and changes nothing.

import { Button } from "./Button";

export function SaveOrCancel({
  busy,
  label = "Save",
  onCancel,
}: {
  busy: boolean;
  label?: string;
  onCancel: () => void;
}) {
  return (
    <div className="actions">
      <Button type="submit" busy={busy}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
