// What the two forms collect: each field as the visitor sees it (the name the form and
// the API send, the label, whether it is required, why we ask) and how long submissions
// are kept. The privacy notice (legal.ts) states them; the forms take their labels from
// here. Labels and required fields come from the shared contract, which the server also
// uses for its messages and the mail to HR, so each is written once. A module of its own
// so the form pages load these few lines, not the whole notice.
import {
  APPLICATION_FIELD_LABELS as APPLICATION,
  CONTACT_FIELD_LABELS as CONTACT,
  REQUIRED_APPLICATION_FIELDS,
  type JobApplicationField,
} from "@site/contracts/form-texts";
import type { FormFieldNotice } from "@site/contracts/content";

// How long form submissions are kept: the notice states these periods and the server's
// daily purge deletes by the same numbers.
export { RETENTION } from "@site/contracts/privacy";

export const contactFields: FormFieldNotice[] = [
  { name: "name", label: CONTACT.name, required: true, purpose: "To address you in our reply." },
  { name: "email", label: CONTACT.email, required: true, purpose: "To reply to your message." },
  {
    name: "message",
    label: CONTACT.message,
    required: true,
    purpose: "To understand and answer your enquiry.",
  },
];

const required = (field: JobApplicationField) => REQUIRED_APPLICATION_FIELDS.includes(field);

export const applicationFields: FormFieldNotice[] = [
  {
    name: "name",
    label: APPLICATION.name,
    required: required("name"),
    purpose: "To identify you as a candidate.",
  },
  {
    name: "email",
    label: APPLICATION.email,
    required: required("email"),
    purpose: "To contact you about your application.",
  },
  {
    name: "phone",
    label: APPLICATION.phone,
    required: required("phone"),
    purpose: "To arrange interviews and contact you quickly.",
  },
  {
    name: "linkedin",
    label: APPLICATION.linkedin,
    required: required("linkedin"),
    purpose: "To see your professional background, if you choose to share it.",
  },
  {
    name: "highestDegree",
    label: APPLICATION.highestDegree,
    required: required("highestDegree"),
    purpose: "To assess your qualifications for the position.",
  },
  {
    name: "university",
    label: APPLICATION.university,
    required: required("university"),
    purpose: "To assess your qualifications for the position.",
  },
  {
    name: "graduationYear",
    label: APPLICATION.graduationYear,
    required: required("graduationYear"),
    purpose: "To assess your qualifications and experience level.",
  },
  {
    name: "skills",
    label: APPLICATION.skills,
    required: required("skills"),
    purpose: "To match you with the requirements of the position.",
  },
  {
    name: "certifications",
    label: APPLICATION.certifications,
    required: required("certifications"),
    purpose: "To take relevant professional certifications into account.",
  },
  {
    name: "position",
    label: APPLICATION.position,
    required: required("position"),
    purpose: "To route your application to the right hiring team.",
  },
  {
    name: "location",
    label: APPLICATION.location,
    required: required("location"),
    purpose: "To consider you for roles at or near the right office.",
  },
  {
    name: "experience",
    label: APPLICATION.experience,
    required: required("experience"),
    purpose: "To match you with positions at the right level.",
  },
  {
    name: "message",
    label: APPLICATION.message,
    required: required("message"),
    purpose: "To read anything else you want us to know.",
  },
];
