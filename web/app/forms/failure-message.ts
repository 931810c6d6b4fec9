import type { ContactPage } from "@site/contracts/content";
import type { PostResult } from "./post-json";

type Failure = Extract<PostResult, { ok: false }>;

/**
 * The contact popup's text for a failed send (spec section 8): status 0, the server
 * could not be reached; 500, a server error; otherwise 'Error: ' and the first message
 * the server gave, or its status text.
 */
export function contactFailureMessage(failure: Failure, texts: ContactPage["form"]["failed"]): string {
  if (failure.status === 0) return texts.cannotConnect;
  if (failure.status === 500) return texts.serverError;
  const message = failure.errors[0]?.message || failure.statusText || `HTTP ${failure.status}`;
  return `${texts.errorPrefix} ${message}`;
}
