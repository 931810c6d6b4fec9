// Inviting a colleague: their name, e-mail address and roles make a NEW account and its
// one-time enrolment link, which the server mails to the address and the console shows
// once, with a copy button, should the member rather hand it over themselves (the mail
// may be slow, or caught by a filter). The server keeps only the link's hash, so it cannot
// be shown again. An address that has an account already is refused (409) beside its
// field: an invitation never hands out a way into an existing account.

import type { Invitation, StaffRole } from "@site/contracts/staff";
import { STAFF_API, STAFF_NAME_MAX_LENGTH } from "@site/contracts/staff";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { post } from "../api";
import { formatDateTime } from "../format";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { ErrorSummary, Status } from "../ui/Messages";
import { useKeptState } from "../work-kept";
import { RoleChoices } from "./RoleChoices";

const FIELDS = ["name", "email", "roles"];

export const ROLES_NEEDED = "Choose at least one role.";

function check(name: string, email: string, roles: readonly StaffRole[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (name.trim() === "") errors.name = "Enter their name.";
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim()))
    errors.email = "Enter their e-mail address, like name@example.com.";
  if (roles.length === 0) errors.roles = ROLES_NEEDED;
  return errors;
}

/** A link shown once: focused and selected, ready to copy. `id` tells several apart. */
export function InvitationLink({
  id,
  label,
  invitation,
}: {
  id: string;
  label: string;
  invitation: Invitation;
}) {
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
      <p>
        <strong>Invitation for {invitation.email}.</strong>{" "}
        {invitation.mailed
          ? `The link was mailed to ${invitation.email}: it should arrive within minutes. You can also send it to them yourself.`
          : "Send this link to them yourself."}{" "}
        It works once, until {formatDateTime(invitation.expiresAt)}, and is shown only now.
      </p>
      <Field id={id} label={label}>
        {(control) => (
          <input {...control} ref={linkRef} className="input" type="text" readOnly value={invitation.link} />
        )}
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
  // Kept through the end of a session, like every form's typed text (work-kept.ts).
  const [name, setName] = useKeptState("team/invite/name", "");
  const [email, setEmail] = useKeptState("team/invite/email", "");
  const [roles, setRoles] = useKeptState<StaffRole[]>("team/invite/roles", []);
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, run] = useAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const problems = check(name, email, roles);
      if (Object.keys(problems).length > 0) return showProblems(problems, []);
      // A link shown earlier goes: the one on screen is always the latest answer's.
      setInvitation(null);
      try {
        const made = await post<Invitation>(STAFF_API.staff, {
          email: email.trim(),
          name: name.trim(),
          roles,
        });
        setErrors({});
        setGeneral([]);
        setName("");
        setEmail("");
        setRoles([]);
        setInvitation(made);
        onInvited();
      } catch (error) {
        showProblems(...refusalProblems(error, FIELDS));
      }
    });
  };

  const summary = [...general, ...FIELDS.flatMap((field) => (errors[field] ? [errors[field]] : []))];
  return (
    <section className="invite">
      <form
        ref={formRef}
        className="form panel"
        aria-labelledby="invite-heading"
        noValidate
        onSubmit={submit}
      >
        <h2 id="invite-heading">Invite a colleague</h2>
        <p>
          An invitation makes a new account. A colleague who has one already adds another device from their
          own account.
        </p>
        <ErrorSummary title="No invitation was made" messages={summary} />
        <Field id="invite-name" label="Name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name="name"
              autoComplete="off"
              required
              maxLength={STAFF_NAME_MAX_LENGTH}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field id="invite-email" label="E-mail" error={errors.email}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              name="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <RoleChoices
          idPrefix="invite"
          legend="Roles"
          roles={roles}
          error={errors.roles}
          onChange={setRoles}
        />
        <div className="actions">
          <Button type="submit" busy={busy}>
            Invite
          </Button>
        </div>
      </form>
      {invitation ? (
        <InvitationLink
          key={invitation.link}
          id="invite-link"
          label="Enrolment link"
          invitation={invitation}
        />
      ) : null}
    </section>
  );
}
