// Who is signed in, for every screen behind the sign-in gate. The provider (around the
// gate) asks the server when the console opens (GET session: a member, or 401 for
// nobody), and drops the member whenever a signed-in call is answered 401 (idle too
// long, or the account was revoked), with a notice for the sign-in screen; the idle
// warning ends it the same way once the idle limit has passed. Either way the forms that
// go keep their typed text for the next sign-in (work-kept.ts). Sign-in and sign-out
// report here; enrolment sets the cookie and lets the gate find it.

import type { StaffMember } from "@site/contracts/staff";
import { STAFF_API } from "@site/contracts/staff";
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiError, get, onSessionEnded } from "./api";
import { keepWorkOfEndedSession, workResumedBy } from "./work-kept";

export const SESSION_ENDED_NOTICE = "Your session has ended. Sign in again.";
export const SIGNED_OUT_NOTICE = "You have signed out.";

export type SessionState =
  | { status: "checking" }
  | { status: "unreachable" }
  | { status: "signed-out"; notice: string | null }
  | { status: "signed-in"; member: StaffMember };

export interface Session {
  state: SessionState;
  signedIn(member: StaffMember): void;
  signedOut(notice: string | null): void;
  /** The session ended without a sign-out (the idle limit): the sign-in screen says so. */
  ended(): void;
  /** Ask the server again, after it could not be reached. */
  recheck(): void;
}

const SessionContext = createContext<Session | null>(null);

type SetState = (change: (current: SessionState) => SessionState) => void;

/** Ends a signed-in session, keeping its forms' text: before the screens go, not after. */
function endedBy(setState: SetState) {
  return () => {
    keepWorkOfEndedSession();
    setState((current) =>
      current.status === "signed-in" ? { status: "signed-out", notice: SESSION_ENDED_NOTICE } : current,
    );
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: "checking" });
  const [attempt, setAttempt] = useState(0);
  const [end] = useState(() => endedBy(setState));

  useEffect(() => {
    const controller = new AbortController();
    get<StaffMember>(STAFF_API.session, { anonymous: true, signal: controller.signal }).then(
      (member) => {
        workResumedBy(member.id);
        setState({ status: "signed-in", member });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const signedOut = error instanceof ApiError && error.status === 401;
        setState(signedOut ? { status: "signed-out", notice: null } : { status: "unreachable" });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => onSessionEnded(end), [end]);

  const session = useMemo<Session>(
    () => ({
      state,
      signedIn: (member) => {
        workResumedBy(member.id);
        setState({ status: "signed-in", member });
      },
      signedOut: (notice) => setState({ status: "signed-out", notice }),
      ended: end,
      recheck: () => {
        setState({ status: "checking" });
        setAttempt((n) => n + 1);
      },
    }),
    [state, end],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error("useSession needs a SessionProvider");
  return session;
}

/** The signed-in member's id, or null (no session: a form shown on its own keeps nothing). */
export function useSignedInId(): string | null {
  const state = use(SessionContext)?.state;
  return state?.status === "signed-in" ? state.member.id : null;
}

/** The signed-in member; only for screens behind the sign-in gate. */
export function useMember(): StaffMember {
  const { state } = useSession();
  if (state.status !== "signed-in") throw new Error("useMember needs a signed-in member");
  return state.member;
}
