// The console's media library (media/library.ts): editors and publishers list it with
// where each item is used, upload a picture, a PDF or a video once (the file itself as the
// request's body, checked by its content, streamed into the database), rename an item,
// choose a video's poster, replace an item's file (every use takes the new address:
// drafts saved, published pages published again, rendered first as a publish is), and
// delete an item nothing uses. Each change is in the audit trail, written in the change's
// own transaction after the member's standing is asked again (stillActing).

import { mkdtemp, rm } from "node:fs/promises";
import { closeSync, openSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  CONTENT_EDIT_ROLES,
  CONTENT_PICTURE_NAME_PREFIX,
  libraryFileUrl,
  mayPublishContent,
  STAFF_API,
  type MediaItem,
  type MediaReplaced,
  type MediaUse,
} from "@site/contracts";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { recordAudit, referenceLabels } from "../audit/trail.js";
import { storePicture } from "../content/pictures.js";
import { pagesGate } from "../content/publish-gate.js";
import { ContentRefusal, rewriteDocuments, type Trx } from "../content/store.js";
import { ImageRejected } from "../images/renditions.js";
import { MediaRejected, receiveFile, type MediaType } from "../media/files.js";
import {
  ensurePictureItem,
  itemAnswer,
  listItems,
  mediaUses,
  newMediaId,
  readItem,
  replacing,
} from "../media/library.js";
import { referenceOf } from "../media/references.js";
import { posterFrame } from "../media/poster.js";
import { stillActing } from "./content-routes.js";
import { consoleActor, member, refuse } from "./guard.js";
import { bodyField } from "./request-text.js";
import { NOT_YOUR_ROLE, requireRole } from "./roles.js";
import { safeFileName, titleOf, TITLE_RULE } from "./media-names.js";
import { countUpload, type UploadLimit } from "./upload-limit.js";

export interface MediaRoutesOptions {
  now: () => Date;
  uploadLimit: UploadLimit;
}

// How long a replacement's answer waits for the pages to show it.
const PUBLISH_SETTLE_MS = 60_000;
// An item's id is 16 hex characters (newMediaId), or an older picture's `picture-{16 hex}`.
const ID_MAX_LENGTH = 40;
const JSON_BODY_MAX_BYTES = 4 * 1024;

/** A copy of a video as it arrives, for ffmpeg to take its poster from (it needs a file to seek in). */
interface VideoCopy {
  tee: (type: MediaType) => { write(bytes: Buffer): void; end(): Promise<void> } | undefined;
  /** The copy's path once the whole video is in it. */
  path(): string | undefined;
  remove(): Promise<void>;
}

async function videoCopy(): Promise<VideoCopy> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "media-video-"));
  const file = path.join(folder, "video");
  // Opened before the upload starts: the tee writes synchronously as chunks arrive.
  let fd: number | undefined = openSync(file, "w");
  let complete = false;
  const close = () => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  return {
    tee(type) {
      if (type.kind !== "video") return undefined;
      return {
        write(bytes) {
          if (fd !== undefined) writeSync(fd, bytes);
        },
        async end() {
          close();
          complete = true;
        },
      };
    },
    path: () => (complete ? file : undefined),
    async remove() {
      close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { now, uploadLimit }) => {
  app.addHook("onRequest", requireRole(...CONTENT_EDIT_ROLES));
  // An upload's body is read as a stream by the route itself (media/files.ts), whatever its
  // declared type: the kind goes by the content. JSON bodies are parsed as everywhere.
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const answer = async (id: string): Promise<MediaItem | undefined> => {
    const row = await readItem(app.db, id);
    if (row === undefined) return undefined;
    return itemAnswer(app.db, row, await mediaUses(app.db), await referenceLabels(app.db, [row.created_by]));
  };
  const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { id } = request.params;
    return id.length > 0 && id.length <= ID_MAX_LENGTH ? id : undefined;
  };
  const noSuchItem = (reply: FastifyReply) =>
    refuse(reply, 404, "There is no such item in the media library: a colleague may have deleted it.");
  const audit = (
    request: FastifyRequest,
    trx: Trx,
    action: "media.upload" | "media.rename" | "media.poster" | "media.replace" | "media.delete",
    id: string,
    details: Record<string, unknown>,
  ) => {
    const { actor, address } = consoleActor(request);
    return recordAudit(trx, { actor, action, subject: `media ${id}`, address, details }, now());
  };
  /** The upload's body as a stream, or undefined (415 sent). */
  const bodyStream = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.body instanceof Readable) return request.body;
    void refuse(reply, 415, "Send the file itself as the request's body, its type in Content-Type.");
    return undefined;
  };
  /** Answers a refusal of the upload or the store; anything else is a failure for the error handler. */
  const refused = (reply: FastifyReply, error: unknown) => {
    if (error instanceof MediaRejected) return refuse(reply, error.status, error.message);
    if (error instanceof ImageRejected) return refuse(reply, 400, `The picture ${error.message}.`);
    if (error instanceof ContentRefusal) return reply.code(error.status).send({ errors: error.errors });
    throw error;
  };

  const counted = countUpload(uploadLimit, "media", "files");

  app.get(STAFF_API.media, async (): Promise<MediaItem[]> => {
    const rows = await listItems(app.db);
    const uses = await mediaUses(app.db);
    const name = await referenceLabels(
      app.db,
      rows.map((row) => row.created_by),
    );
    return Promise.all(rows.map((row) => itemAnswer(app.db, row, uses, name)));
  });

  app.post<{ Querystring: { title?: unknown; fileName?: unknown } }>(
    STAFF_API.media,
    { onRequest: counted },
    async (request, reply) => {
      const title = titleOf(request.query.title);
      if (title === undefined) return refuse(reply, 400, TITLE_RULE, "title");
      const stream = bodyStream(request, reply);
      if (stream === undefined) return reply;
      const { actor } = consoleActor(request);
      const copy = await videoCopy();
      try {
        const fileNameOf = (type: MediaType) => safeFileName(request.query.fileName, title, type.extension);
        const received = await receiveFile(app.db, stream, {
          fileName: fileNameOf,
          now: now(),
          tee: copy.tee,
        });
        const fileName = fileNameOf(received.type);
        let id: string | undefined;
        if ("bytes" in received) {
          await storePicture(app.db, received.bytes, now(), {
            authorize: stillActing(request, CONTENT_EDIT_ROLES),
            record: async (trx, { picture }) => {
              const hash = picture.name.slice(CONTENT_PICTURE_NAME_PREFIX.length);
              const item = await ensurePictureItem(
                trx,
                {
                  hash,
                  title,
                  contentType: received.type.contentType,
                  bytes: received.bytes.length,
                  fileName,
                },
                actor,
                now(),
              );
              id = item.id;
              await audit(request, trx, "media.upload", item.id, {
                kind: "picture",
                bytes: received.bytes.length,
                added: item.added,
              });
            },
          });
        } else {
          const { stored, type } = received;
          const videoPath = copy.path();
          const frame =
            type.kind === "video" && videoPath !== undefined ? await posterFrame(videoPath) : undefined;
          const poster =
            frame === undefined
              ? undefined
              : await storePicture(app.db, frame, now(), { record: async () => undefined }).catch(
                  () => undefined,
                );
          const newId = newMediaId();
          await app.db.transaction().execute(async (trx) => {
            await stillActing(request, CONTENT_EDIT_ROLES)(trx);
            await trx
              .insertInto("media_items")
              .values({
                id: newId,
                kind: type.kind,
                title,
                file: stored.hash,
                content_type: stored.contentType,
                bytes: stored.bytes,
                file_name: fileName,
                poster: poster?.picture.name.slice(CONTENT_PICTURE_NAME_PREFIX.length) ?? null,
                created_at: now().toISOString(),
                created_by: actor,
                replaced_at: null,
              })
              .execute();
            await audit(request, trx, "media.upload", newId, { kind: type.kind, bytes: stored.bytes });
          });
          id = newId;
        }
        const item = id === undefined ? undefined : await answer(id);
        if (item === undefined) return noSuchItem(reply);
        return reply.code(201).send(item);
      } catch (error) {
        return refused(reply, error);
      } finally {
        await copy.remove();
      }
    },
  );

  app.patch<{ Params: { id: string } }>(
    STAFF_API.mediaItem,
    { bodyLimit: JSON_BODY_MAX_BYTES },
    async (request, reply) => {
      const id = idOf(request);
      const item = id === undefined ? undefined : await readItem(app.db, id);
      if (item === undefined) return noSuchItem(reply);
      const rawTitle = bodyField(request.body, "title");
      const rawPoster = bodyField(request.body, "poster");
      const title = rawTitle === undefined ? undefined : titleOf(rawTitle);
      if (rawTitle !== undefined && title === undefined) return refuse(reply, 400, TITLE_RULE, "title");
      let poster: string | null | undefined;
      if (rawPoster !== undefined) {
        if (item.kind !== "video") return refuse(reply, 400, "Only a video has a poster.", "poster");
        if (rawPoster === null) poster = null;
        else {
          const picture =
            typeof rawPoster === "string" && rawPoster.length <= ID_MAX_LENGTH
              ? await readItem(app.db, rawPoster)
              : undefined;
          if (picture?.kind !== "picture")
            return refuse(reply, 400, "Choose a picture of the media library as the poster.", "poster");
          poster = picture.file;
        }
      }
      if (title === undefined && poster === undefined)
        return refuse(reply, 400, "Say what changes: the title, or the video's poster.");
      try {
        await app.db.transaction().execute(async (trx) => {
          await stillActing(request, CONTENT_EDIT_ROLES)(trx);
          const changed = await trx
            .updateTable("media_items")
            .set({ ...(title !== undefined && { title }), ...(poster !== undefined && { poster }) })
            .where("id", "=", item.id)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) throw new ContentRefusal(404, []);
          if (title !== undefined) await audit(request, trx, "media.rename", item.id, {});
          if (poster !== undefined) await audit(request, trx, "media.poster", item.id, { poster });
        });
      } catch (error) {
        if (error instanceof ContentRefusal && error.status === 404) return noSuchItem(reply);
        return refused(reply, error);
      }
      return (await answer(item.id)) ?? noSuchItem(reply);
    },
  );

  app.delete<{ Params: { id: string } }>(STAFF_API.mediaItem, async (request, reply) => {
    const id = idOf(request);
    const item = id === undefined ? undefined : await readItem(app.db, id);
    if (item === undefined) return noSuchItem(reply);
    let usedBy: MediaUse[] = [];
    try {
      await app.db.transaction().execute(async (trx) => {
        await stillActing(request, CONTENT_EDIT_ROLES)(trx);
        // Asked inside the transaction: a draft saved meanwhile that names it keeps it.
        usedBy = (await mediaUses(trx)).get(referenceOf(item.kind, item.file)) ?? [];
        if (usedBy.length > 0) return;
        await trx.deleteFrom("media_items").where("id", "=", item.id).execute();
        await audit(request, trx, "media.delete", item.id, { kind: item.kind });
      });
    } catch (error) {
      return refused(reply, error);
    }
    if (usedBy.length > 0)
      return reply.code(409).send({
        errors: [
          {
            path: "",
            message: `It is in use, so it stays: ${usedBy.map((use) => use.label).join(", ")}. Choose another file there first.`,
          },
        ],
        usedBy,
      });
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>(
    STAFF_API.mediaFile,
    { onRequest: counted },
    async (request, reply) => {
      const id = idOf(request);
      const item = id === undefined ? undefined : await readItem(app.db, id);
      if (item === undefined) return noSuchItem(reply);
      // Asked before a byte is read: publishing again needs the publisher's role for each page.
      const usedBy = (await mediaUses(app.db)).get(referenceOf(item.kind, item.file)) ?? [];
      const roles = member(request).roles;
      const unpublishable = usedBy.filter((use) => use.published && !mayPublishContent(roles, use.type));
      if (unpublishable.length > 0)
        return refuse(
          reply,
          403,
          `${NOT_YOUR_ROLE} Replacing this file publishes again what visitors see of ${unpublishable.map((use) => use.label).join(", ")}: ask a publisher.`,
        );
      const stream = bodyStream(request, reply);
      if (stream === undefined) return reply;
      const copy = await videoCopy();
      try {
        const fileNameOf = (type: MediaType) =>
          safeFileName((request.query as { fileName?: unknown }).fileName, item.title, type.extension);
        const received = await receiveFile(app.db, stream, {
          fileName: fileNameOf,
          now: now(),
          kind: item.kind,
          tee: copy.tee,
        });
        const fileName = fileNameOf(received.type);
        let next: { file: string; url?: string };
        let rewrite: (data: unknown) => unknown;
        let bytes: number;
        const oldUrl = item.kind === "picture" ? undefined : (await answer(item.id))?.url;
        if ("bytes" in received) {
          const { picture } = await storePicture(app.db, received.bytes, now(), {
            record: async () => undefined,
          });
          const file = picture.name.slice(CONTENT_PICTURE_NAME_PREFIX.length);
          next = { file };
          rewrite = replacing(item.kind, { file: item.file }, { picture });
          bytes = received.bytes.length;
        } else {
          const url = libraryFileUrl(received.stored.hash, received.stored.extension);
          next = { file: received.stored.hash, url };
          rewrite = replacing(item.kind, { file: item.file, url: oldUrl }, { url });
          bytes = received.stored.bytes;
        }
        if (next.file === item.file)
          return refuse(reply, 400, "That is the file it has already: choose the new one.");
        const { actor, address } = consoleActor(request);
        const changed = await rewriteDocuments(
          app.db,
          rewrite,
          {
            actor,
            authorize: stillActing(request, CONTENT_EDIT_ROLES),
            record: (trx, version, document) =>
              recordAudit(
                trx,
                {
                  actor,
                  action: "content.media-replace",
                  subject: `content ${document.type}/${document.id}`,
                  address,
                  details: { version, media: item.id },
                },
                now(),
              ),
          },
          now(),
          `The file of "${item.title}" was replaced`,
          pagesGate(app.livePages),
          async (trx) => {
            const moved = await trx
              .updateTable("media_items")
              .set({
                file: next.file,
                content_type: received.type.contentType,
                bytes,
                file_name: fileName,
                replaced_at: now().toISOString(),
              })
              .where("id", "=", item.id)
              .where("file", "=", item.file)
              .executeTakeFirst();
            // Replaced or deleted by a colleague meanwhile: nothing of this one is kept.
            if (Number(moved.numUpdatedRows) !== 1)
              throw new ContentRefusal(409, [
                {
                  path: "",
                  message: "A colleague changed this item meanwhile. Reload the library and try again.",
                },
              ]);
            await trx
              .updateTable("media_items")
              .set({ poster: next.file })
              .where("poster", "=", item.file)
              .execute();
            await audit(request, trx, "media.replace", item.id, { kind: item.kind, bytes });
          },
        );
        if (changed.published.length > 0) {
          app.publishedContent.changed();
          await app.livePages?.settle(PUBLISH_SETTLE_MS);
        }
        const replaced = await answer(item.id);
        if (replaced === undefined) return noSuchItem(reply);
        const body: MediaReplaced = { item: replaced, published: changed.published, drafts: changed.drafts };
        return body;
      } catch (error) {
        return refused(reply, error);
      } finally {
        await copy.remove();
      }
    },
  );
};

export default mediaRoutes;
