// The sign-in screen, shown in place of any console screen while nobody is signed in (so
// the member lands back where they were). One button: the browser's passkey prompt, with
// discoverable credentials, so there is no name or password to type. After a session
// ended with typed text kept (work-kept.ts), it says the text comes back.

import { useState } from "react";
import { useAction } from "../hooks";
import { ceremonyMessages, signInWithPasskey } from "../passkeys";
import { useScreen } from "../screen";
import { SESSION_ENDED_NOTICE, useSession } from "../session";
import { Button } from "../ui/Button";
import { ErrorSummary, Status } from "../ui/Messages";
import { hasKeptWork } from "../work-kept";

export function SignIn({ notice }: { notice: string | null }) {
  const heading = useScreen("Sign in");
  const { signedIn } = useSession();
  const [busy, run] = useAction();
  const ended = notice === SESSION_ENDED_NOTICE;
  const [problems, setProblems] = useState<string[]>(ended ? [SESSION_ENDED_NOTICE] : []);
  const [status, setStatus] = useState(notice && !ended ? notice : "");
  const [kept] = useState(() => ended && hasKeptWork());

  const signIn = () =>
    run(async () => {
      setProblems([]);
      setStatus("Waiting for your passkey…");
      try {
        const member = await signInWithPasskey();
        setStatus("");
        signedIn(member);
      } catch (error) {
        setStatus("");
        setProblems(ceremonyMessages(error));
      }
    });

  return (
    <div className="narrow">
      <h1 ref={heading} tabIndex={-1}>
        Sign in
      </h1>
      <p>
        Sign in with the passkey you created from your invitation: on this device, a security key or your
        phone.
      </p>
      <ErrorSummary title={ended ? null : "Could not sign you in"} messages={problems} />
      {kept ? <p>What you had typed is kept in this browser: it comes back when you sign in again.</p> : null}
      <Status message={status} />
      <p>
        <Button busy={busy} onClick={signIn}>
          Sign in with a passkey
        </Button>
      </p>
      <p className="note">
        No passkey yet? Ask an admin of the staff console for an invitation; its link lets you create one.
      </p>
    </div>
  );
}
