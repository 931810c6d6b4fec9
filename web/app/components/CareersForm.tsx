import {
  APPLICATION_LIMITS,
  CV_ACCEPT,
  CV_EMPTY,
  CV_FIELD,
  CV_LABEL,
  CV_MAX_BYTES,
  CV_TOO_LARGE,
  HONEYPOT_FIELD,
  JOB_APPLICATION_FIELDS,
  JOB_APPLICATION_PATH,
  JobApplicationSchema,
  OPENING_CHOICE_DEFAULT,
  OPENING_FIELD,
  REQUIRED_APPLICATION_FIELDS,
  type JobApplication,
  type JobApplicationField,
} from "@site/contracts/forms";
import { useEffect, useEffectEvent, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { apiUrl } from "../api";
import type { CareersPage, FormFieldNotice } from "@site/contracts/content";
import { afterPaint } from "../forms/after-paint";
import { errorsByField, focusFirstInvalid, type FieldErrors } from "../forms/field-errors";
import { useFormChecks } from "../forms/useFormChecks";
import { postFormData, postJson } from "../forms/post-json";
import { visitFields } from "../forms/visit-fields";
import { useHydrated } from "../forms/useHydrated";
import { FormField, type FormFieldProps } from "./FormField";
import styles from "./Form.module.css";
import { FormActions } from "./FormActions";
import { HoneypotField, splitHoneypot } from "./HoneypotField";

const L = APPLICATION_LIMITS;

/** How each field is typed in: the control, its browser checks and its autofill hint. */
const CONTROLS: Record<JobApplicationField, Omit<FormFieldProps, "id" | "name" | "label">> = {
  name: { autoComplete: "name", maxLength: L.name },
  email: { type: "email", autoComplete: "email", maxLength: L.email },
  phone: { type: "tel", autoComplete: "tel", maxLength: L.phone },
  // Text, not type=url: "linkedin.com/in/name" without https:// is a fine answer.
  linkedin: { inputMode: "url", autoComplete: "url", maxLength: L.linkedin },
  highestDegree: { maxLength: L.highestDegree },
  university: { maxLength: L.university },
  graduationYear: {
    type: "number",
    inputMode: "numeric",
    min: L.graduationYear.min,
    max: L.graduationYear.max,
  },
  skills: { multiline: true, rows: 4, maxLength: L.skills },
  certifications: { multiline: true, rows: 3, maxLength: L.certifications },
  position: { maxLength: L.position },
  location: { autoComplete: "address-level2", maxLength: L.location },
  experience: { type: "number", inputMode: "numeric", min: L.experience.min, max: L.experience.max },
  message: { multiline: true, rows: 5, maxLength: L.message },
};

const REQUIRED = new Set<string>(REQUIRED_APPLICATION_FIELDS);

/** The CV chosen in the form, if any. */
function chosenCv(form: HTMLFormElement): File | undefined {
  const input = form.elements.namedItem(CV_FIELD);
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

const isCvInput = (target: EventTarget) => target instanceof HTMLInputElement && target.name === CV_FIELD;
const isOpeningChoice = (target: EventTarget) =>
  target instanceof HTMLSelectElement && target.name === OPENING_FIELD;

/** The position field the choice of an opening fills. */
function positionInput(form: HTMLFormElement): HTMLInputElement | undefined {
  const input = form.elements.namedItem("position");
  return input instanceof HTMLInputElement ? input : undefined;
}

/**
 * What the server would refuse in a CV before it is sent (the server's own sentences), so
 * a visitor does not wait for 5 MB to upload to hear it. Not its kind: the server judges
 * that by the content, and a good file may have any name.
 */
function cvProblem(cv: File | undefined): string | undefined {
  if (cv === undefined) return undefined;
  if (cv.size === 0) return CV_EMPTY;
  if (cv.size > CV_MAX_BYTES) return CV_TOO_LARGE;
  return undefined;
}

/**
 * The checked application with its CV, as multipart parts: the values the schema read
 * (a normalised LinkedIn address, numbers), as text in the form's order, the trap, then
 * the file, last so that the server has every field before the bytes arrive.
 */
function applicationWithCv(application: JobApplication, cv: File): FormData {
  const body = new FormData();
  // The opening first, as the form asks it; an open application sends the 13 fields alone.
  if (application.opening !== undefined) body.append(OPENING_FIELD, application.opening);
  for (const name of JOB_APPLICATION_FIELDS) body.append(name, String(application[name] ?? ""));
  body.append(HONEYPOT_FIELD, application[HONEYPOT_FIELD] ?? "");
  for (const [name, value] of Object.entries(visitFields())) body.append(name, value);
  body.append(CV_FIELD, cv);
  return body;
}

/**
 * A refusal for too many posts or CV bytes (429) says when to try again, in the server's
 * words (the shared texts of @site/contracts): "Please try again" alone would send the
 * applicant into the same refusal. Any other failure gets the spec's alert.
 */
function refusalAlert(result: {
  status: number;
  errors: readonly { path: string; message: string }[];
}): string | undefined {
  if (result.status !== 429) return undefined;
  return result.errors.find((error) => error.path === "")?.message;
}

/** A job opening the form offers: its id (what the form posts) and its title. */
export interface OpeningChoice {
  id: string;
  title: string;
}

export interface CareersFormProps {
  texts: CareersPage["form"];
  /** The 13 fields' labels, from the privacy notice's list of the form's fields. */
  fields: readonly FormFieldNotice[];
  /** The job openings published: the form asks which one first, while there is any. */
  openings?: readonly OpeningChoice[];
}

/**
 * The job-application form (spec sections 3, 5 and 8): 13 fields in groups, required ones
 * marked, and an optional CV; first, while openings are published, which one the
 * application is for (an open application unless chosen; /Careers?opening={id} chooses
 * one). With JavaScript it checks them with the API's own schema (and the CV's size),
 * shows each problem beside its field and answers with the spec's alerts; without, the
 * browser checks the native attributes and the post lands on the confirmation page.
 */
export function CareersForm({ texts, fields, openings = [] }: CareersFormProps) {
  const hydrated = useHydrated();
  const { errors, check, show, reset, fieldEvents, recheckControl } = useFormChecks(JobApplicationSchema);
  const formRef = useRef<HTMLFormElement>(null);
  const choice = texts.opening ?? OPENING_CHOICE_DEFAULT;
  const [sending, setSending] = useState(false);
  // Whether the form has spoken since it was last sent: as for the fields, nothing is
  // said of a CV before the first submit.
  const submitted = useRef(false);
  const label = (name: string) => fields.find((f) => f.name === name)?.label ?? name;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    submitted.current = true;
    const checked = check(form);
    const cv = chosenCv(form);
    const cvError = cvProblem(cv);
    if (!checked.ok || cvError !== undefined) {
      // Every problem in one round, the CV's with the fields' (check has shown those).
      const found: FieldErrors = { ...(checked.ok ? {} : checked.errors) };
      if (cvError !== undefined) {
        found[CV_FIELD] = cvError;
        show(found);
      }
      // The messages are on screen before the alert stops everything.
      await afterPaint();
      window.alert(texts.alerts.invalid);
      focusFirstInvalid(form, found);
      return;
    }
    setSending(true);
    const url = apiUrl(JOB_APPLICATION_PATH);
    const [application, trap] = splitHoneypot(checked.data);
    const result = cv
      ? await postFormData(url, applicationWithCv(checked.data, cv))
      : await postJson(url, { ...application, ...trap, ...visitFields() });
    setSending(false);
    if (result.ok) {
      // Clears the chosen file too.
      form.reset();
      reset();
      submitted.current = false;
      await afterPaint();
      window.alert(texts.alerts.success);
      return;
    }
    console.error("The job application was not accepted", result);
    // The server checks with the same schema: its field messages go beside the fields.
    const found = errorsByField(result.errors);
    show(found);
    await afterPaint();
    window.alert(refusalAlert(result) ?? texts.alerts.failure);
    focusFirstInvalid(form, found);
  }

  /**
   * An opening chosen fills the position with its title; the choice of none empties a
   * position that holds an opening's title (the form put it there), and keeps one the
   * applicant typed.
   */
  function openingChosen(form: HTMLFormElement, id: string) {
    const position = positionInput(form);
    if (position === undefined) return;
    const opening = openings.find((candidate) => candidate.id === id);
    if (opening !== undefined) position.value = opening.title;
    else if (openings.some((candidate) => candidate.title === position.value)) position.value = "";
    // Its message, if the form has spoken, follows the new value.
    recheckControl(position);
  }

  // /Careers?opening={id} (an opening page's "Apply for this role") chooses it once the
  // app runs: the address is not part of the prerendered page, which offers none chosen.
  const chooseFromAddress = useEffectEvent(() => {
    const form = formRef.current;
    const wanted = new URLSearchParams(window.location.search).get(OPENING_FIELD);
    const select = form?.elements.namedItem(OPENING_FIELD);
    if (form === null || !(select instanceof HTMLSelectElement)) return;
    if (wanted === null || !openings.some((opening) => opening.id === wanted)) return;
    select.value = wanted;
    openingChosen(form, wanted);
  });
  // Once, for the address the page was opened at.
  useEffect(() => chooseFromAddress(), []);

  // The schema knows nothing of the file, so the field checks would take its message away
  // as soon as the visitor touched it; the CV is checked here instead.
  const events = {
    onChange(event: FormEvent<HTMLFormElement>) {
      if (isCvInput(event.target)) cvChanged(event.target as HTMLInputElement);
      else {
        if (isOpeningChoice(event.target))
          openingChosen(event.currentTarget, (event.target as HTMLSelectElement).value);
        fieldEvents.onChange(event);
      }
    },
    onBlur(event: FocusEvent<HTMLFormElement>) {
      // Leaving the file control changes nothing: a refusal stays until another file is chosen.
      if (!isCvInput(event.target)) fieldEvents.onBlur(event);
    },
  };

  /**
   * Without JavaScript nothing fills the position from the choice: the server does, so the
   * browser must let the form go with it empty. Required again once the app runs (the
   * choice fills it, and the schema asks for it of an open application).
   */
  const positionLeftToChoice = (name: string) => name === "position" && openings.length > 0 && !hydrated;

  /** A file is chosen at once, not typed: once the form has spoken, say whether the new one will do. */
  function cvChanged(input: HTMLInputElement) {
    if (!submitted.current) return;
    const message = cvProblem(input.files?.[0]);
    if (errors[CV_FIELD] !== message) show({ ...errors, [CV_FIELD]: message });
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      action={apiUrl(JOB_APPLICATION_PATH)}
      // Without JavaScript the browser then sends the chosen CV too (an empty part when none is).
      encType="multipart/form-data"
      // Until the app runs, the browser checks the native attributes itself.
      noValidate={hydrated}
      onSubmit={submit}
      {...events}
    >
      {openings.length > 0 ? (
        <div className={styles.fields}>
          <FormField
            id={`apply-${OPENING_FIELD}`}
            name={OPENING_FIELD}
            label={choice.label}
            error={errors[OPENING_FIELD]}
            options={[
              { value: "", label: choice.openApplication },
              ...openings.map((opening) => ({ value: opening.id, label: opening.title })),
            ]}
          />
        </div>
      ) : null}
      {texts.groups.map((group, index) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={styles.legend}>{group.legend}</legend>
          <div className={styles.fields}>
            {group.fields.map((name) => (
              <FormField
                key={name}
                id={`apply-${name}`}
                name={name}
                label={label(name)}
                required={REQUIRED.has(name) && !positionLeftToChoice(name)}
                markRequired
                error={errors[name]}
                {...CONTROLS[name as JobApplicationField]}
              />
            ))}
            {/* In the last group, after the message: a screen reader meets it as one more
                optional field of the application, not as something apart from the form. */}
            {index === texts.groups.length - 1 ? (
              <FormField
                id={`apply-${CV_FIELD}`}
                name={CV_FIELD}
                label={CV_LABEL}
                type="file"
                accept={CV_ACCEPT}
                error={errors[CV_FIELD]}
                wide
              />
            ) : null}
          </div>
        </fieldset>
      ))}
      <HoneypotField idPrefix="apply" />
      <FormActions submit={texts.submit} sending={sending} sendingText={texts.sending} />
    </form>
  );
}
