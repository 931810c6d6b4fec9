// The site at a glance over the last days: visits by page and by where they came from
// (counted by the server, with no cookie and no script that tracks anyone), contact
// messages and applications by how their senders' visits began, what is waiting to be
// handled, and the mails given up on. Each part only to the roles that read its data
// (the server leaves out the rest); each list a table that stacks on a phone.

import type { OverviewDays, OverviewInbox, SiteOverview } from "@site/contracts/staff";
import { DIRECT_SOURCE } from "@site/contracts/privacy";
import { OVERVIEW_DAYS, STAFF_API } from "@site/contracts/staff";
import { Link, useSearchParams } from "react-router";
import { errorMessages, withQuery } from "../api";
import { formatDate, KIND_PLURAL_WORDS } from "../format";
import { useLoad } from "../hooks";
import { useScreen } from "../screen";
import { DataTable, type Column } from "../ui/DataTable";
import { ErrorSummary, Status } from "../ui/Messages";
import { ChoiceForm } from "../ui/ChoiceForm";

const isDays = (value: string | null): value is `${OverviewDays}` =>
  (OVERVIEW_DAYS as readonly number[]).includes(Number(value));

/** Where a visit came from, in words: a site's host name, a utm_source, or none. */
export function sourceWords(source: string | null): string {
  if (source === null) return "Not known";
  return source === DIRECT_SOURCE ? "Direct (no referring site)" : source;
}

const campaignWords = (campaign: string | null) => campaign ?? "None";

type Page = NonNullable<SiteOverview["visits"]>["pages"][number];
type Source = NonNullable<SiteOverview["visits"]>["sources"][number];
type InboxSource = OverviewInbox["bySource"][number];

const PAGE_COLUMNS: Column<Page>[] = [
  { header: "Page", rowHeader: {}, cell: (page) => page.path, className: "cell-wrap" },
  { header: "Views", cell: (page) => page.views.toLocaleString("en-GB") },
  { header: "Visits begun here", cell: (page) => page.visits.toLocaleString("en-GB") },
];

const SOURCE_COLUMNS: Column<Source>[] = [
  { header: "Came from", rowHeader: {}, cell: (row) => sourceWords(row.source), className: "cell-wrap" },
  { header: "Campaign", cell: (row) => campaignWords(row.campaign), className: "cell-wrap" },
  { header: "Visits", cell: (row) => row.visits.toLocaleString("en-GB") },
];

const inboxSourceColumns = (noun: string): Column<InboxSource>[] => [
  { header: "Came from", rowHeader: {}, cell: (row) => sourceWords(row.source), className: "cell-wrap" },
  { header: "Campaign", cell: (row) => campaignWords(row.campaign), className: "cell-wrap" },
  { header: noun, cell: (row) => row.count.toLocaleString("en-GB") },
];

const PERIOD_CHOICES = OVERVIEW_DAYS.map((days) => [String(days), `The last ${days} days`] as const);

const sourceKey = (row: { source: string | null; campaign: string | null }) =>
  `${row.source ?? ""}\n${row.campaign ?? ""}`;

function InboxPart({
  kind,
  inbox,
  period,
}: {
  kind: "contact" | "application";
  inbox: OverviewInbox;
  period: string;
}) {
  const title = KIND_PLURAL_WORDS[kind];
  const noun = kind === "contact" ? "Messages" : "Applications";
  return (
    <section aria-labelledby={`overview-${kind}`}>
      <h2 id={`overview-${kind}`}>{title} by where the sender came from</h2>
      {inbox.bySource.length === 0 ? (
        <p>None received {period}.</p>
      ) : (
        <DataTable
          label={`${title} by source`}
          caption={`${title} received ${period}, by where the sender's visit began`}
          columns={inboxSourceColumns(noun)}
          rows={inbox.bySource}
          rowKey={sourceKey}
          stacked
        />
      )}
    </section>
  );
}

export function Overview() {
  const heading = useScreen("Overview");
  const [params, setParams] = useSearchParams();
  const daysParam = params.get("days");
  const days: OverviewDays = isDays(daysParam) ? (Number(daysParam) as OverviewDays) : 7;
  const overview = useLoad<SiteOverview>(
    withQuery(STAFF_API.overview, { days: days === 7 ? "" : String(days) }),
  );
  const data = overview.data;
  const period = data
    ? `from ${formatDate(data.from)} to ${formatDate(data.to)}`
    : `in the last ${days} days`;
  const failed = data?.failedMails.reduce((sum, entry) => sum + entry.count, 0) ?? 0;

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Overview
      </h1>
      <p className="lead">
        The site at a glance. Visits are counted by our server as it sends each page (UTC days): no cookie, no
        tracking script, nothing about who visited.
      </p>
      <ChoiceForm
        key={days}
        name="Choose the period"
        id="overview-days"
        label="Period"
        choices={PERIOD_CHOICES}
        value={String(days)}
        onChoose={(chosen) => {
          const next = Number(chosen);
          return next === days ? overview.reload() : setParams(next === 7 ? {} : { days: String(next) });
        }}
      />
      <Status message={overview.loading && !data ? "Loading the overview…" : ""} />
      <ErrorSummary
        title="Could not load the overview"
        messages={overview.error ? errorMessages(overview.error) : []}
      />
      {data ? (
        <>
          <section aria-labelledby="overview-glance">
            <h2 id="overview-glance">At a glance, {period}</h2>
            <dl className="facts">
              {data.visits ? (
                <>
                  <div>
                    <dt>Visits</dt>
                    <dd>{data.visits.visits.toLocaleString("en-GB")}</dd>
                  </div>
                  <div>
                    <dt>Page views</dt>
                    <dd>{data.visits.views.toLocaleString("en-GB")}</dd>
                  </div>
                </>
              ) : null}
              {data.messages ? (
                <div>
                  <dt>Contact messages</dt>
                  <dd>
                    {data.messages.received.toLocaleString("en-GB")} received;{" "}
                    <Link to="/inbox?kind=contact&handled=no">{data.messages.unhandled} not handled yet</Link>
                  </dd>
                </div>
              ) : null}
              {data.applications ? (
                <div>
                  <dt>Job applications</dt>
                  <dd>
                    {data.applications.received.toLocaleString("en-GB")} received;{" "}
                    <Link to="/inbox?kind=application&handled=no">
                      {data.applications.unhandled} not handled yet
                    </Link>
                  </dd>
                </div>
              ) : null}
              {data.failedMails.length > 0 ? (
                <div>
                  <dt>Failed mails</dt>
                  <dd>
                    {failed === 0 ? (
                      "None"
                    ) : (
                      <Link to="/mail?state=dead">
                        {failed === 1 ? "1 mail" : `${failed} mails`} not delivered
                      </Link>
                    )}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          {data.visits ? (
            <>
              <section aria-labelledby="overview-pages">
                <h2 id="overview-pages">Visits by page</h2>
                {data.visits.pages.length === 0 ? (
                  <p>No page views counted {period}.</p>
                ) : (
                  <DataTable
                    label="Pages"
                    caption={`The most viewed pages ${period}`}
                    columns={PAGE_COLUMNS}
                    rows={data.visits.pages}
                    rowKey={(page) => page.path}
                    stacked
                  />
                )}
              </section>
              <section aria-labelledby="overview-sources">
                <h2 id="overview-sources">Visits by where they came from</h2>
                {data.visits.sources.length === 0 ? (
                  <p>No visits counted {period}.</p>
                ) : (
                  <DataTable
                    label="Sources"
                    caption={`Visits ${period}, by the site or campaign they came from`}
                    columns={SOURCE_COLUMNS}
                    rows={data.visits.sources}
                    rowKey={sourceKey}
                    stacked
                  />
                )}
              </section>
            </>
          ) : null}
          {data.messages ? <InboxPart kind="contact" inbox={data.messages} period={period} /> : null}
          {data.applications ? (
            <InboxPart kind="application" inbox={data.applications} period={period} />
          ) : null}
        </>
      ) : null}
    </>
  );
}
