// The two live regions of a form or screen. ErrorSummary is role="alert": the problems
// with what was sent, announced at once and listed in text. Status is role="status":
// saved, removed, uploading, announced politely. Both stay in the page while empty, so
// screen readers already watch them when a message arrives.

export function ErrorSummary({
  messages,
  title = "There is a problem",
}: {
  messages: readonly string[];
  title?: string | null;
}) {
  const list =
    messages.length === 1 ? (
      <p className="alert-text">{messages[0]}</p>
    ) : (
      <ul className="alert-list">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  return (
    <div role="alert" className={messages.length > 0 ? "alert" : "alert-empty"}>
      {messages.length > 0 ? (
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
