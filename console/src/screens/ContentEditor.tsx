// One document of the site's content: its fields as a form generated from the document's
// form (content-form/), where it stands, and its history. "Save draft" sends the whole
// document with the version it was loaded at; the server checks it and answers with the
// new version, its problems (shown beside their fields and linked from the summary), or,
// when a colleague saved in between, the document as it is now and what differs: shown,
// never overwritten, until the member reloads it. Publishers also publish the saved draft
// and publish an earlier version again, each after a confirmation with an optional note.
// Unsaved changes are kept in the browser (work-kept.ts) with the version they were made
// on, so a session that ends loses none: signed in again, the editor starts from them, and
// saving them over a colleague's newer version is a conflict like any other. Leaving with
// them unsaved asks first (ui/LeaveGuard.tsx). Publishers retire an item of a
// collection (a solution, a project…) after a confirmation that says what visitors meet
// instead; a retired item opens read only. Whether it is retired, and whether it is an
// item at all, the content list says (the document's own answer does not).

import type {
  ContentConflict,
  ContentDocumentAnswer,
  ContentList,
  ContentRetirement,
  ContentState,
  ContentVersion,
  NewItemForm,
} from "@site/contracts/staff";
import { CONTENT_BODY_MAX_BYTES, STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError, errorMessages, get, post, put } from "../api";
import { ContentForm } from "../content-form/ContentForm";
import { describePath, sameData } from "../content-form/paths";
import { CONTENT_STATE_WORDS, formatBytes, formatDateTime } from "../format";
import { useAction, useLoad } from "../hooks";
import { mayPreviewContent, mayPublishContent } from "../roles";
import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { useKeepWork, useKeptState, useRestoredWork } from "../work-kept";
import {
  conflictOf,
  dataOf,
  messagesByPath,
  NO_REFUSAL,
  placeProblems,
  refusalInWords,
  refusalOf,
  stateOf,
  type Refusal,
} from "./content-document";
import { DiscardDialog, PublishDialog, RestoreDialog, RetireDialog } from "./ContentDialogs";
import { ContentHistory } from "./ContentHistory";
import { ContentPreview } from "./ContentPreview";
import { SchedulePanel } from "./ContentSchedule";

export function ContentEditor() {
  const { type = "", id = "" } = useParams();
  // Another document is another editor, with nothing of this one's state.
  return <DocumentScreen key={`${type}/${id}`} type={type} id={id} />;
}

/** Where a document stands in the content list: retired or not, and its collection's new-item form when it is an item. */
interface Standing {
  retired: boolean;
  item: NewItemForm | null;
}

/** The document's standing; without the list (it could not be loaded), a document like any other. */
function standingIn(list: ContentList | undefined, type: string, id: string): Standing {
  const listed = list?.documents.find((document) => document.type === type && document.id === id);
  const collection = list?.collections.find((candidate) => candidate.type === type);
  return { retired: listed?.state === "retired", item: collection?.newItem ?? null };
}

/** The navigation's state when a retirement leads back to the content list: what the list then says. */
export interface RetiredNotice {
  status: string;
}

function DocumentScreen({ type, id }: { type: string; id: string }) {
  const documentPath = staffApiPath(STAFF_API.contentDocument, { type, id });
  const loaded = useLoad<ContentDocumentAnswer>(documentPath);
  const list = useLoad<ContentList>(STAFF_API.content);
  const answer = loaded.data;
  // The editor waits for the list too, so a retired document never shows editable first.
  const standing = list.data || list.error ? standingIn(list.data, type, id) : undefined;
  const heading = useScreen(answer ? answer.label : "Document");
  return (
    <>
      <p className="back">
        <Link to="/content">Back to the content</Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className="break-anywhere">
        {answer ? answer.label : "Document"}
      </h1>
      <Status message={(loaded.loading && !answer) || !standing ? "Loading the document…" : ""} />
      <ErrorSummary
        title="Could not load this document"
        messages={loaded.error ? errorMessages(loaded.error) : []}
      />
      {answer && standing?.retired ? <RetiredDocument answer={answer} item={standing.item} /> : null}
      {answer && standing && !standing.retired ? (
        <Editor answer={answer} documentPath={documentPath} heading={heading} item={standing.item} />
      ) : null}
    </>
  );
}

/** Unsaved changes kept for a sign-in: the data, and the version it was changed from. */
interface KeptEdit {
  version: number;
  data: unknown;
}

export const RESTORED_CHANGES =
  "Your unsaved changes from before your session ended are back. Save the draft to keep them.";

/** A body with the note, when there is one. */
const withNote = (version: number, note: string) => (note === "" ? { version } : { version, note });

function Facts({
  document,
  state = stateOf(document),
}: {
  document: ContentDocumentAnswer;
  state?: ContentState;
}) {
  return (
    <dl className="facts">
      <div>
        <dt>State</dt>
        <dd>
          <span className={`state state-${state}`}>{CONTENT_STATE_WORDS[state]}</span>
        </dd>
      </div>
      <div>
        <dt>Version</dt>
        <dd>{document.version}</dd>
      </div>
      <div>
        <dt>Last change</dt>
        <dd>
          <time dateTime={document.updatedAt}>{formatDateTime(document.updatedAt)}</time> by{" "}
          {document.updatedBy}
        </dd>
      </div>
    </dl>
  );
}

function ConflictPanel({
  conflict,
  headingRef,
  onReload,
}: {
  conflict: ContentConflict;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReload: () => void;
}) {
  const { current, changed } = conflict;
  const places = changed.map(
    (path) => describePath(current.form, dataOf(current), path).words || "The whole document",
  );
  return (
    <section className="panel conflict" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading" ref={headingRef} tabIndex={-1}>
        A colleague changed this document
      </h2>
      <p>
        {current.updatedBy} saved it at{" "}
        <time dateTime={current.updatedAt}>{formatDateTime(current.updatedAt)}</time> (version{" "}
        {current.version}), after you opened it. Your changes are not saved, and nothing of theirs was
        overwritten.
      </p>
      {places.length > 0 ? (
        <>
          <p>Where their version differs from yours:</p>
          <ul>
            {places.map((place, index) => (
              <li key={`${index}-${place}`}>{place}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        Reload to see their version and edit it. What you changed here is then lost, so copy anything you need
        first.
      </p>
      <Button onClick={onReload}>Reload</Button>
    </section>
  );
}

const NO_ERRORS: Readonly<Record<string, readonly string[]>> = {};

/** A retired item: what visitors saw last, read only, and its history. */
function RetiredDocument({ answer, item }: { answer: ContentDocumentAnswer; item: NewItemForm | null }) {
  const history = useLoad<ContentVersion[]>(
    staffApiPath(STAFF_API.contentHistory, { type: answer.type, id: answer.id }),
  );
  return (
    <>
      <Facts document={answer} state="retired" />
      <section className="panel retired" aria-labelledby="retired-heading">
        <h2 id="retired-heading">{CONTENT_STATE_WORDS.retired}</h2>
        <p>
          Visitors no longer see it: its pages&rsquo; addresses lead on to another page, or say the page is
          gone. It cannot be edited or published again; below is the version visitors saw last.
          {item ? ` To put it back on the site, create a new ${item.noun}.` : ""}
        </p>
      </section>
      <fieldset className="editor read-only" disabled>
        <legend className="visually-hidden">{answer.label}, as visitors saw it last (read only)</legend>
        <ContentForm
          form={answer.form}
          value={dataOf(answer)}
          onChange={() => undefined}
          errors={NO_ERRORS}
          label={answer.label}
        />
      </fieldset>
      <ContentHistory history={history} canRestore={false} onRestore={() => undefined} live={false} />
    </>
  );
}

function Editor({
  answer,
  documentPath,
  heading,
  item,
}: {
  answer: ContentDocumentAnswer;
  documentPath: string;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The new-item form of its collection when it is an item (which a publisher may retire). */
  item: NewItemForm | null;
}) {
  const member = useMember();
  // Whoever publishes the document's type: publishers, and HR for a job opening.
  const publisher = mayPublishContent(member.roles, answer.type);
  const navigate = useNavigate();
  const keptName = `content/${answer.type}/${answer.id}`;
  const kept = useRestoredWork<KeptEdit>(keptName);
  // Saved from the version the changes were made on: a colleague's save since is a conflict.
  const [doc, setDoc] = useState(() => (kept ? { ...answer, version: kept.version } : answer));
  const [data, setData] = useState<unknown>(() => (kept ? kept.data : dataOf(answer)));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  const [status, setStatus] = useState(kept ? RESTORED_CHANGES : "");
  // An open dialog opens again after a session's end, with its note (work-kept.ts).
  const [dialog, setDialog] = useKeptState<"publish" | "discard" | "retire" | null>(
    `${keptName}/dialog`,
    null,
    {
      unsaved: false,
    },
  );
  const [restoring, setRestoring] = useKeptState<ContentVersion | null>(`${keptName}/restoring`, null, {
    unsaved: false,
  });
  const [busy, run] = useAction();
  const history = useLoad<ContentVersion[]>(
    staffApiPath(STAFF_API.contentHistory, { type: answer.type, id: answer.id }),
  );
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLHeadingElement>(null);

  const saved = useMemo(() => dataOf(doc), [doc]);
  const dirty = useMemo(() => !sameData(data, saved), [data, saved]);
  const edit = useMemo<KeptEdit>(() => ({ version: doc.version, data }), [doc.version, data]);
  useKeepWork(keptName, edit, dirty);
  const errors = useMemo(() => messagesByPath(refusal.fields), [refusal]);
  const { links, others } = placeProblems(refusal.fields, doc.form, data);
  const canPublish = doc.draft !== null && !dirty;
  const target = { type: doc.type, id: doc.id };
  const neverPublished = doc.published === null;
  const retirePath = staffApiPath(STAFF_API.contentRetire, target);
  // Asked each time the dialog opens (a draft never published has nothing to tell).
  const retirement = useLoad<ContentRetirement>(dialog === "retire" && !neverPublished ? retirePath : null);

  const showConflict = (found: ContentConflict) => {
    flushSync(() => {
      setConflict(found);
      setRefusal(NO_REFUSAL);
    });
    conflictRef.current?.focus();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      setStatus("");
      const sent = data;
      const body = { version: doc.version, data: sent };
      // The server would refuse it unread (413); said here with the sizes instead.
      const size = new TextEncoder().encode(JSON.stringify(body)).length;
      if (size > CONTENT_BODY_MAX_BYTES) {
        flushSync(() =>
          setRefusal({
            fields: [],
            general: [
              `The document is ${formatBytes(size)}, more than the ${formatBytes(CONTENT_BODY_MAX_BYTES)} one save can send. Shorten or remove some of its text.`,
            ],
          }),
        );
        summaryRef.current?.focus();
        return;
      }
      try {
        const { version } = await put<{ version: number }>(documentPath, body);
        setDoc((current) => ({
          ...current,
          version,
          draft: sent,
          updatedAt: new Date().toISOString(),
          updatedBy: member.name,
        }));
        setRefusal(NO_REFUSAL);
        setConflict(null);
        setStatus(
          `Draft saved (version ${version}). Visitors see the published version until ${publisher ? "you publish the draft" : "a publisher publishes it"}.`,
        );
      } catch (error) {
        const found = conflictOf(error);
        if (found) return showConflict(found);
        const next = refusalOf(error);
        // Rendered before focus moves, so the field is marked invalid when it is reached.
        flushSync(() => setRefusal(next));
        const first = placeProblems(next.fields, doc.form, sent).links[0];
        (first ? document.getElementById(first.target) : summaryRef.current)?.focus();
      }
    });
  };

  const reload = () => {
    if (!conflict) return;
    const { current } = conflict;
    setDoc(current);
    setData(dataOf(current));
    setConflict(null);
    setRefusal(NO_REFUSAL);
    setStatus(`Reloaded: this is version ${current.version}, as ${current.updatedBy} saved it.`);
    heading.current?.focus();
  };

  const publish = async (note: string) => {
    try {
      const { version } = await post<{ version: number }>(
        staffApiPath(STAFF_API.contentPublish, target),
        withNote(doc.version, note),
      );
      setDialog(null);
      setDoc((current) => ({
        ...current,
        version,
        published: current.draft,
        draft: null,
        updatedAt: new Date().toISOString(),
        updatedBy: member.name,
      }));
      setStatus(`Published: visitors see version ${version} now.`);
      history.reload();
    } catch (error) {
      const found = conflictOf(error);
      if (!found) throw refusalInWords(error, doc.form, data);
      setDialog(null);
      showConflict(found);
    }
  };

  const restore = async (version: ContentVersion, note: string) => {
    const answered = await post<{ version: number }>(
      staffApiPath(STAFF_API.contentRollback, target),
      withNote(version.version, note),
    );
    setRestoring(null);
    history.reload();
    const restored = `Version ${version.version} is published again, as version ${answered.version}.`;
    try {
      const fresh = await get<ContentDocumentAnswer>(documentPath);
      setDoc(fresh);
      // Unsaved changes stay; otherwise the editor shows the document as it is now.
      setData((current: unknown) => (sameData(current, saved) ? dataOf(fresh) : current));
      setStatus(restored);
    } catch {
      setDoc((current) => ({ ...current, version: answered.version }));
      setStatus(`${restored} Reload the page to see it here.`);
    }
  };

  const openRetire = () => {
    setDialog("retire");
    retirement.reload();
  };

  const retire = async (note: string) => {
    try {
      const { version } = await post<{ version: number }>(retirePath, withNote(doc.version, note));
      const notice: RetiredNotice = {
        status:
          version === 0
            ? `The draft of ${doc.label} was deleted: it was never published.`
            : `${doc.label} is retired: visitors no longer see it.`,
      };
      setDialog(null);
      await navigate("/content", { state: notice });
    } catch (error) {
      const found = conflictOf(error);
      if (found) {
        setDialog(null);
        return showConflict(found);
      }
      const worded = refusalInWords(error, doc.form, data);
      // Problems with places are the whole site's, which would not be valid without it.
      if (!(error instanceof ApiError && error.status === 400 && error.errors.some((e) => e.path !== "")))
        throw worded;
      throw new ApiError(400, [
        { path: "", message: "The site would not be valid without it: first change what still needs it." },
        ...errorMessages(worded).map((message) => ({ path: "", message })),
      ]);
    }
  };

  const discard = () => {
    setData(saved);
    setRefusal(NO_REFUSAL);
    setDialog(null);
    setStatus("Your changes were discarded.");
  };

  return (
    <>
      <Facts document={doc} />
      <p className="note">
        {publisher
          ? "Save your changes as a draft, then publish the draft when it is ready."
          : "Save your changes as a draft: a publisher puts it on the site."}
      </p>
      <Status message={status} />
      {conflict ? <ConflictPanel conflict={conflict} headingRef={conflictRef} onReload={reload} /> : null}
      <div ref={summaryRef} tabIndex={-1}>
        <ErrorSummary
          title="The draft was not saved"
          messages={[...refusal.general, ...others]}
          links={links}
        />
      </div>
      <form className="editor" aria-label={`Edit: ${doc.label}`} noValidate onSubmit={save}>
        <ContentForm form={doc.form} value={data} onChange={setData} errors={errors} label={doc.label} />
        <div className="editor-bar">
          <p className="editor-saved">{dirty ? "You have unsaved changes." : "No unsaved changes."}</p>
          <div className="row-actions">
            <Button type="submit" busy={busy}>
              Save draft
            </Button>
            {dirty ? (
              <Button variant="secondary" onClick={() => setDialog("discard")}>
                Discard changes
              </Button>
            ) : null}
            {publisher && canPublish ? (
              <Button variant="secondary" onClick={() => setDialog("publish")}>
                Publish
              </Button>
            ) : null}
          </div>
          {publisher && !canPublish ? (
            <p className="note">
              {dirty
                ? "Save the draft before you publish it."
                : "Nothing to publish: visitors see this version."}
            </p>
          ) : null}
        </div>
      </form>
      {mayPreviewContent(member.roles, doc.type) ? (
        <ContentPreview pages={doc.pages} hasDraft={doc.draft !== null} dirty={dirty} />
      ) : null}
      {publisher ? (
        <SchedulePanel
          type={doc.type}
          id={doc.id}
          version={doc.version}
          hasDraft={doc.draft !== null}
          published={!neverPublished}
          itemNoun={item?.noun ?? null}
          dirty={dirty}
          fallbackFocus={heading}
        />
      ) : null}
      {publisher && item ? (
        <section className="panel retire" aria-labelledby="retire-heading">
          <h2 id="retire-heading">Retire this {item.noun}</h2>
          <p className="note">
            {neverPublished
              ? "It was never published: retiring it deletes the draft."
              : "Retiring takes it off the site: no page shows it any more, and its addresses lead on. Its history is kept, but it cannot be published again."}
          </p>
          {dirty ? (
            <p className="note">Save or discard your changes before you retire it.</p>
          ) : (
            <Button variant="danger" onClick={openRetire}>
              Retire…
            </Button>
          )}
        </section>
      ) : null}
      <ContentHistory history={history} canRestore={publisher} onRestore={setRestoring} />
      {publisher ? (
        <>
          <PublishDialog
            open={dialog === "publish"}
            version={doc.version}
            keptAs={keptName}
            onPublish={publish}
            onClose={() => setDialog(null)}
            fallbackFocus={heading}
          />
          <RestoreDialog
            version={restoring}
            keptAs={keptName}
            onRestore={restore}
            onClose={() => setRestoring(null)}
            fallbackFocus={heading}
          />
          <RetireDialog
            open={dialog === "retire"}
            label={doc.label}
            neverPublished={neverPublished}
            hasDraft={doc.draft !== null}
            facts={retirement}
            keptAs={keptName}
            onRetire={retire}
            onClose={() => setDialog(null)}
            fallbackFocus={heading}
          />
        </>
      ) : null}
      <DiscardDialog
        open={dialog === "discard"}
        onDiscard={discard}
        onClose={() => setDialog(null)}
        fallbackFocus={heading}
      />
    </>
  );
}
