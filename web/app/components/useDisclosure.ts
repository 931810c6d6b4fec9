import { useEffect, useId, useRef, useState } from "react";

/**
 * State and wiring of a disclosure (a button that shows and hides a panel): the button's
 * ARIA attributes, closing when `resetKey` changes (a new page), and Escape pressed
 * inside `container` closing it and returning focus to the button. The innermost open
 * disclosure takes the Escape, so a dropdown inside the mobile menu closes alone.
 * Spread `button` on the button and `container` (a ref) on the element around both.
 */
export function useDisclosure<C extends HTMLElement = HTMLElement>(resetKey: unknown) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(resetKey);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<C>(null);
  const panelId = useId();

  // A new page closes it: adjusted while rendering, so the old page's panel never shows.
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setOpen(false);
  }

  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    container.addEventListener("keydown", onKeyDown);
    return () => container.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const button = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => setOpen((value) => !value),
  };

  return { open, setOpen, panelId, button, container: { ref: containerRef } };
}
