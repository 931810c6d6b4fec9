// A field made of fields (an object, a list, a choice, a record): a fieldset whose legend
// is its label, with its help and the server's error about it as a whole (a list with too
// few items, two sections with one name). It takes focus from script only: the error
// summary's link to it, or a list's item after the one before it was removed.

import type { ReactNode } from "react";
import { ErrorText, HintText } from "../ui/Field";

export function Group({
  id,
  legend,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={["group", className].filter(Boolean).join(" ")}
      aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="group-legend">{legend}</legend>
      <HintText id={hintId} hint={hint} />
      <ErrorText id={errorId} error={error} />
      {children}
    </fieldset>
  );
}
