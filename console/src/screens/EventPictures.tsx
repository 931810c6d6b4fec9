// An event's pictures, in the edit dialog: each with its alt text and focal point (saved
// together), Make first (the card shows the first), Replace (a new file in its place,
// its alt text and focal point kept) and Remove (asked twice; never the last one); and a
// form to add one more, up to EVENT_PICTURES_MAX. Each change is saved at once and the
// gallery's list follows (onChange with the event as the server answers it).

import { EVENT_FOCUS_DEFAULT, EVENT_PICTURES_MAX, type EventFocus } from "@site/contracts/events";
import type { StaffEvent, StaffEventPicture } from "@site/contracts/staff";
import { STAFF_API, staffApiPath } from "@site/contracts/staff";
import { useRef, useState, type FormEvent } from "react";
import { patch, request, upload } from "../api";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { checkPicture } from "../ui/picture-file";
import { AltTextField, checkAltText } from "./AltTextField";
import { FocalPointPicker } from "./FocalPointPicker";
import { PictureField } from "./PictureField";
import { useObjectUrl } from "./picture-preview";
import "./event-pictures.css";

const PICTURE_FIELDS = ["image", "alt", "focus"];

/** The form fields of a picture to upload: the file, and its alt text and focal point when given. */
function pictureForm(file: File, alt: string | undefined, focus: EventFocus | undefined): FormData {
  const form = new FormData();
  if (alt !== undefined) form.set("alt", alt.trim());
  if (focus) {
    form.set("focusX", String(focus.x));
    form.set("focusY", String(focus.y));
  }
  form.set("image", file, file.name);
  return form;
}

export function EventPictures({
  event,
  onChange,
}: {
  event: StaffEvent;
  onChange: (event: StaffEvent, said: string) => void;
}) {
  const [status, setStatus] = useState("");
  const changed = (next: StaffEvent, said: string) => {
    setStatus(said);
    onChange(next, said);
  };
  const count = event.pictures.length;
  return (
    <section className="event-pictures" aria-labelledby={`event-${event.id}-pictures`}>
      <h3 id={`event-${event.id}-pictures`}>Pictures</h3>
      <p className="field-hint">
        The gallery&rsquo;s card shows the first; visitors step through all of them in its popup. Up to{" "}
        {EVENT_PICTURES_MAX}.
      </p>
      <Status message={status} />
      <ol className="picture-list">
        {event.pictures.map((picture, index) => (
          <PictureItem
            key={picture.id}
            event={event}
            picture={picture}
            index={index}
            count={count}
            onChange={changed}
          />
        ))}
      </ol>
      {count < EVENT_PICTURES_MAX ? (
        <AddPictureForm event={event} onAdded={changed} />
      ) : (
        <p>This event has {EVENT_PICTURES_MAX} pictures, the most it can hold. Remove one to add another.</p>
      )}
    </section>
  );
}

function PictureItem({
  event,
  picture,
  index,
  count,
  onChange,
}: {
  event: StaffEvent;
  picture: StaffEventPicture;
  index: number;
  count: number;
  onChange: (event: StaffEvent, said: string) => void;
}) {
  const [alt, setAlt] = useState(picture.alt);
  const [focus, setFocus] = useState<EventFocus>(picture.focus);
  const [replacing, setReplacing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const path = staffApiPath(STAFF_API.eventPicture, { id: event.id, picture: picture.id });
  const name = `Picture ${index + 1}`;
  const headingId = `picture-${picture.id}-heading`;

  const act = (task: () => Promise<void>) =>
    run(async () => {
      try {
        await task();
      } catch (error) {
        const [fields, messages] = refusalProblems(error, PICTURE_FIELDS);
        showProblems(fields, messages);
      }
    });

  const save = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const problem = checkAltText(alt);
    if (problem) {
      showProblems({ alt: problem }, []);
      return;
    }
    void act(async () => {
      const saved = await patch<StaffEvent>(path, { alt: alt.trim(), focus });
      showProblems({}, []);
      onChange(saved, `${name}'s alt text and focal point saved.`);
    });
  };

  return (
    <li className="picture-item" aria-labelledby={headingId}>
      <h4 id={headingId}>
        {name} of {count}
        {index === 0 ? ", the card's" : ""}
      </h4>
      <form ref={formRef} className="form" aria-labelledby={headingId} noValidate onSubmit={save}>
        <ErrorSummary title={`${name} was not changed`} messages={[...general, ...Object.values(errors)]} />
        <FocalPointPicker
          id={`picture-${picture.id}-focus`}
          src={picture.thumbnail}
          width={picture.width}
          height={picture.height}
          focus={focus}
          error={errors.focus}
          onChange={setFocus}
        />
        <AltTextField id={`picture-${picture.id}-alt`} value={alt} error={errors.alt} onChange={setAlt} />
        <div className="actions">
          <Button type="submit" busy={busy} aria-describedby={headingId}>
            Update alt text and focal point
          </Button>
          {index > 0 ? (
            <Button
              variant="secondary"
              busy={busy}
              aria-describedby={headingId}
              onClick={() =>
                void act(async () => {
                  const saved = await patch<StaffEvent>(path, { position: 0 });
                  onChange(saved, `${name} is now the first picture, the one the card shows.`);
                })
              }
            >
              Make first
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-describedby={headingId}
            aria-expanded={replacing}
            onClick={() => setReplacing((open) => !open)}
          >
            Replace picture
          </Button>
          {count > 1 && !confirmRemove ? (
            <Button variant="danger" aria-describedby={headingId} onClick={() => setConfirmRemove(true)}>
              Remove
            </Button>
          ) : null}
        </div>
        {confirmRemove ? (
          <div className="actions" role="group" aria-label={`Remove ${name.toLowerCase()}?`}>
            <p>Remove this picture from the event for good?</p>
            <Button
              variant="danger"
              busy={busy}
              onClick={() =>
                void act(async () => {
                  const saved = await request<StaffEvent>("DELETE", path);
                  onChange(saved, `${name} removed.`);
                })
              }
            >
              Remove picture
            </Button>
            <Button variant="secondary" onClick={() => setConfirmRemove(false)}>
              Keep it
            </Button>
          </div>
        ) : null}
      </form>
      {replacing ? (
        <ReplaceForm
          event={event}
          picture={picture}
          name={name}
          onReplaced={(saved, said) => {
            setReplacing(false);
            onChange(saved, said);
          }}
        />
      ) : null}
    </li>
  );
}

function ReplaceForm({
  event,
  picture,
  name,
  onReplaced,
}: {
  event: StaffEvent;
  picture: StaffEventPicture;
  name: string;
  onReplaced: (event: StaffEvent, said: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const preview = useObjectUrl(file);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const problem = checkPicture(file);
    if (problem || !file) {
      showProblems({ image: problem ?? "Choose a picture." }, []);
      return;
    }
    void run(async () => {
      try {
        const saved = await upload<StaffEvent>(
          staffApiPath(STAFF_API.eventPictureImage, { id: event.id, picture: picture.id }),
          pictureForm(file, undefined, undefined),
        );
        onReplaced(saved, `${name} replaced; its alt text and focal point are kept: check they still fit.`);
      } catch (error) {
        const [fields, messages] = refusalProblems(error, PICTURE_FIELDS);
        showProblems(fields, messages);
      }
    });
  };

  return (
    <form
      ref={formRef}
      className="form"
      aria-label={`Replace ${name.toLowerCase()}`}
      noValidate
      onSubmit={submit}
    >
      <ErrorSummary title={`${name} was not replaced`} messages={[...general, ...Object.values(errors)]} />
      <PictureField
        id={`picture-${picture.id}-new`}
        label="New picture"
        file={file}
        error={errors.image}
        inputRef={fileRef}
        onChoose={(chosen) => {
          setFile(chosen);
          showProblems(chosen && checkPicture(chosen) ? { image: checkPicture(chosen)! } : {}, []);
        }}
      />
      {preview ? <img className="focal-crop" src={preview} alt="The new picture, as chosen" /> : null}
      <div className="actions">
        <Button type="submit" busy={busy}>
          Upload the new picture
        </Button>
      </div>
    </form>
  );
}

function AddPictureForm({
  event,
  onAdded,
}: {
  event: StaffEvent;
  onAdded: (event: StaffEvent, said: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [focus, setFocus] = useState<EventFocus>(EVENT_FOCUS_DEFAULT);
  const preview = useObjectUrl(file);
  const { errors, general, formRef, showProblems } = useFormProblems();
  const [busy, run] = useAction();
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    const problems: Record<string, string> = {};
    const pictureProblem = checkPicture(file);
    if (pictureProblem) problems.image = pictureProblem;
    const altProblem = checkAltText(alt);
    if (altProblem) problems.alt = altProblem;
    if (Object.keys(problems).length > 0 || !file) {
      showProblems(problems, []);
      return;
    }
    void run(async () => {
      try {
        const saved = await upload<StaffEvent>(
          staffApiPath(STAFF_API.eventPictures, { id: event.id }),
          pictureForm(file, alt, focus),
        );
        setFile(null);
        setAlt("");
        setFocus(EVENT_FOCUS_DEFAULT);
        if (fileRef.current) fileRef.current.value = "";
        showProblems({}, []);
        onAdded(saved, `Picture ${saved.pictures.length} added.`);
      } catch (error) {
        const [fields, messages] = refusalProblems(error, PICTURE_FIELDS);
        showProblems(fields, messages);
      }
    });
  };

  const headingId = `event-${event.id}-add-picture`;
  return (
    <form ref={formRef} className="form" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h4 id={headingId}>Add a picture</h4>
      <ErrorSummary
        title="The picture was not added"
        messages={[...general, ...PICTURE_FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))]}
      />
      <PictureField
        id={`event-${event.id}-new-picture`}
        file={file}
        error={errors.image}
        inputRef={fileRef}
        onChoose={(chosen) => {
          setFile(chosen);
          setFocus(EVENT_FOCUS_DEFAULT);
        }}
      />
      {preview ? (
        <FocalPointPicker
          id={`event-${event.id}-new-focus`}
          src={preview}
          focus={focus}
          error={errors.focus}
          onChange={setFocus}
        />
      ) : null}
      <AltTextField id={`event-${event.id}-new-alt`} value={alt} error={errors.alt} onChange={setAlt} />
      <div className="actions">
        <Button type="submit" busy={busy}>
          Add picture
        </Button>
      </div>
    </form>
  );
}
