// Where a CV's bytes live: cv_contents, once per applicant and content (their case-folded
// address and the bytes' SHA-256), with one job_application_cvs row per application
// naming the file as that application sent it. A person who sends the same CV with five
// applications, or a client who posts one file over and over, stores it once; another
// person's identical file is theirs alone, so erasing one person never has to keep bytes
// for someone else. Bytes no CV row points at any more are deleted with the last row.

import { createHash } from "node:crypto";
import { addressKey } from "@site/contracts";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/** A CV accepted by its content (cv-file.ts), ready to store with its application. */
export interface StoredCv {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

/** Stores `cv` as the CV of application `applicationId` sent from `email`, its bytes shared with the applicant's identical ones. */
export async function storeCv(
  trx: Transaction<Database>,
  applicationId: string,
  email: string,
  cv: StoredCv,
): Promise<void> {
  const owner = addressKey(email);
  const sha256 = createHash("sha256").update(cv.bytes).digest("hex");
  await trx
    .insertInto("cv_contents")
    .values({ owner_key: owner, sha256, bytes: cv.bytes })
    .onConflict((conflict) => conflict.columns(["owner_key", "sha256"]).doNothing())
    .execute();
  const { id } = await trx
    .selectFrom("cv_contents")
    .select("id")
    .where("owner_key", "=", owner)
    .where("sha256", "=", sha256)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("job_application_cvs")
    .values({
      application_id: applicationId,
      file_name: cv.fileName,
      media_type: cv.mediaType,
      size: cv.bytes.length,
      content_id: id,
    })
    .execute();
}

/** The CV of an application, bytes included, or undefined when it has none. */
export async function readCvFile(db: Kysely<Database>, applicationId: string) {
  const row = await db
    .selectFrom("job_application_cvs")
    .innerJoin("cv_contents", "cv_contents.id", "job_application_cvs.content_id")
    .select(["file_name", "media_type", "size", "cv_contents.bytes"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        fileName: row.file_name,
        mediaType: row.media_type,
        size: Number(row.size),
        bytes: Buffer.from(row.bytes),
      };
}

/**
 * Deletes the CV rows of these applications, and the bytes that no other CV row points at
 * any more; answers how many CV rows went.
 */
export async function deleteCvs(
  trx: Transaction<Database>,
  applicationIds: readonly string[],
): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const contents = await trx
    .selectFrom("job_application_cvs")
    .select("content_id")
    .where("application_id", "in", applicationIds)
    .execute();
  const deleted = await trx
    .deleteFrom("job_application_cvs")
    .where("application_id", "in", applicationIds)
    .executeTakeFirst();
  const ids = [...new Set(contents.map((row) => row.content_id))];
  if (ids.length > 0) {
    await trx
      .deleteFrom("cv_contents")
      .where("id", "in", ids)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("job_application_cvs")
              .select("application_id")
              .whereRef("job_application_cvs.content_id", "=", "cv_contents.id"),
          ),
        ),
      )
      .execute();
  }
  return Number(deleted.numDeletedRows);
}
