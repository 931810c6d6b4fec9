// Inviting a colleague: their name and e-mail address make a one-time enrolment link,
// which the console shows once, with a copy button, for the member to send themselves.
// The server keeps only the link's hash, so it cannot be shown again.

import type { Invitation } from "@site/contracts/staff";
import { STAFF_API, STAFF_NAME_MAX_LENGTH } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError, errorMessages, post } from "../api";
import { formatDateTime } from "../format";
import { useAction, useFormProblems } from "../hooks";
import { Button } from "../ui/Button";
import { errorsByField, Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";

const FIELDS = ["name", "email"];

function check(name: string, email: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (name.trim() === "") errors.name = "Enter their name.";
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) errors.email = "Enter their e-mail address, like name@example.com.";
  return errors;
}

function InvitationLink({ invitation }: { invitation: Invitation }) {
  const [status, setStatus] = useState("");
  const linkRef = useRef<HTMLInputElement>(null);
  // The link is what the member came for: focus it, selected, ready to copy.
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setStatus("Link copied.");
    } catch {
      linkRef.current?.select();
      setStatus("Could not copy. The link is selected: copy it with Ctrl+C or ⌘C.");
    }
  };
  return (
    <div className="panel invitation">
      <h3>Invitation for {invitation.email}</h3>
      <p>
        Send this link to them yourself. It works once, for 24 hours (until {formatDateTime(invitation.expiresAt)}), and is shown only now.
      </p>
      <Field id="invite-link" label="Enrolment link">
        {(control) => <input {...control} ref={linkRef} className="input" type="text" readOnly value={invitation.link} />}
      </Field>
      <Status message={status} />
      <p>
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
      </p>
    </div>
  );
}

export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, run] = useAction();


  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problems = check(name, email);
      if (Object.keys(problems).length > 0) return showProblems(problems, []);
      try {
        const made = await post<Invitation>(STAFF_API.staff, { email: email.trim(), name: name.trim() });
        setErrors({});
        setGeneral([]);
        setName("");
        setEmail("");
        setInvitation(made);
        onInvited();
      } catch (error) {
        const fields = error instanceof ApiError ? errorsByField(error.errors) : {};
        const placed = Object.fromEntries(FIELDS.filter((f) => f in fields).map((f) => [f, fields[f]!]));
        const others = error instanceof ApiError ? error.errors.filter((e) => e.path !== "" && !(e.path in placed)).map((e) => e.message) : [];
        showProblems(placed, error instanceof ApiError ? [...error.generalMessages, ...others] : errorMessages(error));
      }
    });
  };

  const summary = [...general, ...FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))];
  return (
    <section>
      <form ref={formRef} className="form panel" aria-labelledby="invite-heading" noValidate onSubmit={submit}>
        <h2 id="invite-heading">Invite a colleague</h2>
        <ErrorSummary title="No invitation was made" messages={summary} />
        <Field id="invite-name" label="Name" error={errors.name}>
          {(control) => (
            <input {...control} className="input" type="text" name="name" autoComplete="off" required maxLength={STAFF_NAME_MAX_LENGTH} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Field id="invite-email" label="E-mail" error={errors.email}>
          {(control) => (
            <input {...control} className="input" type="email" name="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
          )}
        </Field>
        <div className="actions">
          <Button type="submit" busy={busy}>
            Invite
          </Button>
        </div>
      </form>
      {invitation ? <InvitationLink key={invitation.link} invitation={invitation} /> : null}
    </section>
  );
}
