// Stores what a visitor sent, with its outbox row, in one transaction: once this
// resolves the submission is durable and its mail will be delivered, whatever fails
// next (the answer, the process, the SMTP server).

import { randomUUID } from "node:crypto";
import { addressKey, type AppliedOpening, type ContactMail, type JobApplication } from "@site/contracts";
import type { Db } from "../db/schema.js";
import { enqueueMail } from "../mail/outbox.js";
import { storeCv, type StoredCv } from "./cv-store.js";

export type { StoredCv };

/** Stores a contact message; returns its id. */
export async function storeContactMessage(db: Db, mail: ContactMail, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
        id,
        sender: mail.sender,
        sender_key: addressKey(mail.sender),
        subject: mail.subject,
        body: mail.body,
        received_at: now.toISOString(),
      })
      .execute();
    await enqueueMail(trx, { kind: "contact", messageId: id, now });
  });
  return id;
}

/**
 * Stores a job application, and its CV if it has one, for `opening` (as it is now: its
 * title is kept as the applicant saw it) or, without one, as an open application;
 * returns its id.
 */
export async function storeJobApplication(
  db: Db,
  application: JobApplication,
  now = new Date(),
  cv?: StoredCv,
  opening?: AppliedOpening,
): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("job_applications")
      .values({
        id,
        name: application.name,
        email: application.email,
        email_key: addressKey(application.email),
        phone: application.phone,
        linkedin: application.linkedin ?? null,
        highest_degree: application.highestDegree,
        university: application.university,
        graduation_year: application.graduationYear,
        skills: application.skills,
        certifications: application.certifications ?? null,
        position: application.position,
        location: application.location,
        experience: application.experience,
        message: application.message ?? null,
        opening_id: opening?.id ?? null,
        opening_title: opening?.title ?? null,
        received_at: now.toISOString(),
      })
      .execute();
    if (cv !== undefined) await storeCv(trx, id, application.email, cv);
    await enqueueMail(trx, { kind: "application", messageId: id, now });
  });
  return id;
}
