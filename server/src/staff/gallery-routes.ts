// The console's gallery: the events as the public gallery shows them, added with a
// picture uploaded from the browser (checked and processed exactly as `npm run events --
// add` does: by content, size and pixel limits, EXIF dropped, AVIF/WebP renditions),
// edited, and removed; and each event's pictures (up to EVENT_PICTURES_MAX): added,
// given a new file, their alt text, focal point and order changed, removed (never the
// last). The public list learns of each change at its next request here, and within its
// version check (a second) on every other instance; the rendered /gallery page follows.

import fastifyMultipart from "@fastify/multipart";
import {
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_PICTURES_MAX,
  STAFF_API,
  type StaffEvent,
  type StaffEventPicture,
} from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  addEventWithImage,
  EventInputError,
  pictureRenditions,
  validateAltText,
  validateEventText,
  validateFocus,
  type EventField,
} from "../events/add-event.js";
import { MAX_IMAGE_BYTES } from "../images/renditions.js";
import { imageUrl } from "../events/list-cache.js";
import {
  addPicture,
  deleteEvent,
  deletePicture,
  findEvent,
  listEvents,
  replacePicture,
  updateEvent,
  updatePicture,
  type PictureChange,
  type StoredEvent,
  type StoredPicture,
} from "../events/store.js";
import type { AuditAction } from "@site/contracts";
import { auditChange, refuse } from "./guard.js";
import { requireRole } from "./roles.js";

export interface GalleryRoutesOptions {
  now: () => Date;
}

const LABELS: Record<EventField, string> = {
  title: "Title",
  date: "Date",
  description: "Description",
  image: "The picture",
  alt: "The alt text",
  focus: "The focal point",
};
const TEXT_FIELDS = new Set(["title", "date", "description", "alt", "focusX", "focusY"]);
const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;
const NO_EVENT = "There is no such event. It may have been removed.";
const NO_PICTURE = "There is no such picture. It may have been removed.";

const smallestWebp = (picture: StoredPicture) =>
  picture.images.find((image) => image.format === "webp") ?? picture.images[0];

const toStaffPicture = (picture: StoredPicture): StaffEventPicture => {
  const smallest = smallestWebp(picture);
  return {
    id: picture.id,
    alt: picture.alt,
    focus: picture.focus,
    thumbnail: smallest === undefined ? "" : imageUrl(smallest.hash, smallest.format),
    width: smallest?.width ?? 1,
    height: smallest?.height ?? 1,
  };
};

const toStaffEvent = (event: StoredEvent): StaffEvent => {
  const pictures = event.pictures.map(toStaffPicture);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date,
    sample: event.sample,
    thumbnail: pictures[0]?.thumbnail || null,
    createdAt: event.createdAt,
    pictures,
  };
};

/** An id from the path: a positive integer of a sane length, else undefined. */
const pathId = (text: string) => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined);

const inputRefused = (reply: FastifyReply, error: EventInputError) =>
  refuse(reply, 400, `${LABELS[error.field]} ${error.message}`, error.field);

interface Upload {
  fields: Map<string, string>;
  image: Buffer | undefined;
}

/** The upload's picture; refused when the form sent none. */
function requiredImage(image: Buffer | undefined): Buffer {
  if (image === undefined)
    throw new EventInputError("image", "is missing: choose a JPEG, PNG or WebP picture");
  return image;
}

/** The focal point a form sends as two fields, checked. */
const focusOf = (fields: Map<string, string>) => validateFocus(fields.get("focusX"), fields.get("focusY"));

/** The multipart form's text fields and picture; bounded by the plugin's limits as it streams. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields = new Map<string, string>();
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === "file") {
      // Read to the end even when unwanted, so the request completes; the limits bound it.
      const bytes = await part.toBuffer();
      if (part.fieldname === "image") image = bytes;
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === "string") {
      fields.set(part.fieldname, part.value);
    }
  }
  return { fields, image };
}

/** What a refused picture change answers. */
function changeRefused(reply: FastifyReply, result: Exclude<PictureChange, "done">): FastifyReply {
  switch (result) {
    case "no-event":
      return refuse(reply, 404, NO_EVENT);
    case "no-picture":
      return refuse(reply, 404, NO_PICTURE);
    case "full":
      return refuse(
        reply,
        409,
        `An event holds at most ${EVENT_PICTURES_MAX} pictures. Remove one before adding another.`,
        "image",
      );
    case "last":
      return refuse(
        reply,
        409,
        "An event needs at least one picture: add another before removing this one, or remove the event.",
      );
  }
}

const galleryRoutes: FastifyPluginAsync<GalleryRoutesOptions> = async (app, { now }) => {
  // The gallery is marketing's: refused before an upload is read.
  app.addHook("onRequest", requireRole("marketing"));
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      // title, date, description, alt, focusX, focusY
      fields: 6,
      // A description is at most 2,000 characters of up to 4 bytes each.
      fieldSize: EVENT_DESCRIPTION_MAX_LENGTH * 4,
      parts: 7,
      headerPairs: 16,
    },
  });

  /** The upload, or undefined once the reply refused it (not multipart, too large). */
  const upload = async (request: FastifyRequest, reply: FastifyReply): Promise<Upload | undefined> => {
    if (!request.isMultipart()) {
      await refuse(reply, 415, "Send the picture as a form (multipart/form-data).");
      return undefined;
    }
    try {
      return await readUpload(request);
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        await refuse(
          reply,
          413,
          `The picture is larger than ${MEGABYTES} MB. Choose a smaller one.`,
          "image",
        );
        return undefined;
      }
      if ((error as { statusCode?: number }).statusCode === 413) {
        await refuse(reply, 413, "The form has more parts than an event has.");
        return undefined;
      }
      throw error;
    }
  };

  /** The event as the console shows it after a change, or 404. */
  const answer = async (reply: FastifyReply, id: number, status = 200) => {
    const stored = await findEvent(app.db, id);
    return stored === undefined
      ? refuse(reply, 404, NO_EVENT)
      : reply.code(status).send(toStaffEvent(stored));
  };

  const audit = (
    request: FastifyRequest,
    action: AuditAction,
    eventId: number,
    details?: Record<string, unknown>,
  ) =>
    auditChange(
      app,
      request,
      { action, subject: `event ${eventId}`, ...(details ? { details } : {}) },
      now(),
    );

  app.get(STAFF_API.events, async () => (await listEvents(app.db)).map(toStaffEvent));

  app.post(STAFF_API.events, async (request, reply) => {
    const received = await upload(request, reply);
    if (received === undefined) return reply;
    const { fields, image } = received;
    try {
      const text = validateEventText({
        title: fields.get("title") ?? "",
        date: fields.get("date") ?? "",
        description: fields.get("description"),
      });
      const bytes = requiredImage(image);
      const alt = validateAltText(fields.get("alt") ?? "");
      const added = await addEventWithImage(app.db, text, { bytes, alt, focus: focusOf(fields) }, "");
      app.eventsList.invalidate();
      await audit(request, "event.add", added.id, { title: added.title, date: added.date });
      return answer(reply, added.id, 201);
    } catch (error) {
      if (error instanceof EventInputError) return inputRefused(reply, error);
      throw error;
    }
  });

  app.patch<{ Params: { id: string } }>(STAFF_API.event, async (request, reply) => {
    const id = pathId(request.params.id);
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    let valid;
    try {
      valid = validateEventText({
        title: text("title"),
        date: text("date"),
        description: text("description"),
      });
    } catch (error) {
      if (error instanceof EventInputError) return inputRefused(reply, error);
      throw error;
    }
    if (id === undefined || !(await updateEvent(app.db, id, valid))) return refuse(reply, 404, NO_EVENT);
    app.eventsList.invalidate();
    await audit(request, "event.edit", id, { title: valid.title, date: valid.date });
    return answer(reply, id);
  });

  app.delete<{ Params: { id: string } }>(STAFF_API.event, async (request, reply) => {
    const id = pathId(request.params.id);
    // Named in the trail by its title (public), as it will be gone when the trail is read.
    const title = id === undefined ? undefined : (await findEvent(app.db, id))?.title;
    if (id === undefined || !(await deleteEvent(app.db, id))) return refuse(reply, 404, NO_EVENT);
    app.eventsList.invalidate();
    await audit(request, "event.remove", id, title === undefined ? undefined : { title });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(STAFF_API.eventPictures, async (request, reply) => {
    const id = pathId(request.params.id);
    if (id === undefined) return refuse(reply, 404, NO_EVENT);
    const received = await upload(request, reply);
    if (received === undefined) return reply;
    const { fields, image } = received;
    try {
      const bytes = requiredImage(image);
      const alt = validateAltText(fields.get("alt") ?? "");
      const focus = focusOf(fields);
      const renditions = await pictureRenditions(bytes, "");
      const added = await addPicture(app.db, id, { alt, focus, renditions });
      if (added.result !== "done") return changeRefused(reply, added.result);
      app.eventsList.invalidate();
      await audit(request, "event.picture-add", id, { picture: added.id, alt });
      return answer(reply, id, 201);
    } catch (error) {
      if (error instanceof EventInputError) return inputRefused(reply, error);
      throw error;
    }
  });

  app.post<{ Params: { id: string; picture: string } }>(
    STAFF_API.eventPictureImage,
    async (request, reply) => {
      const id = pathId(request.params.id);
      const pictureId = pathId(request.params.picture);
      if (id === undefined) return refuse(reply, 404, NO_EVENT);
      if (pictureId === undefined) return refuse(reply, 404, NO_PICTURE);
      const received = await upload(request, reply);
      if (received === undefined) return reply;
      const { fields, image } = received;
      try {
        const bytes = requiredImage(image);
        const given = fields.get("alt");
        const alt = given === undefined ? undefined : validateAltText(given);
        const focus = focusOf(fields);
        const renditions = await pictureRenditions(bytes, "");
        const result = await replacePicture(app.db, id, pictureId, { renditions, alt, focus });
        if (result !== "done") return changeRefused(reply, result);
        app.eventsList.invalidate();
        await audit(request, "event.picture-replace", id, { picture: pictureId });
        return answer(reply, id);
      } catch (error) {
        if (error instanceof EventInputError) return inputRefused(reply, error);
        throw error;
      }
    },
  );

  app.patch<{ Params: { id: string; picture: string } }>(STAFF_API.eventPicture, async (request, reply) => {
    const id = pathId(request.params.id);
    const pictureId = pathId(request.params.picture);
    if (id === undefined) return refuse(reply, 404, NO_EVENT);
    if (pictureId === undefined) return refuse(reply, 404, NO_PICTURE);
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<
      string,
      unknown
    >;
    let change;
    try {
      const alt =
        body.alt === undefined ? undefined : validateAltText(typeof body.alt === "string" ? body.alt : "");
      const given = body.focus;
      const focus =
        given === undefined
          ? undefined
          : typeof given === "object" && given !== null
            ? validateFocus((given as { x?: unknown }).x ?? "", (given as { y?: unknown }).y ?? "")
            : validateFocus("", "");
      const position = body.position;
      if (position !== undefined && !(Number.isSafeInteger(position) && (position as number) >= 0)) {
        return refuse(
          reply,
          400,
          "The position must be a whole number from 0 (the first picture).",
          "position",
        );
      }
      change = { alt, focus, position: position as number | undefined };
    } catch (error) {
      if (error instanceof EventInputError) return inputRefused(reply, error);
      throw error;
    }
    if (change.alt === undefined && change.focus === undefined && change.position === undefined)
      return refuse(reply, 400, "Give the picture's alt text, focal point or position to change.");
    const result = await updatePicture(app.db, id, pictureId, change);
    if (result !== "done") return changeRefused(reply, result);
    app.eventsList.invalidate();
    await audit(request, "event.picture-edit", id, {
      picture: pictureId,
      ...(change.alt === undefined ? {} : { alt: change.alt }),
      ...(change.focus === undefined ? {} : { focus: change.focus }),
      ...(change.position === undefined ? {} : { position: change.position }),
    });
    return answer(reply, id);
  });

  app.delete<{ Params: { id: string; picture: string } }>(STAFF_API.eventPicture, async (request, reply) => {
    const id = pathId(request.params.id);
    const pictureId = pathId(request.params.picture);
    if (id === undefined) return refuse(reply, 404, NO_EVENT);
    if (pictureId === undefined) return refuse(reply, 404, NO_PICTURE);
    const result = await deletePicture(app.db, id, pictureId);
    if (result !== "done") return changeRefused(reply, result);
    app.eventsList.invalidate();
    await audit(request, "event.picture-remove", id, { picture: pictureId });
    return answer(reply, id);
  });
};

export default galleryRoutes;
