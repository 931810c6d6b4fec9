// A picture of a document (`"x-kind": "picture"` in its form): the image visitors see now,
// its size, a file input that uploads a new one at once (STAFF_API.contentPictures) and
// puts the server's Picture in the document, or a picture chosen from the media library
// (its Picture, as the upload's), and what describes it to visitors who
// cannot see it (the alt text beside it, which the form marks required; none for a
// decorative picture). The upload's progress and outcome are announced; a refusal is
// shown beside the input in the server's words. The draft keeps it once saved.

import type { Picture } from "@site/contracts/content";
import { EVENT_UPLOAD_TYPES, STAFF_API } from "@site/contracts/staff";
import { useState, type ChangeEvent } from "react";
import { ApiError, upload, withQuery } from "../api";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { MediaPickerDialog, type MediaOption } from "../ui/MediaPickerDialog";
import { checkPicture, PICTURE_FILE_HINT } from "../ui/picture-file";
import { errorText, useFormContext } from "./context";
import type { FieldNodeProps } from "./FieldNode";
import { Group } from "./Group";
import { fieldId } from "./paths";
import { helpOf, isPlainObject } from "./schema";

/** `value` if it is a published picture (a new item's empty one is not). */
function pictureIn(value: unknown): Picture | undefined {
  if (!isPlainObject(value)) return undefined;
  const { name, width, height, widths } = value;
  if (typeof name !== "string" || name === "" || typeof width !== "number" || typeof height !== "number")
    return undefined;
  if (!Array.isArray(widths) || widths.length === 0 || !widths.every((w) => typeof w === "number"))
    return undefined;
  return { name, width, height, widths: widths as number[] };
}

// The site's own URL layout (web's pictureUrl): same origin, so the console's CSP allows it.
const thumbnailOf = (picture: Picture) => `/media/${picture.name}-${picture.widths[0]}.webp`;

const sizeWords = (picture: Picture) =>
  `${picture.width} × ${picture.height} pixels, published at ${picture.widths.join(", ")} pixels wide.`;

/** The messages of the field and of its parts (`photo.width`), as one text. */
function errorsAt(errors: Readonly<Record<string, readonly string[]>>, path: string) {
  return errorText(
    Object.entries(errors).flatMap(([at, messages]) =>
      at === path || at.startsWith(`${path}.`) ? messages : [],
    ),
  );
}

export function PictureField({ schema, value, path, label, altLabel, altText }: FieldNodeProps) {
  const { edit, errors } = useFormContext();
  const [status, setStatus] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const id = fieldId(path);
  const picture = pictureIn(value);
  const described = altText !== undefined && altText.trim() !== "";

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    // Not disabled while busy, so focus stays where the member is: a second choice waits.
    if (file === null || busy) return;
    const refused = checkPicture(file);
    setProblem(refused);
    if (refused) {
      setStatus("");
      return;
    }
    setBusy(true);
    setStatus("Uploading the picture…");
    try {
      // It joins the media library under the file's name, for other fields to pick.
      const dot = file.name.lastIndexOf(".");
      const title = dot > 0 ? file.name.slice(0, dot) : file.name;
      const uploaded = await upload<Picture>(
        withQuery(STAFF_API.contentPictures, { title, fileName: file.name }),
        file,
        {
          onProgress: (loaded, total) =>
            setStatus(`Uploading the picture: ${Math.round((100 * loaded) / total)}%.`),
          onSent: () => setStatus("Making the picture's sizes for the site…"),
        },
      );
      edit(path, uploaded);
      setStatus(
        `New picture uploaded: ${uploaded.width} × ${uploaded.height} pixels. Save the draft to keep it.`,
      );
    } catch (error) {
      setStatus("");
      setProblem(
        error instanceof ApiError
          ? error.errors.map((item) => item.message).join(" ") || error.generalMessages.join(" ")
          : "The picture could not be uploaded. Try again.",
      );
    } finally {
      setBusy(false);
      // The same file chosen again after a refusal is a change again.
      input.value = "";
    }
  };

  const chooseFromLibrary = ({ item }: MediaOption) => {
    if (!item.picture) return;
    edit(path, item.picture);
    setProblem(undefined);
    setStatus(
      `“${item.title}” chosen from the media library: ${item.picture.width} × ${item.picture.height} pixels. Save the draft to keep it.`,
    );
  };

  return (
    <Group
      id={id}
      legend={label}
      hint={helpOf(schema)}
      error={errorsAt(errors, path)}
      className="group-picture"
    >
      <div className="picture-now">
        {picture ? (
          <img
            className="picture-thumbnail"
            src={thumbnailOf(picture)}
            width={picture.width}
            height={picture.height}
            alt={described ? `Now: ${altText}` : "Now: the current picture"}
          />
        ) : null}
        <p className="note" id={`${id}-size`}>
          {picture ? sizeWords(picture) : "No picture yet: choose one."}
        </p>
      </div>
      {altLabel === undefined ? (
        <p className="note">Decorative: visitors who cannot see it are not told of it.</p>
      ) : (
        <p className="note">
          {described
            ? `Described to visitors who cannot see it by “${altLabel}”: ${altText}`
            : `Describe it in “${altLabel}”: visitors who cannot see it hear that text instead.`}
        </p>
      )}
      <Field id={`${id}-file`} label="Choose a new picture" hint={PICTURE_FILE_HINT} error={problem}>
        {(control) => (
          <input
            {...control}
            className="input input-file"
            type="file"
            accept={EVENT_UPLOAD_TYPES.join(",")}
            aria-busy={busy || undefined}
            onChange={(event) => void choose(event)}
          />
        )}
      </Field>
      <Button variant="secondary" onClick={() => setPicking(true)}>
        <span>
          Choose from the media library<span className="visually-hidden"> for “{label}”</span>
        </span>
      </Button>
      <MediaPickerDialog
        open={picking}
        want="picture"
        onChoose={chooseFromLibrary}
        onClose={() => setPicking(false)}
      />
      <p role="status" className="picture-status">
        {status}
      </p>
    </Group>
  );
}
