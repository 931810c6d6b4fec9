// The console's picture upload for the site's content: editors and publishers send an
// image as the request's body and get the Picture value a document holds (content/
// pictures.ts). The image is checked as the gallery's are; a refused one is a 400 naming
// why, and leaves nothing stored. Each member may upload so many in a window (each upload
// costs seconds of CPU for its renditions), counted before the body is read. The member's
// role is asked again in the transaction that stores the picture, as a content save does,
// and every upload is in the audit trail, written in that same transaction. The picture
// joins the media library (`?title=`, else the day), so any other field may pick it.

import { CONTENT_EDIT_ROLES, CONTENT_PICTURE_NAME_PREFIX, STAFF_API } from "@site/contracts";
import type { FastifyError, FastifyPluginAsync } from "fastify";
import { recordAudit } from "../audit/trail.js";
import { storePicture } from "../content/pictures.js";
import { ContentRefusal } from "../content/store.js";
import { ImageRejected, MAX_IMAGE_BYTES } from "../images/renditions.js";
import { mediaTypeOf } from "../media/files.js";
import { ensurePictureItem } from "../media/library.js";
import { stillActing } from "./content-routes.js";
import { consoleActor, refuse } from "./guard.js";
import { requireRole } from "./roles.js";
import { safeFileName, titleOf } from "./media-names.js";
import { countUpload, type UploadLimit } from "./upload-limit.js";

export interface PictureRoutesOptions {
  now: () => Date;
  uploadLimit: UploadLimit;
}

const MEGABYTES = MAX_IMAGE_BYTES / 1024 / 1024;
const ACCEPTED = "Send a JPEG, PNG or WebP image as the request's body, its type in Content-Type.";

const pictureRoutes: FastifyPluginAsync<PictureRoutesOptions> = async (app, { now, uploadLimit }) => {
  // Refused before a byte of the image is read.
  app.addHook("onRequest", requireRole(...CONTENT_EDIT_ROLES));
  // Any image type reaches the check, which goes by content: an SVG is refused there,
  // by name, rather than as an unknown Content-Type.
  const asBytes = { parseAs: "buffer", bodyLimit: MAX_IMAGE_BYTES } as const;
  for (const type of [/^image\//, "application/octet-stream"])
    app.addContentTypeParser(type, asBytes, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { title?: unknown; fileName?: unknown } }>(
    STAFF_API.contentPictures,
    {
      // After the session's and the role's checks, before a byte of the body is read.
      onRequest: countUpload(uploadLimit, "pictures", "pictures"),
      // The body's own errors, in the console's words (the server's default says less).
      errorHandler: (error: FastifyError, _request, reply) => {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
          return refuse(reply, 413, `The picture is larger than ${MEGABYTES} MB. Choose a smaller one.`);
        if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return refuse(reply, 415, ACCEPTED);
        throw error;
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) return refuse(reply, 415, ACCEPTED);
      const { actor, address } = consoleActor(request);
      // It joins the media library, to be picked in any other field: by the name its file
      // had, else by the day it came.
      const title = titleOf(request.query.title) ?? `Picture uploaded ${now().toISOString().slice(0, 10)}`;
      try {
        const type = await mediaTypeOf(body.subarray(0, 64 * 1024));
        const { picture } = await storePicture(app.db, body, now(), {
          authorize: stillActing(request, CONTENT_EDIT_ROLES),
          record: async (trx, { picture, added }) => {
            await ensurePictureItem(
              trx,
              {
                hash: picture.name.slice(CONTENT_PICTURE_NAME_PREFIX.length),
                title,
                contentType: type?.contentType ?? "image/jpeg",
                bytes: body.length,
                fileName: safeFileName(request.query.fileName, title, type?.extension ?? "jpeg"),
              },
              actor,
              now(),
            );
            await recordAudit(
              trx,
              {
                actor,
                action: "content.picture-upload",
                subject: `picture ${picture.name}`,
                address,
                details: { width: picture.width, height: picture.height, bytes: body.length, added },
              },
              now(),
            );
          },
        });
        return reply.code(201).send(picture);
      } catch (error) {
        if (error instanceof ImageRejected) return refuse(reply, 400, `The picture ${error.message}.`);
        if (error instanceof ContentRefusal) return reply.code(error.status).send({ errors: error.errors });
        throw error;
      }
    },
  );
};

export default pictureRoutes;
