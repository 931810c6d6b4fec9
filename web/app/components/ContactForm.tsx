import {
  CONTACT_LIMITS,
  ContactFormSchema,
  MAIL_SENDING_PATH,
  composeContactMail,
} from "@site/contracts/forms";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { apiUrl } from "../api";
import type { ContactPage, FormFieldNotice } from "@site/contracts/content";
import { focusFirstInvalid } from "../forms/field-errors";
import { useFormChecks } from "../forms/useFormChecks";
import { contactFailureMessage } from "../forms/failure-message";
import { postJson } from "../forms/post-json";
import { visitFields } from "../forms/visit-fields";
import { useHydrated } from "../forms/useHydrated";
import { FormField } from "./FormField";
import styles from "./Form.module.css";
import { FormActions } from "./FormActions";
import { HoneypotField, splitHoneypot } from "./HoneypotField";
import { OutcomeDialog, type Outcome } from "./OutcomeDialog";

export interface ContactFormProps {
  texts: ContactPage["form"];
  /** Name, Email, Message: labels from the privacy notice's list of the form's fields. */
  fields: readonly FormFieldNotice[];
}

/**
 * The contact form (spec: Name, Email, Message, Submit). With JavaScript it checks the
 * fields with the API's own schema, shows each problem beside its field, posts the
 * spec's {params:{sender, subject, body}} and tells the outcome in a popup. Without
 * JavaScript it is a plain form post to the same URL, which answers with a redirect to
 * the confirmation page.
 */
export function ContactForm({ texts, fields }: ContactFormProps) {
  const hydrated = useHydrated();
  const { errors, check, reset, fieldEvents } = useFormChecks(ContactFormSchema);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves once the messages are rendered, so a screen reader reads the first with its field.
  const focusFirstError = useRef(false);
  const label = (name: string) => fields.find((f) => f.name === name)?.label ?? name;

  useEffect(() => {
    if (!focusFirstError.current || !formRef.current) return;
    focusFirstError.current = false;
    focusFirstInvalid(formRef.current, errors);
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const checked = check(form);
    if (!checked.ok) {
      focusFirstError.current = true;
      return;
    }
    setSending(true);
    const [message, trap] = splitHoneypot(checked.data);
    const result = await postJson(apiUrl(MAIL_SENDING_PATH), {
      params: composeContactMail(message),
      ...trap,
      // How the visit began, when the pages' script kept it: optional beside the spec's call.
      ...visitFields(),
    });
    setSending(false);
    if (result.ok) {
      form.reset();
      reset();
      setOutcome({ tone: "success", title: texts.sent.title, text: texts.sent.text });
    } else {
      setOutcome({
        tone: "error",
        title: texts.failed.title,
        text: contactFailureMessage(result, texts.failed),
      });
    }
  }

  return (
    <>
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        action={apiUrl(MAIL_SENDING_PATH)}
        // Until the app runs, the browser checks the fields (required, type=email) itself.
        noValidate={hydrated}
        onSubmit={submit}
        {...fieldEvents}
      >
        <div className={styles.fields}>
          <FormField
            id="contact-name"
            name="name"
            label={label("name")}
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            error={errors.name}
            wide
          />
          <FormField
            id="contact-email"
            name="email"
            label={label("email")}
            required
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            error={errors.email}
            wide
          />
          <FormField
            id="contact-message"
            name="message"
            label={label("message")}
            required
            multiline
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            error={errors.message}
          />
        </div>
        <HoneypotField idPrefix="contact" />
        <FormActions
          submit={texts.submit}
          sending={sending}
          sendingText={texts.sending}
          buttonRef={submitRef}
        />
      </form>
      <OutcomeDialog
        outcome={outcome}
        closeLabel={texts.close}
        onClose={() => setOutcome(null)}
        returnFocusTo={submitRef}
      />
    </>
  );
}
