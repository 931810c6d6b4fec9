import {
  APPLICATION_LIMITS,
  JOB_APPLICATION_PATH,
  JobApplicationSchema,
  REQUIRED_APPLICATION_FIELDS,
  type JobApplicationField,
} from "@site/contracts/forms";
import { useState, type FormEvent } from "react";
import { apiUrl } from "../api";
import type { CareersPage } from "../content/contact";
import type { FormFieldNotice } from "../content/schema";
import { afterPaint } from "../forms/after-paint";
import { errorsByField, focusFirstInvalid } from "../forms/field-errors";
import { useFormChecks } from "../forms/useFormChecks";
import { postJson } from "../forms/post-json";
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
  graduationYear: { type: "number", inputMode: "numeric", min: L.graduationYear.min, max: L.graduationYear.max },
  skills: { multiline: true, rows: 4, maxLength: L.skills },
  certifications: { multiline: true, rows: 3, maxLength: L.certifications },
  position: { maxLength: L.position },
  location: { autoComplete: "address-level2", maxLength: L.location },
  experience: { type: "number", inputMode: "numeric", min: L.experience.min, max: L.experience.max },
  message: { multiline: true, rows: 5, maxLength: L.message },
};

const REQUIRED = new Set<string>(REQUIRED_APPLICATION_FIELDS);

export interface CareersFormProps {
  texts: CareersPage["form"];
  /** The 13 fields' labels, from the privacy notice's list of the form's fields. */
  fields: readonly FormFieldNotice[];
}

/**
 * The job-application form (spec sections 3, 5 and 8): 13 fields in groups, required ones
 * marked. With JavaScript it checks them with the API's own schema, shows each problem
 * beside its field and answers with the spec's alerts; without, the browser checks the
 * native attributes and the post lands on the confirmation page.
 */
export function CareersForm({ texts, fields }: CareersFormProps) {
  const hydrated = useHydrated();
  const { errors, check, show, reset, fieldEvents } = useFormChecks(JobApplicationSchema);
  const [sending, setSending] = useState(false);
  const label = (name: string) => fields.find((f) => f.name === name)?.label ?? name;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const checked = check(form);
    if (!checked.ok) {
      // The messages are on screen before the alert stops everything.
      await afterPaint();
      window.alert(texts.alerts.invalid);
      focusFirstInvalid(form, checked.errors);
      return;
    }
    setSending(true);
    const [application, trap] = splitHoneypot(checked.data);
    const result = await postJson(apiUrl(JOB_APPLICATION_PATH), { ...application, ...trap });
    setSending(false);
    if (result.ok) {
      form.reset();
      reset();
      await afterPaint();
      window.alert(texts.alerts.success);
      return;
    }
    console.error("The job application was not accepted", result);
    // The server checks with the same schema: its field messages go beside the fields.
    const found = errorsByField(result.errors);
    show(found);
    await afterPaint();
    window.alert(texts.alerts.failure);
    focusFirstInvalid(form, found);
  }

  return (
    <form
      className={styles.form}
      method="post"
      action={apiUrl(JOB_APPLICATION_PATH)}
      // Until the app runs, the browser checks the native attributes itself.
      noValidate={hydrated}
      onSubmit={submit}
      {...fieldEvents}
    >
      {texts.groups.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={styles.legend}>{group.legend}</legend>
          <div className={styles.fields}>
            {group.fields.map((name) => (
              <FormField
                key={name}
                id={`apply-${name}`}
                name={name}
                label={label(name)}
                required={REQUIRED.has(name)}
                markRequired
                error={errors[name]}
                {...CONTROLS[name as JobApplicationField]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <HoneypotField idPrefix="apply" />
      <FormActions submit={texts.submit} sending={sending} sendingText={texts.sending} />
    </form>
  );
}
