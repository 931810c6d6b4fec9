// What a member types is never lost to the end of a session. A form that takes typed text
// keeps it in this tab's sessionStorage while it differs from what the form started with,
// under the member's id and the form's name (`gallery/add-event`), and never sends it
// anywhere. When the session ends (a call answered 401, or the idle limit reached) the
// screen gives way to the sign-in screen and its forms go, but their text stays; signed
// in again, the same forms start from it. Otherwise a form that goes (cancelled, saved,
// left) takes its text with it. Signing out forgets every kept text, and signing in as
// someone else forgets the previous member's: the next person at the computer finds none.
// Files are never kept (a file input cannot be refilled), nor anything secret.
//
// The same forms say when they hold unsaved work; the leave guard (ui/LeaveGuard.tsx)
// asks before the screen is left while any does.

import { useEffect, useId, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from "react";
import { useSignedInId } from "./session";

const PREFIX = "staff-console:work:";

/** True once the session has ended: the forms that go now keep their text. */
let sessionOver = false;

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage turned off (a privacy setting): nothing is kept, nothing breaks.
    return null;
  }
}

const keyOf = (memberId: string, name: string) => `${PREFIX}${memberId}:${name}`;
/** The key of `name` for the signed-in member; null without one (nothing is kept). */
const useKey = (name: string) => {
  const id = useSignedInId();
  return id === null ? null : keyOf(id, name);
};

function read<T>(key: string): T | undefined {
  const text = store()?.getItem(key);
  if (!text) return undefined;
  try {
    const kept = JSON.parse(text) as { value?: T } | null;
    return kept && typeof kept === "object" && "value" in kept ? kept.value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    store()?.setItem(key, JSON.stringify({ value }));
  } catch {
    // Full (a very long document besides others): this text is not kept, the form works on.
  }
}

function keysWhere(keep: (key: string) => boolean): string[] {
  const storage = store();
  if (!storage) return [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX) && keep(key)) keys.push(key);
  }
  return keys;
}

/** The session ended: forms leaving the page now keep their text for the next sign-in. */
export function keepWorkOfEndedSession(): void {
  sessionOver = true;
}

/** A member is signed in: forms go with their text again; another member's kept text is forgotten. */
export function workResumedBy(memberId: string): void {
  sessionOver = false;
  const own = `${PREFIX}${memberId}:`;
  for (const key of keysWhere((key) => !key.startsWith(own))) store()?.removeItem(key);
}

/** Signing out: every kept text goes. */
export function forgetKeptWork(): void {
  for (const key of keysWhere(() => true)) store()?.removeItem(key);
}

/** Whether any text is kept for a sign-in (the sign-in screen says so). */
export function hasKeptWork(): boolean {
  return keysWhere(() => true).length > 0;
}

// The forms that hold unsaved work now, for the leave guard.
const unsaved = new Set<string>();
const unsavedListeners = new Set<() => void>();

function markUnsaved(id: string, changed: boolean) {
  const had = unsaved.has(id);
  if (changed) unsaved.add(id);
  else unsaved.delete(id);
  if (had !== changed) for (const listener of [...unsavedListeners]) listener();
}

const subscribeUnsaved = (listener: () => void) => {
  unsavedListeners.add(listener);
  return () => unsavedListeners.delete(listener);
};
const anyUnsaved = () => unsaved.size > 0;

/** Whether a form of the screen holds unsaved work. */
export function useUnsavedWork(): boolean {
  return useSyncExternalStore(subscribeUnsaved, anyUnsaved, anyUnsaved);
}

/** The text kept under `name` for the signed-in member, read once as the form appears. */
export function useRestoredWork<T>(name: string): T | undefined {
  const key = useKey(name);
  const [restored] = useState(() => (key === null ? undefined : read<T>(key)));
  return restored;
}

/** The names under `prefix` with text kept (a dialog to open again), read once. */
export function useKeptNames(prefix: string): string[] {
  const start = useKey(prefix);
  const [names] = useState(() =>
    start === null
      ? []
      : keysWhere((key) => key.startsWith(start)).map((key) => key.slice(start.length - prefix.length)),
  );
  return names;
}

/**
 * Keeps `value` under `name` while `changed` (and counts it as unsaved work, unless
 * `unsaved: false`: text that is not there to be saved, like a look-up's); forgets it when
 * it is no longer changed, or when the form goes while the session lasts.
 */
export function useKeepWork(name: string, value: unknown, changed: boolean, { unsaved = true } = {}): void {
  const key = useKey(name);
  const instance = useId();

  useEffect(() => {
    if (key !== null) {
      if (changed) write(key, value);
      else store()?.removeItem(key);
    }
    markUnsaved(instance, changed && unsaved);
  }, [key, value, changed, unsaved, instance]);

  useEffect(
    () => () => {
      markUnsaved(instance, false);
      if (key !== null && !sessionOver) store()?.removeItem(key);
    },
    [key, instance],
  );
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * useState for a form's typed text, kept under `name` while it differs from `initial`
 * (what the form starts with: empty, or the item being edited). The third element says
 * whether it came back from a kept text.
 */
export function useKeptState<T>(
  name: string,
  initial: T | (() => T),
  options: { unsaved?: boolean } = {},
): [T, Dispatch<SetStateAction<T>>, boolean] {
  const restored = useRestoredWork<T>(name);
  const [start] = useState<T>(initial);
  const [value, setValue] = useState<T>(() => (restored === undefined ? start : restored));
  useKeepWork(name, value, !same(value, start), options);
  return [value, setValue, restored !== undefined && !same(restored, start)];
}
