// The console's gallery: the events as the public gallery shows them, added with a
// picture uploaded from the browser (checked and processed exactly as `npm run events --
// add` does: by content, size and pixel limits, EXIF dropped, AVIF/WebP renditions),
// edited, and removed. The public list learns of each change at its next request here,
// and within its version check (a second) on every other instance.

import fastifyMultipart from "@fastify/multipart";
import { EVENT_DESCRIPTION_MAX_LENGTH, STAFF_API, type StaffEvent } from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  addEventWithImage,
  EventInputError,
  validateEventText,
  type EventField,
} from "../events/add-event.js";
import { MAX_IMAGE_BYTES } from "../images/renditions.js";
import { imageUrl } from "../events/list-cache.js";
import { deleteEvent, listEvents, updateEvent, type StoredEvent } from "../events/store.js";
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
};
const TEXT_FIELDS = new Set(["title", "date", "description"]);
const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;

const toStaffEvent = (event: StoredEvent): StaffEvent => {
  const smallest = event.images.find((image) => image.format === "webp") ?? event.images[0];
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date,
    sample: event.sample,
    thumbnail: smallest === undefined ? null : imageUrl(smallest.hash, smallest.format),
    createdAt: event.createdAt,
  };
};

/** An event id from the path: a positive integer of a sane length, else undefined. */
const eventId = (text: string) => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined);

const inputRefused = (reply: FastifyReply, error: EventInputError) =>
  refuse(reply, 400, `${LABELS[error.field]} ${error.message}`, error.field);

/** The multipart form's text fields and picture; bounded by the plugin's limits as it streams. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Map<string, string>; image: Buffer | undefined }> {
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

const galleryRoutes: FastifyPluginAsync<GalleryRoutesOptions> = async (app, { now }) => {
  // The gallery is marketing's: refused before an upload is read.
  app.addHook("onRequest", requireRole("marketing"));
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: 1,
      fields: 3,
      // A description is at most 2,000 characters of up to 4 bytes each.
      fieldSize: EVENT_DESCRIPTION_MAX_LENGTH * 4,
      parts: 4,
      headerPairs: 16,
    },
  });

  app.get(STAFF_API.events, async () => (await listEvents(app.db)).map(toStaffEvent));

  app.post(STAFF_API.events, async (request, reply) => {
    if (!request.isMultipart())
      return refuse(reply, 415, "Send the event as a form with its picture (multipart/form-data).");
    let upload;
    try {
      upload = await readUpload(request);
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
        return refuse(
          reply,
          413,
          `The picture is larger than ${MEGABYTES} MB. Choose a smaller one.`,
          "image",
        );
      }
      if ((error as { statusCode?: number }).statusCode === 413)
        return refuse(reply, 413, "The form has more parts than an event has.");
      throw error;
    }
    const { fields, image } = upload;
    try {
      const text = validateEventText({
        title: fields.get("title") ?? "",
        date: fields.get("date") ?? "",
        description: fields.get("description"),
      });
      if (image === undefined)
        throw new EventInputError("image", "is missing: choose a JPEG, PNG or WebP picture");
      const added = await addEventWithImage(app.db, text, image, "");
      app.eventsList.invalidate();
      await auditChange(
        app,
        request,
        {
          action: "event.add",
          subject: `event ${added.id}`,
          details: { title: added.title, date: added.date },
        },
        now(),
      );
      const stored = (await listEvents(app.db)).find((event) => event.id === added.id);
      return reply.code(201).send(stored === undefined ? undefined : toStaffEvent(stored));
    } catch (error) {
      if (error instanceof EventInputError) return inputRefused(reply, error);
      throw error;
    }
  });

  app.patch<{ Params: { id: string } }>(STAFF_API.event, async (request, reply) => {
    const id = eventId(request.params.id);
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
    if (id === undefined || !(await updateEvent(app.db, id, valid)))
      return refuse(reply, 404, "There is no such event. It may have been removed.");
    app.eventsList.invalidate();
    await auditChange(
      app,
      request,
      { action: "event.edit", subject: `event ${id}`, details: { title: valid.title, date: valid.date } },
      now(),
    );
    const stored = (await listEvents(app.db)).find((event) => event.id === id);
    return stored === undefined
      ? refuse(reply, 404, "There is no such event. It may have been removed.")
      : toStaffEvent(stored);
  });

  app.delete<{ Params: { id: string } }>(STAFF_API.event, async (request, reply) => {
    const id = eventId(request.params.id);
    if (id === undefined || !(await deleteEvent(app.db, id)))
      return refuse(reply, 404, "There is no such event. It may have been removed.");
    app.eventsList.invalidate();
    await auditChange(app, request, { action: "event.remove", subject: `event ${id}` }, now());
    return reply.code(204).send();
  });
};

export default galleryRoutes;
