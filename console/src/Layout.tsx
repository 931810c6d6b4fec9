// The frame around every screen: a skip link, the header (the console's name, who is
// signed in, Sign out), the console's navigation once signed in (the screens the
// member's roles open, roles.ts), and <main>. The sign-in
// gate picks what <main> holds: the session check, the sign-in screen, or the screen
// of the current URL (the router's Outlet), with the idle warning and the leave guard
// while a member is signed in. Signing out forgets the typed text kept for a sign-in
// (work-kept.ts), so it asks first while a form holds unsaved work.

import type { StaffMember } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link, NavLink, Outlet } from "react-router";
import { ApiError, errorMessages, post } from "./api";
import { useAction } from "./hooks";
import { IdleWarning } from "./IdleWarning";
import { screensOf } from "./roles";
import { APP_NAME, useScreen } from "./screen";
import { SignIn } from "./screens/SignIn";
import { SessionProvider, SIGNED_OUT_NOTICE, useSession } from "./session";
import { Button } from "./ui/Button";
import { ConfirmDialog } from "./ui/ConfirmDialog";
import { LeaveGuard } from "./ui/LeaveGuard";
import { ErrorSummary, Status } from "./ui/Messages";
import { forgetKeptWork, useUnsavedWork } from "./work-kept";

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus <main> without adding #main to the address (the router owns the URL).
  event.preventDefault();
  document.getElementById("main")?.focus();
}

/** Ends the session on the server and forgets the typed text kept in this tab; a failure is thrown. */
function useSignOut(): () => Promise<void> {
  const { signedOut } = useSession();
  return async () => {
    try {
      await post(STAFF_API.signOut, undefined, { anonymous: true });
    } catch (error) {
      // 401: the session had ended already, which is what was asked for.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
    forgetKeptWork();
    signedOut(SIGNED_OUT_NOTICE);
  };
}

function SignOut() {
  const signOutNow = useSignOut();
  const unsaved = useUnsavedWork();
  const [busy, run] = useAction();
  const [problem, setProblem] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = () =>
    run(async () => {
      setProblem([]);
      try {
        await signOutNow();
      } catch (error) {
        setProblem(errorMessages(error));
      }
    });
  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        busy={busy}
        onClick={() => (unsaved ? setAsking(true) : void signOut())}
      >
        Sign out
      </Button>
      <div className="header-problem">
        <ErrorSummary title="Could not sign out" messages={problem} />
      </div>
      <ConfirmDialog
        open={asking}
        title="Sign out without saving?"
        action="Sign out without saving"
        failure="Could not sign out"
        onConfirm={signOutNow}
        onClose={() => setAsking(false)}
        fallbackFocus={buttonRef}
      >
        <p>Your changes on this page are not saved. If you sign out now, they are lost.</p>
      </ConfirmDialog>
    </>
  );
}

/** While a member is signed in: the warning before the idle sign-out, and the question before leaving unsaved work. */
function SignedInGuards() {
  const signOut = useSignOut();
  return (
    <>
      <IdleWarning onSignOut={signOut} />
      <LeaveGuard />
    </>
  );
}

export function Frame({ member, children }: { member: StaffMember | null; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <header className="header">
        <div className="header-inner">
          <Link to="/" className="brand">
            {APP_NAME}
          </Link>
          {member ? (
            <div className="account">
              <span className="account-name">
                Signed in as <strong>{member.name}</strong>
              </span>
              <SignOut />
            </div>
          ) : null}
        </div>
        {member ? (
          <nav aria-label="Console" className="nav">
            <ul className="nav-list">
              {screensOf(member.roles).map((screen) => (
                <li key={screen.to}>
                  <NavLink to={screen.to} className="nav-link">
                    {screen.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="main">
        {children}
      </main>
    </>
  );
}

function Checking() {
  const heading = useScreen("Loading", { interim: true });
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {APP_NAME}
      </h1>
      <Status message="Checking your session…" />
    </>
  );
}

function Unreachable({ onRetry }: { onRetry: () => void }) {
  const heading = useScreen("Server unreachable");
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Server unreachable
      </h1>
      <ErrorSummary
        title="Could not reach the server"
        messages={["Check your connection, then try again."]}
      />
      <Button onClick={onRetry}>Try again</Button>
    </>
  );
}

/** The console's screens behind the sign-in: the screen of the URL once a member is signed in. */
function Gate() {
  const { state, recheck } = useSession();
  return (
    <Frame member={state.status === "signed-in" ? state.member : null}>
      {state.status === "checking" ? <Checking /> : null}
      {state.status === "unreachable" ? <Unreachable onRetry={recheck} /> : null}
      {state.status === "signed-out" ? <SignIn notice={state.notice} /> : null}
      {state.status === "signed-in" ? (
        <>
          <Outlet />
          <SignedInGuards />
        </>
      ) : null}
    </Frame>
  );
}

/** The gate with the session it guards; the enrolment page, outside it, never asks for one. */
export function ConsoleGate() {
  return (
    <SessionProvider>
      <Gate />
    </SessionProvider>
  );
}
