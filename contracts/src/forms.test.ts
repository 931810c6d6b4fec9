import { describe, expect, it } from "vitest";
import {
  composeContactMail,
  ContactFormSchema,
  fieldErrors,
  JOB_APPLICATION_FIELDS,
  JobApplicationSchema,
  MailSendingRequestSchema,
  REQUIRED_APPLICATION_FIELDS,
} from "./forms.js";

const validApplication = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  linkedin: "",
  highestDegree: "B.E. Computer Science",
  university: "Anna University",
  graduationYear: 2019,
  skills: "Java, SQL\nFinacle",
  certifications: "",
  position: "Software Developer",
  location: "Salem",
  experience: 4,
  message: "",
};

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? [] : fieldErrors(result.error!);

describe("contact", () => {
  it("composes the spec's subject and body lines from the form", () => {
    expect(composeContactMail({ name: "Ann Lee", email: "ann@example.com", message: "Hello\nthere" })).toEqual({
      sender: "ann@example.com",
      subject: "Contact from Ann Lee",
      body: "Name: Ann Lee\nEmail: ann@example.com\nMessage: Hello\nthere",
    });
  });

  it("reports every missing field at once, one message per field", () => {
    const errors = errorsOf(ContactFormSchema.safeParse({ name: " ", email: "", message: "" }));
    expect(errors).toEqual([
      { path: "name", message: "Name is required." },
      { path: "email", message: "Email is required." },
      { path: "message", message: "Message is required." },
    ]);
  });

  it("refuses a malformed e-mail and trims the fields it keeps", () => {
    expect(errorsOf(ContactFormSchema.safeParse({ name: "A", email: "not-an-address", message: "m" }))).toEqual([
      { path: "email", message: "Email must be a valid e-mail address, such as name@example.com." },
    ]);
    const parsed = ContactFormSchema.parse({ name: "  Ann  ", email: " ann@example.com ", message: " hi " });
    expect(parsed).toMatchObject({ name: "Ann", email: "ann@example.com", message: "hi" });
  });

  it("refuses line breaks and control characters where a mail header would carry them", () => {
    const request = {
      params: { sender: "a@example.com\r\nBcc: x@evil.test", subject: "Contact from A\nBcc: x@evil.test", body: "ok" },
    };
    const paths = errorsOf(MailSendingRequestSchema.safeParse(request)).map((error) => error.path);
    expect(paths).toContain("params.subject");
    expect(paths).toContain("params.sender");
  });

  it("allows line breaks and tabs in the body, but no other control character", () => {
    const base = { sender: "a@example.com", subject: "Contact from A" };
    expect(MailSendingRequestSchema.safeParse({ params: { ...base, body: "a\r\n\tb" } }).success).toBe(true);
    expect(errorsOf(MailSendingRequestSchema.safeParse({ params: { ...base, body: "a\u0000b" } }))).toEqual([
      { path: "params.body", message: "Body must not contain control characters." },
    ]);
  });

  it("says when params is missing", () => {
    expect(errorsOf(MailSendingRequestSchema.safeParse({}))).toEqual([{ path: "params", message: "params is required." }]);
  });

  it("bounds every field", () => {
    const errors = errorsOf(
      ContactFormSchema.safeParse({ name: "n".repeat(101), email: "a@example.com", message: "m".repeat(5001) }),
    );
    expect(errors.map((error) => error.message)).toEqual([
      "Name must be at most 100 characters.",
      "Message must be at most 5000 characters.",
    ]);
  });
});

describe("job application", () => {
  it("accepts the 13 fields, optional ones empty, and drops empty optionals", () => {
    const parsed = JobApplicationSchema.parse(validApplication);
    expect(parsed.linkedin).toBeUndefined();
    expect(parsed.graduationYear).toBe(2019);
    expect(JOB_APPLICATION_FIELDS).toHaveLength(13);
  });

  it("lists every required field when all are missing", () => {
    const errors = errorsOf(JobApplicationSchema.safeParse({}));
    expect(errors.map((error) => error.path)).toEqual([...REQUIRED_APPLICATION_FIELDS]);
    expect(errors.every((error) => error.message.endsWith(" is required."))).toBe(true);
  });

  it.each([
    [1899, "Graduation year must be at least 1900."],
    [2101, "Graduation year must be at most 2100."],
    [2019.5, "Graduation year must be a whole number."],
    ["twenty", "Graduation year must be a number."],
  ])("refuses graduation year %s", (graduationYear, message) => {
    expect(errorsOf(JobApplicationSchema.safeParse({ ...validApplication, graduationYear }))).toEqual([
      { path: "graduationYear", message },
    ]);
  });

  it("takes the years as text from a form post, and experience from 0", () => {
    const parsed = JobApplicationSchema.parse({ ...validApplication, graduationYear: "1900", experience: "0" });
    expect(parsed).toMatchObject({ graduationYear: 1900, experience: 0 });
    expect(errorsOf(JobApplicationSchema.safeParse({ ...validApplication, experience: -1 }))).toEqual([
      { path: "experience", message: "Years of experience must be at least 0." },
    ]);
  });

  it("checks the e-mail and phone formats", () => {
    const errors = errorsOf(JobApplicationSchema.safeParse({ ...validApplication, email: "a@b", phone: "call me" }));
    expect(errors.map((error) => error.path)).toEqual(["email", "phone"]);
  });

  it("refuses a line break in a single-line field such as the position", () => {
    expect(errorsOf(JobApplicationSchema.safeParse({ ...validApplication, position: "Dev\r\nBcc: x@evil.test" }))).toEqual([
      { path: "position", message: "Position applied for must be a single line without control characters." },
    ]);
  });
});
