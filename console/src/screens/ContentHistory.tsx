// A document's history: every version visitors have seen, newest first, with who
// published it, when, their note and the version a rollback restored. Publishers may
// publish an earlier version again (after a confirmation); editors read it only. Once an
// item is retired, visitors see none of its versions.

import type { ContentVersion } from "@site/contracts/staff";
import { errorMessages } from "../api";
import { formatDateTime } from "../format";
import type { Loaded } from "../hooks";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";

export function ContentHistory({
  history,
  canRestore,
  onRestore,
  live = true,
}: {
  history: Loaded<ContentVersion[]>;
  canRestore: boolean;
  onRestore: (version: ContentVersion) => void;
  /** Whether visitors see the newest version (not once the item is retired). */
  live?: boolean;
}) {
  const versions = history.data;
  return (
    <section aria-labelledby="history-heading" className="history">
      <h2 id="history-heading">History</h2>
      <p className="note">
        {live
          ? "Every version visitors have seen, the newest first."
          : "Every version visitors saw before it was retired, the newest first."}
      </p>
      <Status message={history.loading && !versions ? "Loading the history…" : ""} />
      <ErrorSummary
        title="Could not load the history"
        messages={history.error ? errorMessages(history.error) : []}
      />
      {history.error ? (
        <Button variant="secondary" onClick={history.reload}>
          Try again
        </Button>
      ) : null}
      {versions && versions.length === 0 ? <p>Not published yet.</p> : null}
      {versions && versions.length > 0 ? (
        <ol className="card-list">
          {versions.map((version, index) => {
            const titleId = `version-${version.version}`;
            return (
              <li key={version.version} className="card">
                <h3 id={titleId} className="item-title">
                  Version {version.version}
                  {live && index === 0 ? (
                    <>
                      {" "}
                      <span className="tag">Visitors see this one</span>
                    </>
                  ) : null}
                </h3>
                <p className="meta">
                  <span>
                    Published{" "}
                    <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time> by{" "}
                    {version.publishedBy}
                  </span>
                  {version.restores !== null ? <span>Restores version {version.restores}</span> : null}
                </p>
                {version.note ? <p className="version-note">Note: {version.note}</p> : null}
                {canRestore && index > 0 ? (
                  <Button variant="secondary" aria-describedby={titleId} onClick={() => onRestore(version)}>
                    Publish this version again
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
