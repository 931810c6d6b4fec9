// The inbox: contact messages (marketing's) and job applications (HR's), newest first,
// searchable by name or e-mail address and filtered by kind: the kinds the member's roles
// read, no other. The search lives in the address (?q=&kind=), so going back from a
// message returns to the same results.

import type { InboxItem, InboxKind } from "@site/contracts/staff";
import { inboxKindsFor, INBOX_QUERY_MAX_LENGTH, STAFF_API, STAFF_LIST_LIMIT } from "@site/contracts/staff";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessages, withQuery } from "../api";
import { DELIVERY_WORDS, formatDateTime, KIND_PLURAL_WORDS, KIND_WORDS, kindsWords } from "../format";
import { useLoad } from "../hooks";

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
      </p>
    </li>
  );
}

function SearchForm({
  q,
  kind,
  kinds,
  onSearch,
}: {
  q: string;
  kind: InboxKind | "";
  kinds: readonly InboxKind[];
  onSearch: (q: string, kind: InboxKind | "") => void;
}) {
  const [query, setQuery] = useState(q);
  const [shown, setShown] = useState<InboxKind | "">(kind);
  const isKind = (value: string): value is InboxKind => kinds.includes(value as InboxKind);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query.trim(), shown);
  };
  return (
    <form role="search" className="search-form" aria-label="Inbox" onSubmit={submit}>
      <Field id="inbox-query" label="Search by name or e-mail">
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
      {/* A choice only for a member who reads both kinds. */}
      {kinds.length > 1 ? (
        <Field id="inbox-kind" label="Show">
          {(control) => (
            <select
              {...control}
              className="input"
              name="kind"
              value={shown}
              onChange={(event) => setShown(isKind(event.target.value) ? event.target.value : "")}
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
      <div className="search-submit">
        <Button type="submit">Search</Button>
      </div>
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
  const items = useLoad<InboxItem[]>(withQuery(STAFF_API.inbox, { q, kind }));

  const search = (nextQ: string, nextKind: InboxKind | "") => {
    if (nextQ === q && nextKind === kind) return items.reload();
    const next: Record<string, string> = {};
    if (nextQ) next.q = nextQ;
    if (nextKind) next.kind = nextKind;
    setParams(next);
  };

  const list = items.data;
  const summary = items.loading
    ? "Searching…"
    : list
      ? `${list.length === 0 ? "Nothing" : list.length === 1 ? "1 item" : `${list.length} items`}${q || kind ? " found" : ""}.`
      : "";

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Inbox
      </h1>
      <p className="lead">{kindsWords(kinds)} sent from the site's forms, newest first.</p>
      {/* Keyed by the search, so the form shows it again after Back and Forward. */}
      <SearchForm key={`${q}\n${kind}`} q={q} kind={kind} kinds={kinds} onSearch={search} />
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
