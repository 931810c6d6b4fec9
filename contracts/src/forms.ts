// The two forms a visitor can send, the contact message and the job application, and
// what the API answers them (`@site/contracts/forms`, the entry the web app imports).
//
// One schema per call, used by the web app (before posting, to show errors beside the
// fields) and by the server (before storing). Built with zod/mini so the form pages ship
// a few kilobytes of validation code, not the whole of zod.

export * from "./answers.js";
export * from "./contact.js";
export { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, isEmailAddress, webAddress } from "./fields.js";
export * from "./job-application.js";
export { visitFieldsShape } from "./visit-fields.js";
export * from "./xsrf.js";
