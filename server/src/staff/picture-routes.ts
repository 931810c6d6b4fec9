// The console's picture upload for the site's content: editors and publishers send an
// image as the request's body and get the Picture value a document holds (content/
// pictures.ts). The image is checked as the gallery's are; a refused one is a 400 naming
// why, and leaves nothing stored. Each member may upload so many in a window (each upload
// costs seconds of CPU for its renditions), counted before the body is read. The member's
// role is asked again in the transaction that stores the picture, as a content save does,
// and every upload is in the audit trail, written in that same transaction.

import { CONTENT_EDIT_ROLES, STAFF_API } from "@site/contracts";
import type { FastifyError, FastifyPluginAsync } from "fastify";
import { recordAudit } from "../audit/trail.js";
import { storePicture } from "../content/pictures.js";
import { ContentRefusal } from "../content/store.js";
import { ImageRejected, MAX_IMAGE_BYTES } from "../images/renditions.js";
import { stillActing } from "./content-routes.js";
import { consoleActor, refuse } from "./guard.js";
import { requireRole } from "./roles.js";
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

  app.post(
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
      try {
        const { picture } = await storePicture(app.db, body, now(), {
          authorize: stillActing(request, CONTENT_EDIT_ROLES),
          record: (trx, { picture, added }) =>
            recordAudit(
              trx,
              {
                actor,
                action: "content.picture-upload",
                subject: `picture ${picture.name}`,
                address,
                details: { width: picture.width, height: picture.height, bytes: body.length, added },
              },
              now(),
            ),
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
