// The site's content, for editors and publishers: every collection (the whole site, the
// pages, solutions, projects…) with its documents; for HR alone, the job openings only
// (the server lists a member only the collections their roles edit), the screen named for
// them. Each document with where it stands (published, a draft never published, changed
// since it was published), who changed it last and when, and a link to its editor. Rows of a line each on a wide screen, stacked on a phone.
// A collection of items (solutions, projects…) has a "New …" button: a new item starts as
// a draft (NewItemDialog), and its editor opens. A retired item stays listed, after the
// ones on the site, its history kept; the editor it came from may leave a word (retired).

import type { ContentList, ContentSummary } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { Link, useLocation } from "react-router";
import { errorMessages } from "../api";
import { CONTENT_STATE_WORDS, formatDateTime } from "../format";
import { useLoad } from "../hooks";
import { contentScreenName, keepsAllContent, mayEditContent } from "../roles";
import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import type { RetiredNotice } from "./ContentEditor";
import { editorAddress as documentAddress, NewItemDialog, type NewItemTarget } from "./NewItemDialog";
import { useKeptState } from "../work-kept";

function DocumentRow({ document }: { document: ContentSummary }) {
  return (
    <li className="content-row">
      <Link className="content-link" to={documentAddress(document)}>
        {document.label}
      </Link>
      <span className={`state state-${document.state}`}>{CONTENT_STATE_WORDS[document.state]}</span>
      <span className="meta content-changed">
        Changed by {document.updatedBy},{" "}
        <time dateTime={document.updatedAt}>{formatDateTime(document.updatedAt)}</time>
      </span>
    </li>
  );
}

const isRetired = (document: ContentSummary) => document.state === "retired";

/** "23 documents; 2 with changes visitors do not see yet. 1 retired item, no longer on the site." */
function summaryWords(documents: readonly ContentSummary[]): string {
  const live = documents.filter((document) => !isRetired(document));
  const retired = documents.length - live.length;
  const count = live.length === 1 ? "1 document" : `${live.length} documents`;
  const unpublished = live.filter((document) => document.state !== "published").length;
  const words =
    unpublished === 0
      ? `${count}, all published.`
      : `${count}; ${unpublished === 1 ? "1 has" : `${unpublished} have`} changes visitors do not see yet.`;
  if (retired === 0) return words;
  return `${words} ${retired === 1 ? "1 retired item" : `${retired} retired items`}, no longer on the site.`;
}

/** A collection's documents in the server's order, the retired ones after those on the site. */
const inListOrder = (documents: readonly ContentSummary[]) => [
  ...documents.filter((document) => !isRetired(document)),
  ...documents.filter(isRetired),
];

export function Content() {
  const member = useMember();
  const title = contentScreenName(member.roles);
  const heading = useScreen(title);
  const list = useLoad<ContentList>(STAFF_API.content);
  const data = list.data;
  // The new item's dialog opens again after a session's end, with what was typed in it.
  const [creating, setCreating] = useKeptState<NewItemTarget | null>("content/new-item", null, {
    unsaved: false,
  });
  // Said with the summary, in the region already there, so it is announced as it loads.
  const notice = (useLocation().state as RetiredNotice | null)?.status;
  const summary = data ? summaryWords(data.documents) : "";
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="lead">
        {keepsAllContent(member.roles)
          ? "Every text of the public site, document by document. Saving keeps a draft that visitors do not see until a publisher publishes it."
          : "The job openings of the Careers page, each with a page of its own. Saving keeps a draft that visitors do not see until you publish it."}
      </p>
      <Status
        message={list.loading && !data ? "Loading the documents…" : notice ? `${notice} ${summary}` : summary}
      />
      <ErrorSummary
        title="Could not load the documents"
        messages={list.error ? errorMessages(list.error) : []}
      />
      {list.error ? <Button onClick={list.reload}>Try again</Button> : null}
      {data?.collections.map((collection) => {
        const documents = inListOrder(data.documents.filter((document) => document.type === collection.type));
        const headingId = `collection-${collection.type}`;
        const { newItem } = collection;
        return (
          <section key={collection.type} aria-labelledby={headingId}>
            <h2 id={headingId}>{collection.label}</h2>
            {documents.length === 0 ? (
              <p className="note">No documents yet.</p>
            ) : (
              <ul className="content-list">
                {documents.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </ul>
            )}
            {newItem && mayEditContent(member.roles, collection.type) ? (
              <Button
                variant="secondary"
                onClick={() => setCreating({ type: collection.type, form: newItem })}
              >
                New {newItem.noun}
              </Button>
            ) : null}
          </section>
        );
      })}
      <NewItemDialog target={creating} onClose={() => setCreating(null)} />
    </>
  );
}
