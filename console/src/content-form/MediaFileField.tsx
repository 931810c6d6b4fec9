// A text that names a file of the media library by its address (`"x-kind"` of
// MEDIA_FIELD_KINDS: a brochure's PDF, a demo's video, a video's poster): the text as any
// other, which may still be typed or pasted, and "Choose from the media library", whose
// dialog lists the library's files of the kind and puts the chosen one's address in the
// field. A poster takes a picture's rendition (a picture of the library, or the poster a
// video has), at the width a poster is shown at.

import { pictureFileUrl } from "@site/contracts/staff";
import { useState } from "react";
import { Button } from "../ui/Button";
import { MediaPickerDialog, type MediaOption, type MediaWant } from "../ui/MediaPickerDialog";
import { errorText, useFormContext } from "./context";
import { ValueControl } from "./controls";
import type { FieldNodeProps } from "./FieldNode";
import { fieldId } from "./paths";
import { mediaFieldOf, type MediaField } from "./schema";

/** The width of the rendition a poster field names: as wide as a video is shown. */
export const POSTER_WIDTH = 960;

const WANTS: Record<MediaField, MediaWant> = { document: "document", video: "video", poster: "poster" };

/** The address a field of `field` takes for the chosen option. */
export function addressOf(field: MediaField, option: MediaOption): string {
  return field === "poster" && option.picture
    ? pictureFileUrl(option.picture, POSTER_WIDTH)
    : option.item.url;
}

export function MediaFileField({ schema, value, path, label, optional, required = false }: FieldNodeProps) {
  const { edit, errors, announce } = useFormContext();
  const [picking, setPicking] = useState(false);
  const field = mediaFieldOf(schema) ?? "document";

  const choose = (option: MediaOption) => {
    edit(path, addressOf(field, option));
    announce(`${label}: “${option.title}” chosen from the media library. Save the draft to keep it.`);
  };

  return (
    <div className="media-field">
      <ValueControl
        schema={schema}
        id={fieldId(path)}
        label={label}
        error={errorText(errors[path])}
        value={value}
        optional={optional}
        required={required}
        onChange={(next) => edit(path, next)}
      />
      <Button variant="secondary" onClick={() => setPicking(true)}>
        <span>
          Choose from the media library<span className="visually-hidden"> for “{label}”</span>
        </span>
      </Button>
      <MediaPickerDialog
        open={picking}
        want={WANTS[field]}
        onChoose={choose}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
