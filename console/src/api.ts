// Every call the console makes to the staff API goes through here, so each one gets the
// same treatment: JSON in and out, the XSRF header on anything that changes something
// (retried once with a fresh token when refused), refusals turned into an ApiError that
// carries the status and the server's `{errors}`, and a 401 on a signed-in call reported
// as the end of the session (onSessionEnded) so the app can show the sign-in screen.
// `upload` does the same over XMLHttpRequest, which, unlike fetch, reports upload progress;
// `postForBlob` does the same for an answer that is a file rather than JSON. Each success
// is noted as activity (activity.ts): the server's idle clock restarted.

import type { FieldError } from "@site/contracts/forms";
import { STAFF_API } from "@site/contracts/staff";
import { noteActivity } from "./activity";
import { xsrfHeaders } from "./xsrf";

/** A refused or failed call. `status` 0: the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  /** Every problem the server named; `path` is a field, or "" for the request as a whole. */
  readonly errors: FieldError[];
  /** From Retry-After on a 429 or 503, in seconds. */
  readonly retryAfterSeconds: number | null;
  /** The refusal's whole body, for one that says more than `{errors}` (a content conflict). */
  readonly body: unknown;

  constructor(
    status: number,
    errors: FieldError[],
    retryAfterSeconds: number | null = null,
    body: unknown = undefined,
  ) {
    super(errors.map((error) => error.message).join(" ") || `HTTP ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }

  /**
   * The problems not tied to a field, or a sentence for the status when there are none of
   * any kind; after a 429 with Retry-After, how long to wait.
   */
  get generalMessages(): string[] {
    const general = this.errors.filter((error) => error.path === "").map((error) => error.message);
    if (general.length === 0 && this.errors.length === 0)
      return [fallbackMessage(this.status, this.retryAfterSeconds)];
    if (this.status === 429 && this.retryAfterSeconds)
      general.push(`You can try again in ${waitWords(this.retryAfterSeconds)}.`);
    return general;
  }
}

export const NETWORK_MESSAGE =
  "Could not reach the server. Check your connection and try again; nothing you entered is lost.";

function fallbackMessage(status: number, retryAfter: number | null): string {
  if (status === 0) return NETWORK_MESSAGE;
  if (status === 401) return "Your session has ended. Sign in again.";
  if (status === 403) return "The server refused the request. Reload the page and try again.";
  if (status === 404) return "Not found: it may have been removed.";
  if (status === 409) return "This changed in the meantime. The list has been reloaded.";
  if (status === 413) return "That is more than the server accepts.";
  if (status === 429)
    return retryAfter
      ? `Too many attempts. Try again in ${waitWords(retryAfter)}.`
      : "Too many attempts. Try again later.";
  if (status >= 500) return "The server could not do this just now. Try again in a moment.";
  return `The server refused the request (HTTP ${status}).`;
}

function waitWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Every message of an error, for an error summary: the server's, or one for a failure. */
export function errorMessages(error: unknown): string[] {
  if (error instanceof ApiError)
    return [...error.generalMessages, ...error.errors.filter((e) => e.path !== "").map((e) => e.message)];
  return [error instanceof Error && error.message ? error.message : "Something went wrong. Try again."];
}

type Listener = () => void;
const sessionListeners = new Set<Listener>();

/** Calls `listener` whenever a signed-in call is answered 401; returns the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldError).message === "string" &&
    typeof (value as FieldError).path === "string"
  );
}

/** A refusal's body as JSON, or undefined when it is not JSON. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `{errors}` of a refusal's body, when it has any. */
export function parseErrors(text: string): FieldError[] {
  const errors = (parseBody(text) as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

export interface CallOptions {
  /** A 401 is an answer, not the end of a session (sign-in, enrolment, the session check). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** The error for a refusal, telling the app when a signed-in call found no session. */
function refusal(status: number, text: string, retryAfter: string | null, options: CallOptions): ApiError {
  if (status === 401 && !options.anonymous) for (const listener of [...sessionListeners]) listener();
  return new ApiError(status, parseErrors(text), parseRetryAfter(retryAfter), parseBody(text));
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function send(
  method: Method,
  path: string,
  body: unknown,
  options: CallOptions,
  refresh: boolean,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (method !== "GET") Object.assign(headers, await xsrfHeaders({ refresh }));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
}

/** A successful answer, its body unread; a refusal as an ApiError. */
async function exchange(
  method: Method,
  path: string,
  body: unknown,
  options: CallOptions,
  accept: string,
): Promise<Response> {
  let response = await send(method, path, body, options, false, accept);
  // A refused XSRF token (expired, or a planted one crowding ours out): once more with a fresh one.
  if (response.status === 403 && method !== "GET")
    response = await send(method, path, body, options, true, accept);
  if (!response.ok)
    throw refusal(response.status, await response.text(), response.headers.get("Retry-After"), options);
  answered(path);
  return response;
}

/** A success restarted the session's idle clock (sign-out ended it instead). */
function answered(path: string) {
  if (path !== STAFF_API.signOut) noteActivity();
}

/** One call: the parsed JSON answer (undefined for 204), or an ApiError. */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const response = await exchange(method, path, body, options, "application/json");
  return parseAnswer<T>(response.status, await response.text());
}

/**
 * A POST answered with a file (the privacy export): its bytes, typed as the server said,
 * or an ApiError as `request` gives. The caller hands the Blob to the browser to save.
 */
export async function postForBlob(path: string, body?: unknown, options: CallOptions = {}): Promise<Blob> {
  // Any kind of file; a refusal still comes as JSON `{errors}`, which `exchange` reads.
  const response = await exchange("POST", path, body, options, "*/*");
  try {
    return await response.blob();
  } catch (error) {
    // A file is large enough to be cut off mid-way, which is a lost connection, not a refusal.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, []);
  }
}

/** A success's JSON (undefined when empty); an answer that is not JSON is a failure. */
function parseAnswer<T>(status: number, text: string): T {
  if (text === "") return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(status, [
      { path: "", message: "The server's answer could not be read. Reload the page and try again." },
    ]);
  }
}

export const get = <T>(path: string, options?: CallOptions) => request<T>("GET", path, undefined, options);
export const post = <T>(path: string, body?: unknown, options?: CallOptions) =>
  request<T>("POST", path, body, options);
export const put = <T>(path: string, body: unknown, options?: CallOptions) =>
  request<T>("PUT", path, body, options);
export const patch = <T>(path: string, body: unknown, options?: CallOptions) =>
  request<T>("PATCH", path, body, options);
export const del = (path: string, options?: CallOptions) => request<void>("DELETE", path, undefined, options);

/** A path with a query string of the given parameters, leaving out empty ones. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface UploadOptions extends CallOptions {
  /** Bytes sent so far of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** Every byte is sent; the server is working on it now. */
  onSent?: () => void;
}

function uploadOnce(
  path: string,
  form: FormData | Blob,
  options: UploadOptions,
  headers: Record<string, string>,
) {
  return new Promise<{ status: number; text: string; retryAfter: string | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    });
    xhr.upload.addEventListener("load", () => options.onSent?.());
    xhr.addEventListener("load", () =>
      resolve({
        status: xhr.status,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader("Retry-After"),
      }),
    );
    xhr.addEventListener("error", () => reject(new ApiError(0, [])));
    xhr.addEventListener("timeout", () => reject(new ApiError(0, [])));
    xhr.addEventListener("abort", () => reject(new DOMException("The upload was cancelled.", "AbortError")));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * A POST with upload progress of a multipart form, or of a file as the body itself (its
 * type the Content-Type): the parsed JSON answer, or an ApiError.
 */
export async function upload<T>(
  path: string,
  form: FormData | Blob,
  options: UploadOptions = {},
): Promise<T> {
  let answer = await uploadOnce(path, form, options, await xsrfHeaders());
  if (answer.status === 403)
    answer = await uploadOnce(path, form, options, await xsrfHeaders({ refresh: true }));
  if (answer.status < 200 || answer.status > 299)
    throw refusal(answer.status, answer.text, answer.retryAfter, options);
  answered(path);
  return parseAnswer<T>(answer.status, answer.text);
}
