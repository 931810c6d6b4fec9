import type { FieldError } from "@site/contracts/forms";
import { xsrfHeaders } from "./xsrf";

/** What became of a post: accepted (2xx), or refused or failed with the server's errors. */
export type PostResult =
  | { ok: true; status: number }
  | {
      ok: false;
      /** The HTTP status, or 0 when no answer came (network error, timeout). */
      status: number;
      statusText: string;
      /** The API's `errors` (path "" when not about a field); empty when the answer had none. */
      errors: FieldError[];
    };

/** A post that has had no answer for this long is reported as "cannot connect". */
export const POST_TIMEOUT_MS = 30_000;
/**
 * The same for a post with a file: a 5 MB CV over a slow mobile link takes over a minute,
 * and the server gives a request two (server/src/app.ts).
 */
export const UPLOAD_TIMEOUT_MS = 150_000;

/**
 * POSTs `body` as JSON to `url` with the XSRF header (same origin only). Never throws:
 * a network failure is status 0, an error answer carries the API's `errors` when its body
 * has them.
 */
export function postJson(url: string, body: unknown): Promise<PostResult> {
  return post(url, () => ({
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
    timeoutMs: POST_TIMEOUT_MS,
  }));
}

/**
 * POSTs `formData` as multipart/form-data (a form with a file) to `url`, otherwise as
 * `postJson` does: the same XSRF header, JSON answers, retry after a 403 and timeout.
 */
export function postFormData(url: string, formData: FormData): Promise<PostResult> {
  // No Content-Type: only the browser knows the multipart boundary it will write.
  return post(url, () => ({ body: formData, headers: {}, timeoutMs: UPLOAD_TIMEOUT_MS }));
}

/** A post's body and the headers that describe it; both kinds can be sent twice. */
interface Content {
  body: string | FormData;
  headers: Record<string, string>;
  timeoutMs: number;
}

/**
 * The one way both encodings are sent. `encode` runs inside the guard, so a body that
 * cannot be encoded is reported as a failure rather than thrown.
 */
async function post(url: string, encode: () => Content): Promise<PostResult> {
  let response: Response;
  try {
    const content = encode();
    response = await send(url, content, false);
    // A 403 stored nothing. The page's token may have expired while the visitor wrote, or
    // the only one left may have been planted by another site: ask for a fresh one and
    // send once more, rather than make the visitor reload and type it all again.
    if (response.status === 403) response = await send(url, content, true);
  } catch {
    return { ok: false, status: 0, statusText: "", errors: [] };
  }
  if (response.ok) return { ok: true, status: response.status };
  return {
    ok: false,
    status: response.status,
    statusText: response.statusText,
    errors: await readErrors(response),
  };
}

async function send(
  url: string,
  { body, headers, timeoutMs }: Content,
  refreshToken: boolean,
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      ...headers,
      // The answers are JSON; a multipart post is told from a plain form's (which gets a
      // redirect) by the XSRF header below.
      Accept: "application/json",
      ...(await xsrfHeaders(url, { refresh: refreshToken })),
    },
    body,
    credentials: "same-origin",
    // Without a bound, a server that never answers would leave the button disabled for good.
    ...(typeof AbortSignal.timeout === "function" ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
  });
}

async function readErrors(response: Response): Promise<FieldError[]> {
  try {
    const body: unknown = await response.json();
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (!Array.isArray(errors)) return [];
    return errors.flatMap((e: unknown) => {
      const { path, message } = (e ?? {}) as { path?: unknown; message?: unknown };
      return typeof message === "string" && message.trim() !== ""
        ? [{ path: typeof path === "string" ? path : "", message }]
        : [];
    });
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status text will do.
    return [];
  }
}
