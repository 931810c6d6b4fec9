import { describe, expect, it } from "vitest";
import {
  composeContactMail,
  ContactFormSchema,
  fieldErrors,
  isEmailAddress,
  JOB_APPLICATION_FIELDS,
  JobApplicationSchema,
  MailSendingRequestSchema,
  OPENING_ID_MAX_LENGTH,
  REQUIRED_APPLICATION_FIELDS,
} from "./forms.js";
import { ADDRESS_MAX_LENGTH } from "./content/fields.js";
import { sampleJobApplication } from "./samples.js";

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? [] : fieldErrors(result.error!);

describe("contact", () => {
  it("composes the spec's subject and body lines from the form", () => {
    expect(
      composeContactMail({ name: "Ann Lee", email: "ann@example.com", message: "Hello\nthere" }),
    ).toEqual({
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
    expect(
      errorsOf(ContactFormSchema.safeParse({ name: "A", email: "not-an-address", message: "m" })),
    ).toEqual([
      { path: "email", message: "Email must be a valid e-mail address, such as name@example.com." },
    ]);
    const parsed = ContactFormSchema.parse({ name: "  Ann  ", email: " ann@example.com ", message: " hi " });
    expect(parsed).toMatchObject({ name: "Ann", email: "ann@example.com", message: "hi" });
  });

  it("refuses line breaks and control characters where a mail header would carry them", () => {
    const request = {
      params: {
        sender: "a@example.com\r\nBcc: x@evil.test",
        subject: "Contact from A\nBcc: x@evil.test",
        body: "ok",
      },
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

  it("refuses MIME encoded words wherever the text reaches a mail header", () => {
    const encodedBreak = "=?utf-8?q?Ann=0D=0ABcc:_x@evil.test?=";
    const request = {
      params: {
        sender: `${encodedBreak}@example.com`,
        subject: `Contact from ${encodedBreak}`,
        body: encodedBreak,
      },
    };
    // The body is not a header: an "=?" there is only text.
    expect(errorsOf(MailSendingRequestSchema.safeParse(request))).toEqual([
      { path: "params.sender", message: 'Sender must not contain the characters "=?" together.' },
      { path: "params.subject", message: 'Subject must not contain the characters "=?" together.' },
    ]);
    const form = ContactFormSchema.safeParse({
      name: encodedBreak,
      email: "a@example.com",
      message: encodedBreak,
    });
    expect(errorsOf(form).map((error) => error.path)).toEqual(["name"]);
  });

  it("takes only the subject the form composes: 'Contact from ' and a name", () => {
    const params = { sender: "a@example.com", body: "Name: A\nEmail: a@example.com\nMessage: hi" };
    for (const subject of ["Hello", "Contact from ", "contact from A", "Re: Contact from A"]) {
      expect(errorsOf(MailSendingRequestSchema.safeParse({ params: { ...params, subject } }))).toEqual([
        {
          path: "params.subject",
          message: 'Subject must be "Contact from " followed by the sender\'s name.',
        },
      ]);
    }
    expect(
      MailSendingRequestSchema.safeParse({ params: { ...params, subject: "Contact from A" } }).success,
    ).toBe(true);
  });

  it("stops at the length limit: a value that is too long gets that one message", () => {
    const errors = errorsOf(
      MailSendingRequestSchema.safeParse({
        params: { sender: `a@${".".repeat(300)}@`, subject: "x".repeat(200), body: "b" },
      }),
    );
    expect(errors).toEqual([
      { path: "params.sender", message: "Sender must be at most 254 characters." },
      { path: "params.subject", message: "Subject must be at most 113 characters." },
    ]);
  });

  it.each([
    ["ann@example.com", true],
    ["ann.lee+news@mail.example.co.in", true],
    ["a@b", false],
    ["a@b.", false],
    ["a@.b", false],
    ["a@b..c", false],
    ["@example.com", false],
    ["a@@example.com", false],
    ["a b@example.com", false],
    ["<a@example.com>", false],
    ['"a"@example.com', false],
    ["a@example.com\u00a0", false],
  ])("reads %j as an address: %s", (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
  });

  it("says when params is missing", () => {
    expect(errorsOf(MailSendingRequestSchema.safeParse({}))).toEqual([
      { path: "params", message: "params is required." },
    ]);
  });

  it("bounds every field", () => {
    const errors = errorsOf(
      ContactFormSchema.safeParse({
        name: "n".repeat(101),
        email: "a@example.com",
        message: "m".repeat(5001),
      }),
    );
    expect(errors.map((error) => error.message)).toEqual([
      "Name must be at most 100 characters.",
      "Message must be at most 5000 characters.",
    ]);
  });
});

describe("job application", () => {
  it("accepts the 13 fields, optional ones empty, and drops empty optionals", () => {
    const parsed = JobApplicationSchema.parse({
      ...sampleJobApplication,
      linkedin: "",
      certifications: "",
      message: "",
    });
    expect(parsed.linkedin).toBeUndefined();
    expect(parsed.graduationYear).toBe(2015);
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
    expect(errorsOf(JobApplicationSchema.safeParse({ ...sampleJobApplication, graduationYear }))).toEqual([
      { path: "graduationYear", message },
    ]);
  });

  it("takes the years as text from a form post, and experience from 0", () => {
    const parsed = JobApplicationSchema.parse({
      ...sampleJobApplication,
      graduationYear: "1900",
      experience: "0",
    });
    expect(parsed).toMatchObject({ graduationYear: 1900, experience: 0 });
    expect(errorsOf(JobApplicationSchema.safeParse({ ...sampleJobApplication, experience: -1 }))).toEqual([
      { path: "experience", message: "Years of experience must be at least 0." },
    ]);
  });

  it("checks the e-mail and phone formats", () => {
    const errors = errorsOf(
      JobApplicationSchema.safeParse({ ...sampleJobApplication, email: "a@b", phone: "call me" }),
    );
    expect(errors.map((error) => error.path)).toEqual(["email", "phone"]);
  });

  it.each([
    ["https://www.linkedin.com/in/ann", "https://www.linkedin.com/in/ann"],
    ["http://linkedin.com/in/ann", "http://linkedin.com/in/ann"],
    ["linkedin.com/in/ann", "https://linkedin.com/in/ann"],
    ["HTTPS://WWW.LINKEDIN.COM/in/Ann", "https://www.linkedin.com/in/Ann"],
  ])("takes the LinkedIn profile %j as the web address %j", (linkedin, stored) => {
    expect(JobApplicationSchema.parse({ ...sampleJobApplication, linkedin }).linkedin).toBe(stored);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://linkedin.com/in/ann",
    "https://user:secret@linkedin.com/",
    "https://localhost/in/ann",
    "linkedin",
    "https://",
  ])("refuses %j as a LinkedIn profile", (linkedin) => {
    expect(errorsOf(JobApplicationSchema.safeParse({ ...sampleJobApplication, linkedin }))).toEqual([
      {
        path: "linkedin",
        message: "LinkedIn profile must be a web address such as https://www.linkedin.com/in/your-name.",
      },
    ]);
  });

  it("refuses encoded words in the fields the HR mail's headers carry, and allows them in free text", () => {
    const encodedBreak = "=?utf-8?b?DQpCY2M6IHhAZXZpbC50ZXN0?=";
    const application = {
      ...sampleJobApplication,
      name: encodedBreak,
      position: encodedBreak,
      skills: encodedBreak,
    };
    expect(errorsOf(JobApplicationSchema.safeParse(application)).map((error) => error.path)).toEqual([
      "name",
      "position",
    ]);
  });

  it("refuses a line break in a single-line field such as the position", () => {
    expect(
      errorsOf(
        JobApplicationSchema.safeParse({ ...sampleJobApplication, position: "Dev\r\nBcc: x@evil.test" }),
      ),
    ).toEqual([
      { path: "position", message: "Position applied for must be a single line without control characters." },
    ]);
  });
});

describe("the opening an application names", () => {
  const parse = (opening: unknown) => JobApplicationSchema.safeParse({ ...sampleJobApplication, opening });

  it("is optional: absent, empty or blank, the application is an open one", () => {
    for (const opening of [undefined, "", "   "]) {
      const parsed = parse(opening);
      expect(parsed.success).toBe(true);
      expect(parsed.data?.opening).toBeUndefined();
    }
    expect(JobApplicationSchema.parse(sampleJobApplication)).not.toHaveProperty("opening");
  });

  it("takes an opening's id, as the content's slugs are written", () => {
    expect(parse("java-developer-2026").data?.opening).toBe("java-developer-2026");
    expect(parse(" qa-engineer ").data?.opening).toBe("qa-engineer");
  });

  it("takes ids as long as an address may be, and no longer: the length is said alone", () => {
    expect(OPENING_ID_MAX_LENGTH).toBe(ADDRESS_MAX_LENGTH);
    expect(parse("a".repeat(OPENING_ID_MAX_LENGTH)).success).toBe(true);
    for (const opening of [
      "a".repeat(OPENING_ID_MAX_LENGTH + 1),
      "../".repeat(3334),
      "\u0000".repeat(10_000),
    ])
      expect(errorsOf(parse(opening))).toEqual([
        { path: "opening", message: `Opening must be at most ${OPENING_ID_MAX_LENGTH} characters.` },
      ]);
  });

  it.each([
    ["a path", "../admin"],
    ["a slash", "java/developer"],
    ["capitals", "Java-Developer"],
    ["a Cyrillic look-alike", "j\u0430va-developer"],
    ["a full-width look-alike", "\uff4aava-developer"],
    ["a doubled hyphen", "java--developer"],
    ["an edge hyphen", "-java"],
    ["a space inside", "java developer"],
    ["an encoded word", "=?utf-8?q?x?="],
  ])("refuses %s by its shape", (_what, opening) => {
    expect(errorsOf(parse(opening))).toEqual([
      { path: "opening", message: "Opening must be one of the openings the careers page lists." },
    ]);
  });

  it("refuses what is not text", () => {
    expect(errorsOf(parse(7))).toEqual([{ path: "opening", message: "Opening must be text." }]);
  });
});
