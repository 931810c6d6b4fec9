// One valid payload per form, as the API accepts it: the tests, the benchmarks and the
// hostile-input runs start from these and change what they are about.
// Type-only imports, so this module runs under any TypeScript loader without the rest.

import type { ContactForm, JobApplicationInput, MailSendingRequest } from "./forms.js";

/** What a visitor types into the contact form (also its urlencoded post without JavaScript). */
export const sampleContactForm = {
  name: "Ann",
  email: "ann@example.com",
  message: "Hello there",
} as const satisfies Omit<ContactForm, "website">;

/** The JSON body of `POST /Bweb/api/mailsending` the web app composes from `sampleContactForm`. */
export const sampleContactMessage = {
  params: {
    sender: "ann@example.com",
    subject: "Contact from Ann",
    body: "Name: Ann\nEmail: ann@example.com\nMessage: Hello there",
  },
} as const satisfies MailSendingRequest;

/** The JSON body of `POST /BTAB/api/job-application`. */
export const sampleJobApplication = {
  name: "Ann Smith",
  email: "ann@example.com",
  phone: "+1 555 0100",
  linkedin: "https://www.linkedin.com/in/ann",
  highestDegree: "BSc Computer Science",
  university: "State University",
  graduationYear: 2015,
  skills: "TypeScript, SQL",
  certifications: "",
  position: "Software Engineer",
  location: "Remote",
  experience: 7,
  message: "I would like to join.",
} as const satisfies JobApplicationInput;
