// The two live regions of a form or screen. ErrorSummary is role="alert": the problems
// with what was sent, announced at once and listed in text, each problem of a field a
// link that moves focus to it. Status is role="status": saved, removed, uploading,
// announced politely. Both stay in the page while empty, so screen readers already watch
// them when a message arrives.

import type { MouseEvent } from "react";

/** A problem of one field: its message and the id of the control (or group) to focus. */
export interface FieldProblem {
  message: string;
  target: string;
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, target: string) {
  // Focus the field without adding #id to the address (the router owns the URL).
  event.preventDefault();
  document.getElementById(target)?.focus();
}

export function ErrorSummary({
  messages,
  links = [],
  title = "There is a problem",
}: {
  messages: readonly string[];
  /** Problems of fields, listed after the others as links to their fields. */
  links?: readonly FieldProblem[];
  title?: string | null;
}) {
  const count = messages.length + links.length;
  const list =
    count === 1 && messages.length === 1 ? (
      <p className="alert-text">{messages[0]}</p>
    ) : (
      <ul className="alert-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {links.map((link, index) => (
          <li key={`${index}-${link.target}`}>
            <a href={`#${link.target}`} onClick={(event) => focusTarget(event, link.target)}>
              {link.message}
            </a>
          </li>
        ))}
      </ul>
    );
  return (
    <div role="alert" className={count > 0 ? "alert" : "alert-empty"}>
      {count > 0 ? (
        <>
          {title ? <p className="alert-title">{title}</p> : null}
          {list}
        </>
      ) : null}
    </div>
  );
}

export function Status({ message }: { message: string }) {
  return (
    <div role="status" className={message ? "status" : "status-empty"}>
      {message}
    </div>
  );
}
