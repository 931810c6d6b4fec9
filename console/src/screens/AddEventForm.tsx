// The gallery's "Add an event" form. The picture goes up as multipart/form-data over
// XMLHttpRequest so the form can show how much is sent; then the server turns it into
// its renditions ("Processing picture…") and answers the new event. Problems show beside
// their fields and in a summary, and focus moves to the first field to fix; a network
// failure loses nothing that was entered, nor does the end of the session: the text is
// kept for the next sign-in (work-kept.ts), the picture chosen again (a file is not kept).

import { EVENT_FOCUS_DEFAULT, type EventFocus } from "@site/contracts/events";
import type { StaffEvent } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError, errorMessages, upload } from "../api";
import { useAction, useFormProblems } from "../hooks";
import { Button } from "../ui/Button";
import { errorsByField } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";
import { RestoredNote } from "../ui/RestoredNote";
import { useKeptState } from "../work-kept";
import { EMPTY_EVENT_TEXT, EventTextFields, checkEventText, type EventText } from "./event-fields";
import { checkPicture } from "../ui/picture-file";
import { PictureField } from "./PictureField";
import { AltTextField, checkAltText } from "./AltTextField";
import { FocalPointPicker } from "./FocalPointPicker";
import { useObjectUrl } from "./picture-preview";

const FIELD_ORDER = ["title", "date", "description", "image", "focus", "alt"];

type Phase = { name: "idle" } | { name: "uploading"; percent: number } | { name: "processing" };

export function AddEventForm({ onAdded }: { onAdded: (event: StaffEvent) => void }) {
  const [text, setText, restored] = useKeptState<EventText>("gallery/add-event", EMPTY_EVENT_TEXT);
  const [file, setFile] = useState<File | null>(null);
  // The first picture's alt text (kept as the text is) and focal point (set on its preview).
  const [alt, setAlt] = useKeptState<string>("gallery/add-event/alt", "");
  const [focus, setFocus] = useState<EventFocus>(EVENT_FOCUS_DEFAULT);
  const preview = useObjectUrl(file);
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  const [status, setStatus] = useState("");
  const [busy, run] = useAction();
  const fileRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the screen mid-upload stops the upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFocus(EVENT_FOCUS_DEFAULT);
    setErrors((current) => {
      const next = { ...current };
      delete next.image;
      const problem = chosen ? checkPicture(chosen) : undefined;
      if (problem) next.image = problem;
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problems = checkEventText(text);
      const pictureProblem = checkPicture(file);
      if (pictureProblem) problems.image = pictureProblem;
      const altProblem = checkAltText(alt);
      if (altProblem) problems.alt = altProblem;
      if (Object.keys(problems).length > 0 || !file) {
        setStatus("");
        showProblems(problems, []);
        return;
      }
      setErrors({});
      setGeneral([]);
      const form = new FormData();
      form.set("title", text.title.trim());
      form.set("date", text.date);
      if (text.description.trim() !== "") form.set("description", text.description);
      form.set("alt", alt.trim());
      form.set("focusX", String(focus.x));
      form.set("focusY", String(focus.y));
      form.set("image", file, file.name);
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase({ name: "uploading", percent: 0 });
      setStatus("Uploading picture…");
      try {
        const added = await upload<StaffEvent>(STAFF_API.events, form, {
          signal: controller.signal,
          onProgress: (loaded, total) =>
            setPhase({ name: "uploading", percent: Math.floor((loaded / total) * 100) }),
          onSent: () => {
            setPhase({ name: "processing" });
            setStatus("Processing picture…");
          },
        });
        setText(EMPTY_EVENT_TEXT);
        setFile(null);
        setAlt("");
        setFocus(EVENT_FOCUS_DEFAULT);
        if (fileRef.current) fileRef.current.value = "";
        setStatus(`Event “${added.title}” added. Add more pictures with its Edit button.`);
        onAdded(added);
      } catch (error) {
        if (controller.signal.aborted) return;
        setStatus("");
        const fields = error instanceof ApiError ? errorsByField(error.errors) : {};
        const known = FIELD_ORDER.filter((field) => field in fields);
        const unplaced =
          error instanceof ApiError
            ? error.errors.filter((e) => e.path !== "" && !known.includes(e.path)).map((e) => e.message)
            : [];
        const messages =
          error instanceof ApiError ? [...error.generalMessages, ...unplaced] : errorMessages(error);
        showProblems(Object.fromEntries(known.map((field) => [field, fields[field]!])), messages);
      } finally {
        abortRef.current = null;
        setPhase({ name: "idle" });
      }
    });
  };

  const summary = [...general, ...FIELD_ORDER.flatMap((field) => (errors[field] ? [errors[field]] : []))];

  return (
    <form ref={formRef} className="form" aria-labelledby="add-event-heading" noValidate onSubmit={submit}>
      <h2 id="add-event-heading">Add an event</h2>
      <ErrorSummary title="The event was not added" messages={summary} />
      {restored ? <RestoredNote extra="Choose the picture again: files are not kept." /> : null}
      <EventTextFields idPrefix="event" text={text} errors={errors} onChange={setText} />
      <PictureField id="event-image" file={file} error={errors.image} inputRef={fileRef} onChoose={choose} />
      {preview ? (
        <FocalPointPicker
          id="event-focus"
          src={preview}
          focus={focus}
          error={errors.focus}
          onChange={setFocus}
        />
      ) : null}
      <AltTextField id="event-alt" value={alt} error={errors.alt} onChange={setAlt} />
      {phase.name === "uploading" ? (
        <div className="progress">
          <label htmlFor="event-upload-progress">Uploading picture</label>
          <progress id="event-upload-progress" max={100} value={phase.percent}>
            {phase.percent}%
          </progress>
          <span className="progress-value">{phase.percent}%</span>
        </div>
      ) : null}
      <Status message={status} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          Add event
        </Button>
      </div>
    </form>
  );
}
