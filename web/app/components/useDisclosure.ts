import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";

/**
 * State and wiring of a disclosure (a button that shows and hides a panel): the button's
 * ARIA attributes, closing when `resetKey` changes (a new page), and Escape pressed
 * inside `container` closing it and returning focus to the button. The innermost open
 * disclosure takes the Escape, so a dropdown inside the mobile menu closes alone.
 */
export function useDisclosure(resetKey: unknown) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [resetKey]);

  const button = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((value) => !value),
  };

  const container = {
    onKeyDown: (event: KeyboardEvent) => {
      if (!open || event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };

  return { open, setOpen, panelId, button, container };
}
