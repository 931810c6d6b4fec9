// Stores what a visitor sent, with its outbox row, in one transaction: once this
// resolves the submission is durable and its mail will be delivered, whatever fails
// next (the answer, the process, the SMTP server).

import { randomUUID } from "node:crypto";
import {
  addressKey,
  type AppliedOpening,
  type ContactMail,
  type JobApplication,
  type VisitFields,
} from "@site/contracts";
import type { Db } from "../db/schema.js";
import { enqueueMail } from "../mail/outbox.js";
import { storeCv, type StoredCv } from "./cv-store.js";

export type { StoredCv };

/** The columns of how the sender's visit began: null for what the post did not say. */
const landingColumns = (visit: VisitFields) => ({
  landing_page: visit.landingPage ?? null,
  landing_source: visit.landingSource ?? null,
  landing_campaign: visit.landingCampaign ?? null,
});

/** Stores a contact message, with how its sender's visit began if the post said; returns its id. */
export async function storeContactMessage(
  db: Db,
  mail: ContactMail,
  now = new Date(),
  visit: VisitFields = {},
): Promise<string> {
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
        ...landingColumns(visit),
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
        ...landingColumns(application),
      })
      .execute();
    if (cv !== undefined) await storeCv(trx, id, application.email, cv);
    await enqueueMail(trx, { kind: "application", messageId: id, now });
  });
  return id;
}
