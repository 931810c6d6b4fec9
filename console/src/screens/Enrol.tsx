// Where an invitation's link lands: /staff/enrol#<token>. The token stays in the
// fragment, which browsers never send, so it reaches no log; it is posted in a body.
// One button creates the member's first passkey; then the fragment is dropped from the
// address (the router's navigate with replace is a history.replaceState) and the
// member, now signed in, lands on the console's home.

import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Frame } from "../Layout";
import { useAction } from "../hooks";
import { ceremonyMessages, enrolWithPasskey } from "../passkeys";
import { useScreen } from "../screen";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";

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
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState("");

  const enrol = () =>
    run(async () => {
      setProblems([]);
      setStatus("Waiting for your new passkey…");
      try {
        await enrolWithPasskey(token);
        setStatus("");
        // The session cookie is set: the console's gate finds it, as on any page load.
        navigate("/", { replace: true });
      } catch (error) {
        setStatus("");
        setProblems(ceremonyMessages(error));
      }
    });

  return (
    <Frame member={null}>
      <div className="narrow">
        <h1 ref={heading} tabIndex={-1}>
          Set up your passkey
        </h1>
        <p>
          You were invited to the staff console. Create a passkey to sign in with from now on: your device, phone or security key keeps it, and
          there is no password. The link works once, for 24 hours after it was made.
        </p>
        {token === "" ? (
          <ErrorSummary
            title="This link is incomplete"
            messages={["Open the whole link from your invitation, or ask a colleague for a new one."]}
          />
        ) : (
          <>
            <ErrorSummary title="Could not create your passkey" messages={problems} />
            <Status message={status} />
            <p>
              <Button busy={busy} onClick={enrol}>
                Create your passkey
              </Button>
            </p>
          </>
        )}
      </div>
    </Frame>
  );
}
