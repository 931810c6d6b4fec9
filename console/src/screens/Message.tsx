// One message or application with every field as the visitor's form labelled it, and
// the button that marks it handled (or not handled again). Values are shown as text,
// line breaks kept by CSS; nothing a visitor wrote is ever treated as markup. A kind the
// member's roles do not read shows the not-available screen. An application's CV (for
// HR) is a plain download link: the session cookie (Path=/staff) goes with
// it, and the server answers it as an attachment, so it is saved, never opened here.

import type { CvSummary, InboxItem, InboxMessage } from "@site/contracts/staff";
import {
  APPLICATION_STATUSES,
  INBOX_KIND_ROLE,
  INBOX_KINDS,
  inboxKindsFor,
  STAFF_API,
  staffApiPath,
} from "@site/contracts/staff";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { errorMessages, post } from "../api";
import { formatBytes, formatDateTime, KIND_WORDS } from "../format";
import { mailtoHref, telHref } from "../mail-links";
import { useAction, useLoad } from "../hooks";
import { hasRole } from "../roles";
import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { ApplicationReview } from "./ApplicationReview";
import { deliveryWords, handledWords, type FromInbox } from "./Inbox";
import { NotAvailable } from "./NotAvailable";

/**
 * The subject of a reply to the visitor: their own subject for a message; for an
 * application, what it was for.
 */
export function replySubject(message: InboxMessage): string {
  if (message.kind === "contact") return `Re: ${message.title}`;
  return message.opening ? `Your application for ${message.opening.title}` : "Your application";
}

/**
 * How the sender's visit began: "/careers, from www.google.com, campaign spring"; "direct"
 * is a visit typed or bookmarked. "Not known" when the form's post said nothing (no
 * script, or storage turned off).
 */
export function cameByWords({ page, source, campaign }: InboxMessage["cameBy"]): string {
  const parts = [
    ...(page ? [page] : []),
    ...(source ? [source === "direct" ? "typed in or bookmarked" : `from ${source}`] : []),
    ...(campaign ? [`campaign ${campaign}`] : []),
  ];
  return parts.length === 0 ? "Not known" : parts.join(", ");
}

/** A field's value, as a link to write to or call when it is an address or a number. */
function FieldValue({ field }: { field: InboxMessage["fields"][number] }) {
  const href =
    field.opens === "mail"
      ? mailtoHref(field.value)
      : field.opens === "phone"
        ? telHref(field.value)
        : undefined;
  return href === undefined ? field.value : <a href={href}>{field.value}</a>;
}

function Facts({ message }: { message: InboxMessage }) {
  return (
    <dl className="facts">
      <div>
        <dt>Kind</dt>
        <dd>{KIND_WORDS[message.kind]}</dd>
      </div>
      <div>
        <dt>From</dt>
        <dd className="break-anywhere">
          <a href={mailtoHref(message.email)}>{message.email}</a>
        </dd>
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
      <div>
        <dt>Came to the site by</dt>
        <dd className="break-anywhere">{cameByWords(message.cameBy)}</dd>
      </div>
      {message.status !== undefined ? (
        <div>
          <dt>Status</dt>
          <dd>{APPLICATION_STATUSES[message.status]}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The kinds of CV the careers form accepts (contracts' CV_KINDS), named as a member knows
 * them. Kept here because CV_KINDS sits beside the form's zod schema, which the console
 * does not load; a kind not listed is shown without a name.
 */
const CV_KIND_WORDS: Record<string, string> = {
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/vnd.oasis.opendocument.text": "OpenDocument text",
};

/** "cv.pdf (120 KB, PDF)": enough to know what the download is before starting it. */
function cvWords(cv: CvSummary): string {
  const kind = CV_KIND_WORDS[cv.mediaType];
  return `${cv.fileName} (${formatBytes(cv.size)}${kind ? `, ${kind}` : ""})`;
}

function Cv({ message }: { message: InboxMessage }) {
  return (
    <div>
      <dt>CV</dt>
      <dd className="break-anywhere">
        {message.cv ? (
          // No file name in `download`: the server's Content-Disposition already names it.
          <a href={staffApiPath(STAFF_API.inboxCv, { id: message.id })} download>
            {cvWords(message.cv)}
          </a>
        ) : (
          "No CV was sent with this application."
        )}
      </dd>
    </div>
  );
}

export function Message() {
  const { kind = "" } = useParams();
  const { roles } = useMember();
  // Another role's kind: said at once, rather than after the server's refusal.
  const known = INBOX_KINDS.find((k) => k === kind);
  return known && !inboxKindsFor(roles).includes(known) ? (
    <NotAvailable screen="inbox" needed={[INBOX_KIND_ROLE[known]]} />
  ) : (
    <MessageScreen />
  );
}

function MessageScreen() {
  const { kind = "", id = "" } = useParams();
  const member = useMember();
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
        const item = await post<InboxItem>(
          staffApiPath(STAFF_API.inboxHandled, { kind: data.kind, id: data.id }),
          { handled },
        );
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
      <ErrorSummary
        title="Could not load this item"
        messages={message.error ? errorMessages(message.error) : []}
      />
      {data ? (
        <>
          <Facts message={data} />
          <ErrorSummary title="Could not change it" messages={problems} />
          <p className="actions">
            <Button busy={busy} onClick={toggle}>
              {data.handledAt ? "Mark as not handled" : "Mark as handled"}
            </Button>
            {/* Opens the member's own mail program: the reply is theirs, sent from their address. */}
            <a className="button button-secondary" href={mailtoHref(data.email, replySubject(data))}>
              Reply by e-mail
            </a>
          </p>
          <h2>What was sent</h2>
          <dl className="fields">
            {data.fields.map((field, index) => (
              // Labels may repeat (two links, two files), so the position tells them apart.
              <div key={`${index}-${field.label}`}>
                <dt>{field.label}</dt>
                <dd className="field-value">
                  <FieldValue field={field} />
                </dd>
              </div>
            ))}
            {data.kind === "application" && hasRole(member, "hr") ? <Cv message={data} /> : null}
          </dl>
          {data.kind === "application" && hasRole(member, "hr") ? (
            // Keyed by the application: another one opened here starts from its own review.
            <ApplicationReview
              key={data.id}
              message={data}
              onSaved={(next) => message.update((current) => ({ ...current, ...next }))}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
