// One document of the site's content: its fields as a form generated from the document's
// form (content-form/), where it stands, and its history. "Save draft" sends the whole
// document with the version it was loaded at; the server checks it and answers with the
// new version, its problems (shown beside their fields and linked from the summary), or,
// when a colleague saved in between, the document as it is now and what differs: shown,
// never overwritten, until the member reloads it. Publishers also publish the saved draft
// and publish an earlier version again, each after a confirmation with an optional note.
// Leaving with unsaved changes asks first (a link or Back: the router's blocker; closing
// or reloading the tab: the browser's own question).

import type { ContentConflict, ContentDocumentAnswer, ContentVersion } from "@site/contracts/staff";
import { CONTENT_BODY_MAX_BYTES, CONTENT_PUBLISH_ROLE, STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import { Link, useBlocker, useParams, type BlockerFunction } from "react-router";
import { errorMessages, get, post, put } from "../api";
import { ContentForm } from "../content-form/ContentForm";
import { describePath, sameData } from "../content-form/paths";
import { CONTENT_STATE_WORDS, formatBytes, formatDateTime } from "../format";
import { useAction, useLoad } from "../hooks";
import { useScreen } from "../screen";
import { useMember } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
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
import { DiscardDialog, LeaveDialog, PublishDialog, RestoreDialog } from "./ContentDialogs";
import { ContentHistory } from "./ContentHistory";
import { ContentPreview } from "./ContentPreview";

export function ContentEditor() {
  const { type = "", id = "" } = useParams();
  // Another document is another editor, with nothing of this one's state.
  return <DocumentScreen key={`${type}/${id}`} type={type} id={id} />;
}

function DocumentScreen({ type, id }: { type: string; id: string }) {
  const documentPath = staffApiPath(STAFF_API.contentDocument, { type, id });
  const loaded = useLoad<ContentDocumentAnswer>(documentPath);
  const answer = loaded.data;
  const heading = useScreen(answer ? answer.label : "Document");
  return (
    <>
      <p className="back">
        <Link to="/content">Back to the content</Link>
      </p>
      <h1 ref={heading} tabIndex={-1} className="break-anywhere">
        {answer ? answer.label : "Document"}
      </h1>
      <Status message={loaded.loading && !answer ? "Loading the document…" : ""} />
      <ErrorSummary
        title="Could not load this document"
        messages={loaded.error ? errorMessages(loaded.error) : []}
      />
      {answer ? <Editor answer={answer} documentPath={documentPath} heading={heading} /> : null}
    </>
  );
}

/** Asks before a link or Back leaves the editor, and lets the browser ask before the tab closes. */
function useLeaveGuard(dirty: boolean) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return blocker;
}

/** A body with the note, when there is one. */
const withNote = (version: number, note: string) => (note === "" ? { version } : { version, note });

function Facts({ document }: { document: ContentDocumentAnswer }) {
  const state = stateOf(document);
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

function Editor({
  answer,
  documentPath,
  heading,
}: {
  answer: ContentDocumentAnswer;
  documentPath: string;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const member = useMember();
  const publisher = member.roles.includes(CONTENT_PUBLISH_ROLE);
  const [doc, setDoc] = useState(answer);
  const [data, setData] = useState<unknown>(() => dataOf(answer));
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  const [status, setStatus] = useState("");
  const [dialog, setDialog] = useState<"publish" | "discard" | null>(null);
  const [restoring, setRestoring] = useState<ContentVersion | null>(null);
  const [busy, run] = useAction();
  const history = useLoad<ContentVersion[]>(
    staffApiPath(STAFF_API.contentHistory, { type: answer.type, id: answer.id }),
  );
  const summaryRef = useRef<HTMLDivElement>(null);
  const conflictRef = useRef<HTMLHeadingElement>(null);

  const saved = useMemo(() => dataOf(doc), [doc]);
  const dirty = useMemo(() => !sameData(data, saved), [data, saved]);
  const blocker = useLeaveGuard(dirty);
  const errors = useMemo(() => messagesByPath(refusal.fields), [refusal]);
  const { links, others } = placeProblems(refusal.fields, doc.form, data);
  const canPublish = doc.draft !== null && !dirty;
  const target = { type: doc.type, id: doc.id };

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
      <ContentPreview pages={doc.pages} hasDraft={doc.draft !== null} dirty={dirty} />
      <ContentHistory history={history} canRestore={publisher} onRestore={setRestoring} />
      {publisher ? (
        <>
          <PublishDialog
            open={dialog === "publish"}
            version={doc.version}
            onPublish={publish}
            onClose={() => setDialog(null)}
            fallbackFocus={heading}
          />
          <RestoreDialog
            version={restoring}
            onRestore={restore}
            onClose={() => setRestoring(null)}
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
      <LeaveDialog blocker={blocker} fallbackFocus={heading} />
    </>
  );
}
