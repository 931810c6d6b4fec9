// Where an invitation's link lands: /staff/enrol#<token>. The token stays in the
// fragment, which browsers never send, so it reaches no log; it is posted in a body.
// One button creates the member's first passkey, under the device name they may give
// (the server calls it "First passkey" otherwise); then the fragment is dropped from the
// address (the router's navigate with replace is a history.replaceState) and the member,
// now signed in, lands on the first screen their roles open.

import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../api";
import { Frame } from "../Layout";
import { refusalProblems, useAction, useFormProblems } from "../hooks";
import { ceremonyMessages, enrolWithPasskey } from "../passkeys";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { DeviceNameField } from "./DeviceNameField";
import { deviceNameProblem } from "./device-name";

function tokenOf(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function Enrol() {
  const heading = useScreen("Set up your passkey");
  const navigate = useNavigate();
  const token = tokenOf(useLocation().hash);
  const [busy, run] = useAction();
  const [name, setName] = useState("");
  const { errors, setErrors, general, setGeneral, formRef, showProblems } = useFormProblems();
  const [status, setStatus] = useState("");

  const enrol = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      // The name is optional; one given must be one the server takes.
      const problem = name.trim() === "" ? undefined : deviceNameProblem(name);
      if (problem) return showProblems({ name: problem }, []);
      setErrors({});
      setGeneral([]);
      setStatus("Waiting for your new passkey…");
      try {
        await enrolWithPasskey(token, name.trim() || undefined);
        setStatus("");
        // The session cookie is set: the console's gate finds it, as on any page load.
        navigate("/", { replace: true });
      } catch (error) {
        setStatus("");
        if (error instanceof ApiError) showProblems(...refusalProblems(error, ["name"]));
        else showProblems({}, ceremonyMessages(error));
      }
    });
  };

  return (
    <Frame member={null}>
      <div className="narrow">
        <h1 ref={heading} tabIndex={-1}>
          Set up your passkey
        </h1>
        <p>
          You were invited to the staff console. Create a passkey to sign in with from now on: your device,
          phone or security key keeps it, and there is no password. The link works once, for 24 hours after it
          was made.
        </p>
        {token === "" ? (
          <ErrorSummary
            title="This link is incomplete"
            messages={["Open the whole link from your invitation, or ask an admin for a new one."]}
          />
        ) : (
          <form ref={formRef} className="form" aria-label="Create your passkey" noValidate onSubmit={enrol}>
            <ErrorSummary
              title="Could not create your passkey"
              messages={[...general, ...(errors.name ? [errors.name] : [])]}
            />
            <DeviceNameField
              id="enrol-name"
              label="Device name (optional)"
              required={false}
              value={name}
              error={errors.name}
              onChange={setName}
            />
            <Status message={status} />
            <div className="actions">
              <Button type="submit" busy={busy}>
                Create your passkey
              </Button>
            </div>
          </form>
        )}
      </div>
    </Frame>
  );
}
