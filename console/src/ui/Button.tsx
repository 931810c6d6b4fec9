// The console's button. While its request runs it is `aria-disabled` (not `disabled`,
// which would throw keyboard focus out of it) and shows a spinner; clicks then do
// nothing, and the form's own busy guard (useAction) stops Enter from sending twice.

import type { ButtonHTMLAttributes, MouseEvent, Ref } from "react";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  variant?: "primary" | "secondary" | "danger";
}

export function Button({
  busy = false,
  variant = "primary",
  className,
  onClick,
  type = "button",
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={["button", `button-${variant}`, className].filter(Boolean).join(" ")}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    />
  );
}
