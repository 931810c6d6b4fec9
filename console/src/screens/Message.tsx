// One message or application with every field as the visitor's form labelled it, and
// the button that marks it handled (or not handled again). Values are shown as text,
// line breaks kept by CSS; nothing a visitor wrote is ever treated as markup.

import type { InboxItem, InboxMessage } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { errorMessages, post } from "../api";
import { formatDateTime, KIND_WORDS } from "../format";
import { useAction, useLoad } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { deliveryWords, handledWords, type FromInbox } from "./Inbox";

function Facts({ message }: { message: InboxMessage }) {
  return (
    <dl className="facts">
      <div>
        <dt>Kind</dt>
        <dd>{KIND_WORDS[message.kind]}</dd>
      </div>
      <div>
        <dt>From</dt>
        <dd className="break-anywhere">{message.email}</dd>
      </div>
      <div>
        <dt>Received</dt>
        <dd>
          <time dateTime={message.receivedAt}>{formatDateTime(message.receivedAt)}</time>
        </dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{deliveryWords(message)}</dd>
      </div>
      <div>
        <dt>Handled</dt>
        <dd>{handledWords(message)}</dd>
      </div>
    </dl>
  );
}

export function Message() {
  const { kind = "", id = "" } = useParams();
  const message = useLoad<InboxMessage>(staffApiPath(STAFF_API.inboxItem, { kind, id }));
  const data = message.data;
  const heading = useScreen(data ? KIND_WORDS[data.kind] : "Message");
  const from = (useLocation().state as FromInbox | null)?.inboxSearch;
  const [busy, run] = useAction();
  const [status, setStatus] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  const toggle = () =>
    run(async () => {
      if (!data) return;
      const handled = data.handledAt === null;
      setProblems([]);
      try {
        const item = await post<InboxItem>(staffApiPath(STAFF_API.inboxHandled, { kind: data.kind, id: data.id }), { handled });
        message.update((current) => ({ ...current, ...item }));
        setStatus(item.handledAt ? "Marked as handled." : "Marked as not handled.");
      } catch (error) {
        setProblems(errorMessages(error));
      }
    });

  return (
    <>
      <p className="back">
        <Link to={from ? `/inbox?${from}` : "/inbox"}>Back to the inbox</Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className="break-anywhere">
        {data ? data.title : "Message"}
      </h1>
      <Status message={message.loading && !data ? "Loading…" : status} />
      <ErrorSummary title="Could not load this item" messages={message.error ? errorMessages(message.error) : []} />
      {data ? (
        <>
          <Facts message={data} />
          <ErrorSummary title="Could not change it" messages={problems} />
          <p>
            <Button busy={busy} onClick={toggle}>
              {data.handledAt ? "Mark as not handled" : "Mark as handled"}
            </Button>
          </p>
          <h2>What was sent</h2>
          <dl className="fields">
            {data.fields.map((field, index) => (
              // Labels may repeat (two links, two files), so the position tells them apart.
              <div key={`${index}-${field.label}`}>
                <dt>{field.label}</dt>
                <dd className="field-value">{field.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </>
  );
}
