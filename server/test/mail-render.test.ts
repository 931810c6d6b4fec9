// How a stored row becomes a mail: the form renders it (labels from the contract), the
// mail module composes it (one Message-ID per message, no header a visitor could add).

import {
  APPLICATION_FIELD_LABELS,
  fieldErrors,
  JOB_APPLICATION_FIELDS,
  JobApplicationSchema,
} from "@site/contracts";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { JobApplication } from "../src/db/schema.js";
import { applicationBody, renderApplicationMail, renderContactMail } from "../src/forms/mail.js";
import { composeMail, mailDomain, messageIdFor, type MailContent } from "../src/mail/message.js";

const ADDRESSING = {
  mailFrom: '"Site" <web@bank.test>',
  mailTo: "in@bank.test",
  careersMailTo: "hr@bank.test",
  siteUrl: "https://www.bank.test",
};

/** The message the worker sends for stored row `id`: the form's rendering, composed. */
const sent = (id: string, content: MailContent) => composeMail(id, content, ADDRESSING.mailFrom);

const ROW: JobApplication = {
  id: "0b7c5b8e-2d7e-4d7e-9f57-3b7f0c1f5a11",
  name: "Chitra",
  email: "chitra@applicant.test",
  email_key: "chitra@applicant.test",
  phone: "044 1234 5678",
  linkedin: "https://www.linkedin.com/in/chitra",
  highest_degree: "M.Sc.",
  university: "IIT Madras",
  graduation_year: 2020,
  skills: "PL/SQL",
  certifications: "",
  position: "Report Developer",
  location: "Salem",
  experience: 0,
  message: "I can start in May.",
  opening_id: null,
  opening_title: null,
  received_at: "2025-02-03T04:05:06.000Z",
};

describe("application mail", () => {
  it("labels the fields in the contract's order, with the labels of the schema's messages", () => {
    // The schema's messages start with each field's label: required fields left out, and
    // optional ones holding a control character.
    const result = JobApplicationSchema.safeParse({
      linkedin: "\u0001",
      certifications: "\u0001",
      message: "\u0001",
    });
    expect(result.success).toBe(false);
    const labels = Object.fromEntries(
      fieldErrors(result.error!).map((error) => [
        error.path,
        error.message.replace(/ (is required\.|must .*)$/, ""),
      ]),
    );
    expect(labels).toEqual(APPLICATION_FIELD_LABELS);
    const lines = applicationBody(ROW).split("\n");
    expect(lines.map((line) => line.slice(0, line.indexOf(":")))).toEqual(
      JOB_APPLICATION_FIELDS.map((field) => APPLICATION_FIELD_LABELS[field]),
    );
  });

  it("shows zero as zero and an empty optional field as not given", () => {
    const body = applicationBody(ROW).split("\n");
    expect(body).toHaveLength(13);
    expect(body).toContain("Years of experience: 0");
    expect(body).toContain("Certifications: not given");
    expect(body).toContain("LinkedIn profile: https://www.linkedin.com/in/chitra");
  });

  it("keeps a stored line break out of the subject and the Reply-To name", () => {
    const row = { ...ROW, name: "Eve\r\nBcc: victim@example.com", position: "QA\nX-Evil: 1" };
    const mail = sent(row.id, renderApplicationMail(row, ADDRESSING.careersMailTo, ADDRESSING.siteUrl));
    expect(mail.message.subject).toBe("Job application: QA X-Evil: 1 – Eve Bcc: victim@example.com");
    expect(mail.message.replyTo).toEqual({
      name: "Eve Bcc: victim@example.com",
      address: "chitra@applicant.test",
    });
    expect(mail.message.to).toBe("hr@bank.test");
  });

  it("names the opening applied for first, as it was, with its page; or says it is an open application", () => {
    const text = (row: JobApplication) =>
      String(
        sent(row.id, renderApplicationMail(row, ADDRESSING.careersMailTo, ADDRESSING.siteUrl)).message.text,
      );
    const forOpening = { ...ROW, opening_id: "report-developer", opening_title: "Report Developer (PL/SQL)" };
    expect(text(forOpening).split("\n")).toEqual([
      "Applied for: Report Developer (PL/SQL) (https://www.bank.test/Careers/report-developer)",
      ...applicationBody(ROW).split("\n"),
    ]);
    expect(text(ROW).split("\n")[0]).toBe("Applied for: Open application");
  });
});

describe("contact mail", () => {
  it("uses the stored subject and body as they are, and the sender as Reply-To", () => {
    const row = {
      id: "11111111-2222-4333-8444-555555555555",
      sender: "visitor@example.org",
      sender_key: "visitor@example.org",
      subject: "Contact from Dev",
      body: "Name: Dev\nEmail: visitor@example.org\nMessage: Hi\n\n  indented",
      received_at: "2025-02-03T04:05:06.000Z",
    };
    const mail = sent(row.id, renderContactMail(row, ADDRESSING.mailTo));
    expect(mail.message).toEqual({
      from: '"Site" <web@bank.test>',
      to: "in@bank.test",
      replyTo: { name: "", address: "visitor@example.org" },
      subject: "Contact from Dev",
      text: "Name: Dev\nEmail: visitor@example.org\nMessage: Hi\n\n  indented",
      messageId: "<11111111-2222-4333-8444-555555555555@bank.test>",
      date: new Date("2025-02-03T04:05:06.000Z"),
    });
  });
});

describe("encoded words", () => {
  // Plain ASCII that a mail program decodes into a line break and a header of its own.
  const ENCODED_BREAK = "=?utf-8?q?Eve=0D=0ABcc:_victim@example.com?=";

  it("never reach a mail program as a line break, even from a row the forms did not check", async () => {
    const row = { ...ROW, name: ENCODED_BREAK, position: ENCODED_BREAK };
    const mail = sent(row.id, renderApplicationMail(row, ADDRESSING.careersMailTo, ADDRESSING.siteUrl));
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const { message } = await composer.sendMail(mail.message);
    const parsed = await simpleParser(message as Buffer);
    expect(parsed.subject).not.toMatch(/[\r\n]/);
    expect(parsed.subject).toContain("Bcc:");
    expect(parsed.headers.has("bcc")).toBe(false);
    expect(JSON.stringify(parsed.replyTo)).not.toMatch(/\\[rn]/);
  });
});

describe("Message-ID", () => {
  it("is the stored id at the domain of MAIL_FROM, whatever form MAIL_FROM takes", () => {
    expect(mailDomain("web@bank.test")).toBe("bank.test");
    expect(mailDomain('"Web, Site" <web@mail.bank.test>')).toBe("mail.bank.test");
    expect(mailDomain("Website <root@localhost>")).toBe("localhost");
    expect(messageIdFor("abc", "web@bank.test")).toBe("<abc@bank.test>");
  });
});
