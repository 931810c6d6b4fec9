// Mail delivery: the outbox that sends the mails of contact messages and applications
// (of the kinds the member's roles read), with each mail's state, to which inbox it goes
// and when (sent, its next attempt, or failed), and a Retry on every mail that gave up (dead).
// A mail that is no longer dead when Retry arrives (409) is explained, and the list reloaded.

import type { DeliveryState, MailKind, OutboxMail } from "@site/contracts/staff";
import { INBOX_KINDS, inboxKindsFor, STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiError, errorMessages, post, withQuery } from "../api";
import { DELIVERY_WORDS, formatDateTime, KIND_WORDS, kindsWords } from "../format";
import { useAction, useLoad } from "../hooks";

import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { DataTable, type Column } from "../ui/DataTable";
import { ChoiceForm } from "../ui/ChoiceForm";

const STATES = Object.keys(DELIVERY_WORDS) as DeliveryState[];
const isState = (value: string | null): value is DeliveryState => STATES.includes(value as DeliveryState);
const STATE_CHOICES = [
  ["", "Every state"],
  ...STATES.map((value) => [value, DELIVERY_WORDS[value]] as const),
] as const;

function RetryButton({
  entry,
  onDone,
}: {
  entry: OutboxMail;
  onDone: (entry: OutboxMail | null, error?: unknown) => void;
}) {
  const [busy, run] = useAction();
  const retry = () =>
    run(async () => {
      try {
        onDone(await post<OutboxMail>(staffApiPath(STAFF_API.outboxRetry, { id: entry.id })));
      } catch (error) {
        onDone(null, error);
      }
    });
  return (
    <Button variant="secondary" busy={busy} aria-describedby={`mail-${entry.id}`} onClick={retry}>
      Retry
    </Button>
  );
}

/**
 * Who a mail without a staff inbox goes to, by its kind (the server names no address for
 * it): a new kind of mail is one line here; until then it goes to “its addressee”.
 */
const ADDRESSEE_WORDS: Partial<Record<string, string>> = {
  invitation: "The invited colleague",
};

/** What a kind of mail is called; a kind this console does not know yet reads as “Mail”. */
const kindWords = (kind: string) => (Object.hasOwn(KIND_WORDS, kind) ? KIND_WORDS[kind as MailKind] : "Mail");

/** Where the mail went: the staff inbox it was sent to, or its addressee. */
export const recipientWords = (entry: Pick<OutboxMail, "kind" | "to">): string =>
  entry.to ?? ADDRESSEE_WORDS[entry.kind] ?? "Its addressee";

const attemptsWords = (attempts: number) => (attempts === 1 ? "1 attempt" : `${attempts} attempts`);

/** When, as its state says it: sent at, the next attempt, or failed after how many. */
export function deliveryWhen(entry: OutboxMail): string {
  switch (entry.state) {
    case "sent":
      return entry.sentAt ? `Sent ${formatDateTime(entry.sentAt)}` : "Sent";
    case "sending":
      return `Being sent now, after ${attemptsWords(entry.attempts)}`;
    case "dead":
      return `Failed after ${attemptsWords(entry.attempts)}, not tried again`;
    case "pending":
      return entry.attempts === 0
        ? `To be sent ${formatDateTime(entry.nextAttemptAt)}`
        : `Next attempt ${formatDateTime(entry.nextAttemptAt)}, after ${attemptsWords(entry.attempts)}`;
    default:
      return "";
  }
}

/**
 * The outbox's columns, which fit a 1280 px screen and stack on a phone; a dead mail's
 * row has Retry, which reports to `retried`.
 */
function outboxColumns(retried: (entry: OutboxMail | null, error?: unknown) => void): Column<OutboxMail>[] {
  return [
    {
      header: "Mail",
      // Retry's description points here: the button says which mail it sends again.
      rowHeader: { id: (entry) => `mail-${entry.id}` },
      // A form's mail leads to its message; another kind has no page of its own here.
      cell: (entry) =>
        (INBOX_KINDS as readonly string[]).includes(entry.kind) ? (
          <Link to={`/inbox/${entry.kind}/${encodeURIComponent(entry.messageId)}`}>
            Mail {entry.id}: {kindWords(entry.kind)}
          </Link>
        ) : (
          `Mail ${entry.id}: ${kindWords(entry.kind)}`
        ),
    },
    { header: "To", cell: recipientWords, className: "cell-wrap" },
    {
      header: "State",
      cell: (entry) => <span className={`state state-${entry.state}`}>{DELIVERY_WORDS[entry.state]}</span>,
    },
    { header: "When", cell: deliveryWhen, className: "cell-wrap" },
    { header: "Queued", cell: (entry) => formatDateTime(entry.createdAt), className: "cell-wrap" },
    { header: "Last error", cell: (entry) => entry.lastError ?? "", className: "cell-wide" },
    {
      header: "Action",
      cell: (entry) => (entry.state === "dead" ? <RetryButton entry={entry} onDone={retried} /> : null),
    },
  ];
}

export function Mail() {
  const heading = useScreen("Mail delivery");
  const kinds = inboxKindsFor(useMember().roles);
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const state = isState(stateParam) ? stateParam : "";
  const outbox = useLoad<OutboxMail[]>(withQuery(STAFF_API.outbox, { state }));
  const [status, setStatus] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  const retried = (entry: OutboxMail | null, error?: unknown) => {
    if (entry) {
      setProblems([]);
      outbox.update((list) => list.map((e) => (e.id === entry.id ? entry : e)));
      setStatus(`Mail ${entry.id} is queued to be sent again.`);
      return;
    }
    setStatus("");
    setProblems(errorMessages(error));
    if (error instanceof ApiError && error.status === 409) outbox.reload();
  };

  const list = outbox.data;
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Mail delivery
      </h1>
      <p className="lead">
        {kindsWords(kinds)} are mailed to the team as they arrive. A mail that failed for good can be sent
        again.
      </p>
      <ChoiceForm
        key={state}
        name="Filter mails"
        id="mail-state"
        label="State"
        choices={STATE_CHOICES}
        value={state}
        onChoose={(chosen) => {
          const next = isState(chosen) ? chosen : "";
          return next === state ? outbox.reload() : setParams(next ? { state: next } : {});
        }}
      />
      <Status message={outbox.loading && !list ? "Loading the outbox…" : status} />
      <ErrorSummary title="Could not send it again" messages={problems} />
      <ErrorSummary
        title="Could not load the outbox"
        messages={outbox.error ? errorMessages(outbox.error) : []}
      />
      {list && list.length === 0 ? (
        <p>No mails{state ? ` in the state “${DELIVERY_WORDS[state]}”` : ""}.</p>
      ) : null}
      {list && list.length > 0 ? (
        <DataTable
          label="Outbox"
          caption={`Outbox${state ? `: ${DELIVERY_WORDS[state]}` : ""}`}
          columns={outboxColumns(retried)}
          rows={list}
          rowKey={(entry) => entry.id}
          stacked
        />
      ) : null}
    </>
  );
}
