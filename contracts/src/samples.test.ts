import { describe, expect, it } from "vitest";
import {
  composeContactMail,
  ContactFormSchema,
  JobApplicationSchema,
  MailSendingRequestSchema,
} from "./forms.js";
import { sampleContactForm, sampleContactMessage, sampleJobApplication } from "./samples.js";

describe("the shared samples", () => {
  it("are valid posts of each form, as the API takes them", () => {
    expect(ContactFormSchema.safeParse(sampleContactForm).success).toBe(true);
    expect(MailSendingRequestSchema.safeParse(sampleContactMessage).success).toBe(true);
    expect(JobApplicationSchema.safeParse(sampleJobApplication).success).toBe(true);
  });

  it("compose into each other: the message is what the web app makes of the contact form", () => {
    expect(composeContactMail(sampleContactForm)).toEqual(sampleContactMessage.params);
  });
});
