// The two things nearly every screen needs: data loaded from the API (with reload and
// local updates after a change), and an action that runs one request at a time, so a
// button shows it is busy and a second click or Enter cannot send it twice.

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { ApiError, errorMessages, get } from "./api";
import { errorsByField, focusFirstInvalid } from "./ui/Field";

export interface Loaded<T> {
  /** The latest answer; kept while a reload runs, so the screen does not flash. */
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  reload(): void;
  /** Change the loaded data after a change the server confirmed. */
  update(change: (data: T) => T): void;
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, [{ path: "", message: String(error) }]);
}

/**
 * GETs `path` now and whenever it changes; `reload()` asks again. `null`: nothing to ask
 * yet (a dialog not open), and nothing loading.
 */
export function useLoad<T>(path: string | null): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ key: string; data?: T; error?: ApiError } | null>(null);
  const key = `${version} ${path}`;

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    get<T>(path, { signal: controller.signal }).then(
      (data) => setResult({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult((last) => ({ key, data: last?.data, error: asApiError(error) }));
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setResult((last) => (last?.data === undefined ? last : { ...last, data: change(last.data) }));
  }, []);

  return {
    data: result?.data,
    error: result?.key === key ? result.error : undefined,
    loading: path !== null && result?.key !== key,
    reload,
    update,
  };
}

/**
 * `[busy, run]`: `run(task)` runs the task unless one is running already (a ref, so two
 * clicks in one frame cannot both start), and `busy` is true meanwhile.
 */
export function useAction(): [busy: boolean, run: (task: () => Promise<void>) => Promise<void>] {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}

/**
 * Splits a failed request's problems: the server's message for each of `fields` (beside
 * it), and the rest (for the summary), including problems of fields the form lacks.
 */
export function refusalProblems(
  error: unknown,
  fields: readonly string[],
): [Record<string, string>, string[]] {
  if (!(error instanceof ApiError)) return [{}, errorMessages(error)];
  const byField = errorsByField(error.errors);
  const placed = Object.fromEntries(fields.filter((f) => f in byField).map((f) => [f, byField[f]!]));
  const others = error.errors.filter((e) => e.path !== "" && !(e.path in placed)).map((e) => e.message);
  return [placed, [...error.generalMessages, ...others]];
}

/**
 * A form's problems: the message beside each field, the general ones for the summary, and
 * `showProblems`, which shows them at once and moves focus to the first invalid field.
 */
export function useFormProblems() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const showProblems = useCallback((fields: Record<string, string>, messages: string[]) => {
    // Rendered before focus moves, so the field is already marked invalid when it is reached.
    flushSync(() => {
      setErrors(fields);
      setGeneral(messages);
    });
    focusFirstInvalid(formRef.current);
  }, []);
  return { errors, setErrors, general, setGeneral, formRef, showProblems };
}
