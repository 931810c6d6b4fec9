// The Contact and Careers pages, their forms and the pages a form posted without
// JavaScript lands on (contact.ts).

import * as z from "zod/mini";
import {
  bullets,
  fieldName,
  label,
  link,
  listOf,
  paragraphs,
  sentences,
  slug,
  titledText,
} from "./fields.js";

/**
 * What of the site identity a contact card shows under its text, with its link: the
 * professional network, the postal address (and a map), the phone number. Taken from the
 * identity when the page is made, so a published phone number reaches the card too.
 */
export const CONTACT_CARD_SHOWS = ["network", "address", "phone"] as const;
export type ContactCardShows = (typeof CONTACT_CARD_SHOWS)[number];

export const contactCard = z.strictObject({
  id: slug,
  title: label(40),
  text: sentences(1, 2),
  shows: z.enum(CONTACT_CARD_SHOWS),
});
export type ContactCard = z.output<typeof contactCard>;

/** The parts every form shares: heading, intro, privacy line, the submit button and its busy text. */
const formTexts = {
  heading: label(60),
  intro: sentences(1, 3),
  privacy: sentences(1, 2),
  submit: label(30),
  /** Announced (and shown beside the button) while the form is being sent. */
  sending: label(60),
};

/** The page a form posted without JavaScript lands on (post-redirect-get). */
export const confirmationPageSchema = z.strictObject({
  /** The spec's success text, under the page's heading. */
  lede: sentences(1, 2),
  body: paragraphs(1, 3),
  links: listOf(link, 1, 3),
});
export type ConfirmationPage = z.output<typeof confirmationPageSchema>;

export const contactPageSchema = z.strictObject({
  intro: sentences(1, 3),
  cards: listOf(contactCard, 3, 3),
  /** The map of the office, which finds the identity's postal address. */
  map: z.strictObject({ title: label(120) }),
  form: z.strictObject({
    ...formTexts,
    /** The popup after a send (spec section 8). */
    sent: z.strictObject({ title: label(40), text: sentences(1, 2) }),
    failed: z.strictObject({
      title: label(40),
      /** Status 0: the request never reached the server. */
      cannotConnect: sentences(1, 2),
      /** Status 500. */
      serverError: sentences(1, 2),
      /** Any other status: this, a space, then the server's message. */
      errorPrefix: label(20),
    }),
    close: label(20),
  }),
  sentPage: confirmationPageSchema,
});
export type ContactPage = z.output<typeof contactPageSchema>;

export const careersPageSchema = z.strictObject({
  intro: paragraphs(1, 3),
  areas: z.strictObject({ heading: label(), items: listOf(titledText, 3, 8) }),
  whatWeOffer: z.strictObject({ heading: label(), items: bullets(3, 8) }),
  /**
   * The list of the job openings HR publishes: its heading, and what it says when there is
   * none. Absent: the site's own words (CAREERS_OPENINGS_DEFAULT).
   */
  openings: z.optional(z.strictObject({ heading: label(), none: sentences(1, 2) })),
  howToApply: z.strictObject({
    heading: label(),
    body: paragraphs(1, 3),
    steps: bullets(2, 6),
  }),
  form: z.strictObject({
    ...formTexts,
    /** The form's fields in groups (each a fieldset with a legend), every field once, in the API's order. */
    groups: listOf(z.strictObject({ legend: label(60), fields: listOf(fieldName, 1, 13) }), 1, 8),
    /**
     * The choice of the job opening applied for, asked first while openings are published:
     * its label, and the choice of none. Absent: the site's own words (OPENING_CHOICE_DEFAULT).
     */
    opening: z.optional(z.strictObject({ label: label(80), openApplication: label(40) })),
    /** The spec's alerts (section 8). */
    alerts: z.strictObject({ invalid: sentences(1, 1), success: sentences(1, 1), failure: sentences(1, 2) }),
  }),
  appliedPage: confirmationPageSchema,
});
export type CareersPage = z.output<typeof careersPageSchema>;
