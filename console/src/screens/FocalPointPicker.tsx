// Where a picture's subject is: its focal point, which the public gallery keeps in frame
// wherever it crops the picture (the card's 4:3 frame). Marked by a click on the preview,
// or typed as two percentages (across from the left, down from the top): the inputs are
// the keyboard's way and say exactly what the click set. Beside the preview, the card's
// crop as it will look.

import { EVENT_FOCUS_MAX, EVENT_FOCUS_MIN, type EventFocus } from "@site/contracts/events";
import { useEffect, useRef } from "react";
import { ErrorText, HintText } from "../ui/Field";
import "./event-pictures.css";

const FOCUS_HINT =
  "Click the picture where its subject is, or set the two percentages. Where the gallery crops the picture, it keeps this point in frame.";

const clamp = (value: number) => Math.min(EVENT_FOCUS_MAX, Math.max(EVENT_FOCUS_MIN, Math.round(value)));

export function FocalPointPicker({
  id,
  src,
  width,
  height,
  focus,
  error,
  onChange,
}: {
  id: string;
  /** The picture: an object URL of a chosen file, or an uploaded picture's thumbnail. */
  src: string;
  /** Its size when known (an uploaded picture's): the preview's shape before it loads. */
  width?: number | undefined;
  height?: number | undefined;
  focus: EventFocus;
  error?: string | undefined;
  onChange: (focus: EventFocus) => void;
}) {
  const previewRef = useRef<HTMLImageElement>(null);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // A click on the preview is the pointer's shortcut for the two inputs below, which are
  // the control itself (labelled, keyboard-operable); so it is listened to here rather
  // than making the picture a control of its own that would say nothing new.
  useEffect(() => {
    const image = previewRef.current;
    if (!image) return;
    const onClick = (event: MouseEvent) => {
      const box = image.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      latest.current({
        x: clamp(((event.clientX - box.left) / box.width) * 100),
        y: clamp(((event.clientY - box.top) / box.height) * 100),
      });
    };
    image.addEventListener("click", onClick);
    return () => image.removeEventListener("click", onClick);
  }, []);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hintId].filter(Boolean).join(" ");
  const position = `${focus.x}% ${focus.y}%`;
  const coordinate = (axis: "x" | "y", label: string) => (
    <div className="field focal-coordinate">
      <label htmlFor={`${id}-${axis}`} className="field-label">
        {label}
      </label>
      <input
        id={`${id}-${axis}`}
        className="input focal-input"
        type="number"
        inputMode="numeric"
        min={EVENT_FOCUS_MIN}
        max={EVENT_FOCUS_MAX}
        step={1}
        required
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        value={focus[axis]}
        onChange={(event) => {
          const value = event.target.valueAsNumber;
          if (Number.isFinite(value)) onChange({ ...focus, [axis]: clamp(value) });
        }}
      />
    </div>
  );

  return (
    <fieldset className="focal-point">
      <legend className="field-label">Focal point</legend>
      <HintText id={hintId} hint={FOCUS_HINT} />
      <ErrorText id={errorId} error={error} />
      <div className="focal-views">
        <figure className="focal-figure">
          <div className="focal-preview">
            <img
              ref={previewRef}
              src={src}
              alt=""
              width={width}
              height={height}
              className="focal-image"
              draggable={false}
            />
            <span
              className="focal-marker"
              aria-hidden="true"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </div>
          <figcaption className="field-hint">The whole picture</figcaption>
        </figure>
        <figure className="focal-figure focal-figure-crop">
          <img src={src} alt="" className="focal-crop" style={{ objectPosition: position }} />
          <figcaption className="field-hint">As the gallery&rsquo;s card shows it</figcaption>
        </figure>
      </div>
      <div className="focal-coordinates">
        {coordinate("x", "Across, % from the left")}
        {coordinate("y", "Down, % from the top")}
      </div>
    </fieldset>
  );
}
