// Uploading a file to the media library (STAFF_API.media): its title (the file's name
// until one is typed), the file, each kind's types and limit said before it is chosen, and
// the file checked as soon as it is, so one the server would refuse is never sent. The
// file itself is the request's body, its type the Content-Type, the title in `?title=`;
// progress is shown and the steps announced, a refusal shown beside its field in the
// server's words. Used by the media screen, and by the library's picker for its kind. A
// typed title is kept for a sign-in (work-kept.ts); the file is chosen again.

import type { MediaItem, MediaKind } from "@site/contracts/staff";
import { MEDIA_KINDS, MEDIA_TITLE_MAX_LENGTH, STAFF_API } from "@site/contracts/staff";
import { useRef, useState, type FormEvent } from "react";
import { withQuery } from "../api";
import { useAction, useFormProblems } from "../hooks";
import { Button } from "./Button";
import { Field } from "./Field";
import {
  checkMediaFile,
  mediaAccept,
  mediaLimitsWords,
  MEDIA_PROCESSING_WORDS,
  MEDIA_TITLE_HINT,
  mediaTitleProblem,
  titleFromFileName,
  uploadRefusal,
} from "./media-file";
import { ErrorSummary, Status } from "./Messages";
import { useKeptState } from "../work-kept";
import { isAbort, UploadProgress, useUpload } from "./UploadProgress";

const FIELDS = ["title", "file"] as const;

export function MediaUploadForm({
  idPrefix,
  heading,
  headingLevel = 2,
  kinds = MEDIA_KINDS,
  onUploaded,
}: {
  /** Makes the ids of its fields unique in the page. */
  idPrefix: string;
  heading: string;
  headingLevel?: 2 | 3;
  /** The kinds it takes (the picker's one kind); every kind by default. */
  kinds?: readonly MediaKind[];
  onUploaded: (item: MediaItem) => void;
}) {
  const [title, setTitle] = useKeptState(`media/upload/${idPrefix}`, "");
  // The title the last file gave, replaced by the next file's as long as nobody typed another.
  const [fileTitle, setFileTitle] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const { phase, status, setStatus, send } = useUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const id = (field: string) => `${idPrefix}-${field}`;
  const headingId = id("heading");
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && (title === "" || title === fileTitle)) {
      const named = titleFromFileName(chosen.name);
      setTitle(named);
      setFileTitle(named);
    }
    setErrors((current) => {
      const next = { ...current };
      delete next.file;
      const problem = chosen ? checkMediaFile(chosen, kinds).problem : undefined;
      if (problem) next.file = problem;
      if (chosen) delete next.title;
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // In the picker this form sits in a dialog opened from the content editor's form:
    // its submit is not the editor's.
    event.stopPropagation();
    void run(async () => {
      const problems: Record<string, string> = {};
      const checked = file ? checkMediaFile(file, kinds) : { problem: "Choose a file." };
      if (checked.problem) problems.file = checked.problem;
      const titleProblem = file ? mediaTitleProblem(title) : undefined;
      if (titleProblem) problems.title = titleProblem;
      if (!file || !checked.kind || Object.keys(problems).length > 0) {
        setStatus("");
        showProblems(problems, []);
        return;
      }
      setErrors({});
      setGeneral([]);
      try {
        const item = await send<MediaItem>(
          withQuery(STAFF_API.media, { title: title.trim(), fileName: file.name }),
          file,
          {
            sending: `Uploading “${file.name}”…`,
            processing: MEDIA_PROCESSING_WORDS[checked.kind],
          },
        );
        setTitle("");
        setFileTitle("");
        setFile(null);
        if (fileRef.current) fileRef.current.value = "";
        setStatus(`“${item.title}” is in the library.`);
        onUploaded(item);
      } catch (error) {
        if (isAbort(error)) return;
        setStatus("");
        const refusal = uploadRefusal(error);
        const fields = Object.fromEntries(FIELDS.flatMap((f) => (refusal[f] ? [[f, refusal[f]]] : [])));
        showProblems(fields, []);
      }
    });
  };

  const summary = [...general, ...FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))];
  return (
    <form ref={formRef} className="form" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <Heading id={headingId}>{heading}</Heading>
      <ErrorSummary title="The file was not uploaded" messages={summary} />
      <Field id={id("file")} label="File" hint={mediaLimitsWords(kinds)} error={errors.file}>
        {(control) => (
          <input
            {...control}
            ref={fileRef}
            className="input input-file"
            name="file"
            type="file"
            required
            accept={mediaAccept(kinds)}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field
        id={id("title")}
        label="Title"
        hint={`${MEDIA_TITLE_HINT} The file's name until you type one.`}
        error={errors.title}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            name="title"
            type="text"
            required
            autoComplete="off"
            maxLength={MEDIA_TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <UploadProgress id={id("progress")} label="Uploading" phase={phase} />
      <Status message={status} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          Upload
        </Button>
      </div>
    </form>
  );
}
