// A confirmation before something that cannot be undone (removing an event, a passkey, a
// colleague's access) or that visitors see at once (publishing): what will happen, the
// button that does it, and Cancel, which has focus when it opens, so Enter alone changes
// nothing (a dialog that asks for a note gives its field focus instead). A refusal of the
// server is shown in the dialog, which stays open. A dialog that must learn what will
// happen before it can say so offers its button only once it knows (`canConfirm`).

import { useRef, useState, type ReactNode, type RefObject } from "react";
import { errorMessages } from "../api";
import { useAction } from "../hooks";
import { Button, type ButtonProps } from "./Button";
import { Dialog } from "./Dialog";
import { ErrorSummary } from "./Messages";

/** A confirmation: what will happen, the dangerous button, and Cancel (focused). */
export function ConfirmDialog({
  open,
  title,
  action,
  failure,
  onConfirm,
  onClose,
  fallbackFocus,
  initialFocus,
  variant = "danger",
  cancel = "Cancel",
  canConfirm = true,
  children,
}: {
  open: boolean;
  title: string;
  action: string;
  failure: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
  /** What has focus when it opens: Cancel unless the dialog asks for something. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The action's look: danger for what cannot be undone. */
  variant?: ButtonProps["variant"];
  /** The words of the button that changes nothing. */
  cancel?: string;
  /** False while the dialog cannot yet say what will happen: its action is not offered. */
  canConfirm?: boolean;
  children: ReactNode;
}) {
  const [busy, run] = useAction();
  const [problems, setProblems] = useState<string[]>([]);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setProblems([]);
    onClose();
  };
  const confirm = () =>
    run(async () => {
      setProblems([]);
      try {
        await onConfirm();
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });

  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      busy={busy}
      initialFocus={initialFocus ?? cancelRef}
      fallbackFocus={fallbackFocus}
    >
      {open ? (
        <>
          {children}
          <ErrorSummary title={failure} messages={problems} />
          <div className="actions">
            {canConfirm ? (
              <Button variant={variant} busy={busy} onClick={confirm}>
                {action}
              </Button>
            ) : null}
            <Button ref={cancelRef} variant="secondary" onClick={close}>
              {cancel}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
