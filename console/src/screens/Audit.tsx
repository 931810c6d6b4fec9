// The audit trail, for admins: who changed what, when and from where, newest first, a
// page at a time, read-only, each entry a sentence with the names of today; the same
// record `npm run staff -- audit` prints. The filters
// (member, action, the person or member an entry is about, days) and the page live in the
// address (?actor=&action=&subject=&from=&to=&before=), which is what the screen shows:
// the form only writes it, so Back, Forward and a shared link show the same entries.

import type { AuditAction, AuditActor, AuditEntry, AuditPage } from "@site/contracts/staff";
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, STAFF_API } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessages, withQuery } from "../api";
import { formatDateTime, formatDetails } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { DataTable, type Column } from "../ui/DataTable";
import { errorsByField, Field, focusFirstInvalid } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";

const FILTERS = ["actor", "action", "subject", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];
type Filters = Record<Filter, string>;

const ACTIONS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

// Each entry reads as the server's sentence, with the names of today ("Maya R removed the
// event “Team outing”"), written by the server. Four columns fit a 1280 px screen; on a
// phone each row stacks.
const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: "When", cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  {
    header: "What happened",
    cell: (entry) => entry.sentence,
    className: "cell-wide",
  },
  {
    header: "From address",
    cell: (entry) => entry.address ?? "Not from the console",
    className: "cell-wrap",
  },
  { header: "Details", cell: (entry) => formatDetails(entry.details), className: "cell-wide details" },
];

/** The address's query, the empty parameters left out. */
function search(values: Partial<Filters> & { before?: string }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** This screen at the given filters and page. */
const at = (values: Partial<Filters> & { before?: string }) => ({
  pathname: "/audit",
  search: search(values),
});

function FilterForm({
  filters,
  actors,
  errors,
  onApply,
}: {
  filters: Filters;
  actors: AuditActor[];
  errors: Record<string, string>;
  onApply: (filters: Filters) => void;
}) {
  const [chosen, setChosen] = useState<Filters>(filters);
  const formRef = useRef<HTMLFormElement>(null);
  const set = (name: Filter) => (event: { target: { value: string } }) =>
    setChosen((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...chosen, subject: chosen.subject.trim() });
  };
  // After the server refused a filter (400), its field is where the member goes next.
  const refused = Object.keys(errors).length > 0;
  useEffect(() => {
    if (refused) focusFirstInvalid(formRef.current);
  }, [refused]);
  // A member who is no longer in the list (or not yet loaded) still shows as chosen.
  const known = filters.actor === "" || actors.some((actor) => actor.actor === filters.actor);
  return (
    <form
      ref={formRef}
      method="get"
      className="search-form"
      aria-label="Filter the audit trail"
      noValidate
      onSubmit={submit}
    >
      <Field id="audit-actor" label="Member" error={errors.actor}>
        {(control) => (
          <select {...control} className="input" name="actor" value={chosen.actor} onChange={set("actor")}>
            <option value="">Everyone</option>
            {known ? null : <option value={filters.actor}>{filters.actor}</option>}
            {actors.map((actor) => (
              <option key={actor.actor} value={actor.actor}>
                {actor.actorName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="audit-action" label="Action" error={errors.action}>
        {(control) => (
          <select {...control} className="input" name="action" value={chosen.action} onChange={set("action")}>
            <option value="">Every action</option>
            {ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTIONS[action]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="audit-subject"
        label="About (e-mail address)"
        hint="A person's or a member's address: the entries about them."
        error={errors.subject}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            name="subject"
            autoComplete="off"
            value={chosen.subject}
            onChange={set("subject")}
          />
        )}
      </Field>
      <Field id="audit-from" label="From" hint="The first day (UTC), included." error={errors.from}>
        {(control) => (
          <input
            {...control}
            className="input input-date"
            type="date"
            name="from"
            value={chosen.from}
            onChange={set("from")}
          />
        )}
      </Field>
      <Field id="audit-to" label="To" hint="The last day (UTC), included." error={errors.to}>
        {(control) => (
          <input
            {...control}
            className="input input-date"
            type="date"
            name="to"
            value={chosen.to}
            onChange={set("to")}
          />
        )}
      </Field>
      <div className="search-submit">
        <Button type="submit">Show entries</Button>
      </div>
    </form>
  );
}

export function Audit() {
  const heading = useScreen("Audit trail");
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ""])) as Filters;
  const before = params.get("before") ?? "";
  const page = useLoad<AuditPage>(withQuery(STAFF_API.audit, { ...filters, before }));
  const actors = useLoad<AuditActor[]>(STAFF_API.auditActors);

  const apply = (next: Filters) => {
    // New filters start again from the newest entry.
    const target = search(next);
    if (target === search(filters) && before === "") page.reload();
    else setParams(new URLSearchParams(target));
  };

  const fieldErrors = page.error ? errorsByField(page.error.errors) : {};
  const filtered = FILTERS.some((name) => filters[name] !== "");
  const data = page.data;
  // An answer of an earlier address is kept while the next loads, but not after a refusal.
  const entries = page.error ? undefined : data?.entries;
  const next = page.error ? null : data?.next;
  const summary = page.loading
    ? "Loading the audit trail…"
    : entries
      ? `${entries.length === 0 ? "No entries" : entries.length === 1 ? "1 entry" : `${entries.length} entries`}${filtered ? " found" : ""}${before ? ", older ones" : ", the newest first"}.`
      : "";

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Audit trail
      </h1>
      <p className="lead">
        Every change made from this console or the staff commands, newest first. Entries are kept{" "}
        {AUDIT_RETENTION_DAYS} days, then deleted.
      </p>
      {/* Keyed by the filters, so the form shows them again after Back and Forward. */}
      <FilterForm
        key={search(filters)}
        filters={filters}
        actors={actors.data ?? []}
        errors={fieldErrors}
        onApply={apply}
      />
      {filtered ? (
        <p>
          <Link to="/audit">Clear the filters</Link>
        </p>
      ) : null}
      <section>
        <h2 id="audit-entries">Entries</h2>
        <Status message={summary} />
        <ErrorSummary
          title="Could not show the audit trail"
          messages={page.error ? errorMessages(page.error) : []}
        />
        {entries && entries.length === 0 ? (
          <p>{filtered ? "No entries match these filters." : "Nothing has been recorded yet."}</p>
        ) : null}
        {entries && entries.length > 0 ? (
          <DataTable
            label="Audit trail"
            caption="Audit trail"
            columns={AUDIT_COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.id}
            stacked
          />
        ) : null}
        {entries && (typeof next === "number" || before) ? (
          <nav aria-label="Pages of the audit trail" className="pager">
            {before ? <Link to={at(filters)}>Newest entries</Link> : null}
            {typeof next === "number" ? (
              <Link to={at({ ...filters, before: String(next) })}>Older entries</Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
