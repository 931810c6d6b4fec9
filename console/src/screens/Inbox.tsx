// The inbox: contact messages (marketing's) and job applications (HR's), newest first,
// searchable through everything they say (names, addresses, what was written) and
// filtered by kind (the kinds the member's roles read, no other), by handled or not, and
// by when they came ("yesterday" is the member's own yesterday). Each application says
// the job opening it is for and where HR has got with it, and HR may keep those of one
// opening (or of none), or of one status. Every choice applies as it is made; the search
// box, with its button. The search lives in the address
// (?q=&kind=&opening=&status=&handled=&received=), so going back from a message returns
// to the same results.

import type {
  ApplicationStatus,
  InboxHandled,
  InboxItem,
  InboxKind,
  InboxOpening,
} from "@site/contracts/staff";
import {
  APPLICATION_STATUSES,
  INBOX_OPEN_APPLICATIONS,
  isApplicationStatus,
  isInboxHandled,
  OPEN_APPLICATION,
  inboxKindsFor,
  INBOX_QUERY_MAX_LENGTH,
  STAFF_API,
  STAFF_LIST_LIMIT,
} from "@site/contracts/staff";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessages, withQuery } from "../api";
import { DELIVERY_WORDS, formatDateTime, KIND_PLURAL_WORDS, KIND_WORDS, kindsWords } from "../format";
import { useLoad } from "../hooks";
import { isReceivedChoice, RECEIVED_CHOICES, receivedRange, type ReceivedChoice } from "../inbox-dates";

import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";

/** "Handled by Priya N on 3 May 2025, 14:05", or "Not handled yet". */
export function handledWords(item: InboxItem): string {
  if (!item.handledAt) return "Not handled yet";
  return `Handled${item.handledBy ? ` by ${item.handledBy}` : ""} on ${formatDateTime(item.handledAt)}`;
}

export function deliveryWords(item: InboxItem): string {
  return item.delivery ? `Mail: ${DELIVERY_WORDS[item.delivery]}` : "Mail: none";
}

/**
 * "For Java Developer" (its title when the applicant applied), or "Open application:
 * Report Developer" with the position the applicant typed.
 */
export const openingWords = (opening: NonNullable<InboxItem["opening"]> | null, position = "") =>
  opening !== null
    ? `For ${opening.title}`
    : position
      ? `${OPEN_APPLICATION}: ${position}`
      : OPEN_APPLICATION;

/** "Status: Shortlisted". */
export const statusWords = (status: ApplicationStatus) => `Status: ${APPLICATION_STATUSES[status]}`;

/** What a message's "Back to the inbox" link returns to: the search it was opened from. */
export interface FromInbox {
  inboxSearch: string;
}

function InboxEntry({ item, search }: { item: InboxItem; search: string }) {
  return (
    <li className="card">
      <h3 className="item-title">
        <Link
          to={`/inbox/${item.kind}/${encodeURIComponent(item.id)}`}
          state={{ inboxSearch: search } satisfies FromInbox}
        >
          {item.title}
        </Link>
      </h3>
      <p className="meta">
        <span>{KIND_WORDS[item.kind]}</span>
        {item.opening !== undefined ? <span>{openingWords(item.opening, item.position)}</span> : null}
        <span className="break-anywhere">{item.email}</span>
        <span>
          Received <time dateTime={item.receivedAt}>{formatDateTime(item.receivedAt)}</time>
        </span>
      </p>
      <p className="meta">
        <span className={`state state-${item.delivery ?? "none"}`}>{deliveryWords(item)}</span>
        <span className={item.handledAt ? "state state-handled" : "state state-open"}>
          {handledWords(item)}
        </span>
        {item.status !== undefined ? (
          <span className={`state state-review-${item.status}`}>{statusWords(item.status)}</span>
        ) : null}
      </p>
    </li>
  );
}

/** What the inbox is asked: the search, the kind shown, the opening ("" for any), handled or not, when received. */
interface InboxSearch {
  q: string;
  kind: InboxKind | "";
  opening: string;
  status: ApplicationStatus | "";
  handled: InboxHandled | "";
  received: ReceivedChoice;
  /** A range's first and last days (YYYY-MM-DD), with `received` "range". */
  from: string;
  to: string;
}

const STATUS_CHOICES: Record<ApplicationStatus | "", string> = { "": "Any status", ...APPLICATION_STATUSES };

const HANDLED_CHOICES: Record<InboxHandled | "", string> = {
  "": "Handled or not",
  no: "Not handled yet",
  yes: "Handled",
};

/** A choice among fixed words, applied as it changes. */
function ChoiceField({
  id,
  label,
  choices,
  value,
  onChoose,
}: {
  id: string;
  label: string;
  choices: Record<string, string>;
  value: string;
  onChoose: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChoose(event.target.value)}
        >
          {Object.entries(choices).map(([choice, words]) => (
            <option key={choice} value={choice}>
              {words}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A day (YYYY-MM-DD) of a range, applied as it changes. */
function DayField({
  id,
  label,
  value,
  onDay,
}: {
  id: string;
  label: string;
  value: string;
  onDay: (day: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="date"
          value={value}
          onChange={(event) => onDay(event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * The search box applies with its button (or Enter); every other choice applies as it
 * changes. The form stays mounted meanwhile, so focus stays on the choice just made.
 */
function SearchForm({
  search,
  kinds,
  openings,
  onSearch,
}: {
  search: InboxSearch;
  kinds: readonly InboxKind[];
  /** The openings applications name; undefined when the member reads no applications. */
  openings: readonly InboxOpening[] | undefined;
  onSearch: (search: InboxSearch) => void;
}) {
  const [query, setQuery] = useState(search.q);
  // Back and Forward bring another search: the box shows it (adjusted while rendering, as
  // React advises for state that follows a prop).
  const [searched, setSearched] = useState(search.q);
  if (searched !== search.q) {
    setSearched(search.q);
    setQuery(search.q);
  }
  const isKind = (value: string): value is InboxKind => kinds.includes(value as InboxKind);
  // Contact messages name no opening: the choice is there while applications may be shown.
  const byOpening = openings !== undefined && search.kind !== "contact";
  const apply = (change: Partial<InboxSearch>) => {
    const next = { ...search, q: query.trim(), ...change };
    const contactOnly = next.kind === "contact";
    onSearch({ ...next, opening: contactOnly ? "" : next.opening, status: contactOnly ? "" : next.status });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({});
  };
  const { opening } = search;
  // An opening in the address that no application names (an old link) is still the one asked.
  const listed = openings?.some((known) => known.id === opening) ?? false;
  return (
    <form role="search" className="search-form" aria-label="Inbox" onSubmit={submit}>
      <Field
        id="inbox-query"
        label="Search"
        hint="A name, an address, a number, or words from what they wrote"
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            name="q"
            maxLength={INBOX_QUERY_MAX_LENGTH}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      <div className="search-submit">
        <Button type="submit">Search</Button>
      </div>
      {/* A choice only for a member who reads both kinds. */}
      {kinds.length > 1 ? (
        <Field id="inbox-kind" label="Show">
          {(control) => (
            <select
              {...control}
              className="input"
              name="kind"
              value={search.kind}
              onChange={(event) => apply({ kind: isKind(event.target.value) ? event.target.value : "" })}
            >
              <option value="">Messages and applications</option>
              {kinds.map((value) => (
                <option key={value} value={value}>
                  {KIND_PLURAL_WORDS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {byOpening ? (
        <Field id="inbox-opening" label="Job opening">
          {(control) => (
            <select
              {...control}
              className="input"
              name="opening"
              value={opening}
              onChange={(event) => apply({ opening: event.target.value })}
            >
              <option value="">Any, or none</option>
              <option value={INBOX_OPEN_APPLICATIONS}>Open applications</option>
              {openings.map((known) => (
                <option key={known.id} value={known.id}>
                  {`${known.title} (${known.applications})`}
                </option>
              ))}
              {opening !== "" && opening !== INBOX_OPEN_APPLICATIONS && !listed ? (
                <option value={opening}>{opening}</option>
              ) : null}
            </select>
          )}
        </Field>
      ) : null}
      {byOpening ? (
        <ChoiceField
          id="inbox-status"
          label="Status"
          choices={STATUS_CHOICES}
          value={search.status}
          onChoose={(value) => apply({ status: isApplicationStatus(value) ? value : "" })}
        />
      ) : null}
      <ChoiceField
        id="inbox-handled"
        label="Handled"
        choices={HANDLED_CHOICES}
        value={search.handled}
        onChoose={(value) => apply({ handled: isInboxHandled(value) ? value : "" })}
      />
      <ChoiceField
        id="inbox-received"
        label="Received"
        choices={RECEIVED_CHOICES}
        value={search.received}
        onChoose={(value) => apply({ received: isReceivedChoice(value) ? value : "" })}
      />
      {search.received === "range" ? (
        <>
          <DayField
            id="inbox-from"
            label="From (first day)"
            value={search.from}
            onDay={(from) => apply({ from })}
          />
          <DayField id="inbox-to" label="To (last day)" value={search.to} onDay={(to) => apply({ to })} />
        </>
      ) : null}
    </form>
  );
}

export function Inbox() {
  const heading = useScreen("Inbox");
  const [params, setParams] = useSearchParams();
  const kinds = inboxKindsFor(useMember().roles);
  const q = params.get("q") ?? "";
  const kindParam = params.get("kind");
  // A kind the member does not read (an old link) is left out: the server would refuse it.
  const kind = kinds.find((known) => known === kindParam) ?? "";
  // So is an opening for a member who reads no applications, or with contact messages alone.
  const readsApplications = kinds.includes("application");
  const byApplication = readsApplications && kind !== "contact";
  const opening = byApplication ? (params.get("opening") ?? "") : "";
  const statusParam = byApplication ? (params.get("status") ?? "") : "";
  const status = isApplicationStatus(statusParam) ? statusParam : "";
  const handledParam = params.get("handled") ?? "";
  const handled = isInboxHandled(handledParam) ? handledParam : "";
  const receivedParam = params.get("received") ?? "";
  const received = isReceivedChoice(receivedParam) ? receivedParam : "";
  const days =
    received === "range"
      ? { from: params.get("from") ?? "", to: params.get("to") ?? "" }
      : { from: "", to: "" };
  const current: InboxSearch = { q, kind, opening, status, handled, received, ...days };
  const range = receivedRange(received, days, new Date());
  const items = useLoad<InboxItem[]>(
    withQuery(STAFF_API.inbox, {
      q,
      kind,
      opening,
      status,
      handled,
      from: range.from ?? "",
      to: range.to ?? "",
    }),
  );
  const openings = useLoad<InboxOpening[]>(readsApplications ? STAFF_API.inboxOpenings : null);

  const search = (next: InboxSearch) => {
    const query: Record<string, string> = {};
    for (const [name, value] of Object.entries(next)) if (value) query[name] = value;
    if (next.received !== "range") {
      delete query.from;
      delete query.to;
    }
    if (new URLSearchParams(query).toString() === params.toString()) return items.reload();
    setParams(query);
  };
  const filtered = Boolean(q || kind || opening || status || handled || received);

  const list = items.data;
  const summary = items.loading
    ? "Searching…"
    : list
      ? `${list.length === 0 ? "Nothing" : list.length === 1 ? "1 item" : `${list.length} items`}${filtered ? " found" : ""}.`
      : "";

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Inbox
      </h1>
      <p className="lead">{kindsWords(kinds)} sent from the site's forms, newest first.</p>
      <SearchForm
        search={current}
        kinds={kinds}
        // Until the openings are loaded (or if they fail to), the choice offers none or any.
        openings={readsApplications ? (openings.data ?? []) : undefined}
        onSearch={search}
      />
      <section>
        <h2 id="inbox-results">Results</h2>
        <Status message={summary} />
        <ErrorSummary
          title="Could not load the inbox"
          messages={items.error ? errorMessages(items.error) : []}
        />
        {list && list.length > 0 ? (
          <ul className="card-list">
            {list.map((item) => (
              <InboxEntry key={`${item.kind}/${item.id}`} item={item} search={params.toString()} />
            ))}
          </ul>
        ) : null}
        {list && list.length >= STAFF_LIST_LIMIT ? (
          <p className="note">Only the newest {STAFF_LIST_LIMIT} are shown. Search to find older ones.</p>
        ) : null}
      </section>
    </>
  );
}
