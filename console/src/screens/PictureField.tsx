// The add form's Picture field: a drop zone that is the file input itself, stretched
// over the zone, so the keyboard reaches it as an ordinary control (Tab to it, Space or
// Enter opens the picker), a click anywhere opens the picker and a dropped file lands in
// the input by the browser's own handling. A picture is checked as soon as it is
// chosen, by type and size, against the limits the hint states before choosing.

import { EVENT_UPLOAD_TYPES } from "@site/contracts/staff";
import { useEffect, useState, type RefObject } from "react";
import { formatBytes } from "../format";
import { Field } from "../ui/Field";
import { PICTURE_FILE_HINT } from "../ui/picture-file";

const PICTURE_HINT = `${PICTURE_FILE_HINT} Choose one, or drop it on the box.`;

export function PictureField({
  id,
  label = "Picture",
  file,
  error,
  inputRef,
  onChoose,
}: {
  id: string;
  label?: string;
  file: File | null;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onChoose: (file: File | null) => void;
}) {
  const [dragging, setDragging] = useState(false);
  const chosenId = `${id}-chosen`;

  // A file dropped beside the zone would make the browser leave the page for it, and
  // lose the form: only file inputs take drops (this one, or another form's zone).
  useEffect(() => {
    const refuse = (event: DragEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement && target.type === "file")) event.preventDefault();
    };
    window.addEventListener("dragover", refuse);
    window.addEventListener("drop", refuse);
    return () => {
      window.removeEventListener("dragover", refuse);
      window.removeEventListener("drop", refuse);
    };
  }, []);

  return (
    <Field id={id} label={label} hint={PICTURE_HINT} error={error}>
      {(control) => (
        <div className={dragging ? "dropzone dropzone-active" : "dropzone"}>
          <p className="dropzone-text" id={chosenId}>
            {file ? `Chosen: ${file.name}, ${formatBytes(file.size)}.` : "No picture chosen."}
          </p>
          <p className="dropzone-text" aria-hidden="true">
            {file ? "Choose another, or drop it here." : "Choose a picture, or drop it here."}
          </p>
          {/* Stretched over the whole zone: a click anywhere opens the picker, a file
              dropped anywhere lands in the input (the browser's own drop), and the
              keyboard reaches it as the one control of the zone. */}
          <input
            {...control}
            aria-describedby={[control["aria-describedby"], chosenId].filter(Boolean).join(" ")}
            ref={inputRef}
            className="file-input"
            name="image"
            type="file"
            required
            accept={EVENT_UPLOAD_TYPES.join(",")}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            onDragEnter={() => setDragging(true)}
            onDragLeave={() => setDragging(false)}
            onDrop={() => setDragging(false)}
          />
        </div>
      )}
    </Field>
  );
}
