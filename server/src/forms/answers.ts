// How the form routes answer. The web app (JSON) gets 202 `{id}` or its status with
// `{errors:[{path, message}]}`, the one shape it reads for every refusal; a plain HTML
// form gets a 303 to the "sent" page or a small HTML page saying what went wrong.
// Nothing here is cacheable: each answer is about one post.

import {
  CV_BUDGET_USED_UP,
  type AcceptedResponse,
  type ErrorResponse,
  type FieldError,
} from "@site/contracts";
import type { FastifyReply } from "fastify";
import { ERROR_PAGE_CONTENT_SECURITY_POLICY, renderErrorPage } from "./error-page.js";
import type { FormDefinition, FormEncoding } from "./form-definitions.js";

/** A refusal that is not about one field: path "" and a sentence for the visitor. */
export const generalError = (message: string): FieldError[] => [{ path: "", message }];

export const MESSAGES = {
  forbidden: "This form could not be verified. Please reload the page and send it again.",
  tooLarge: "The form is too large. Please shorten the text and send it again.",
  unsupportedType: (form: FormDefinition | undefined) =>
    `The form must be sent as application/json${form?.takesCv ? ", application/x-www-form-urlencoded or multipart/form-data" : " or application/x-www-form-urlencoded"}.`,
  invalidJson: "The request body is not valid JSON.",
  unreadable: "The request could not be read. Please send the form again.",
  rateLimited: (seconds: number) =>
    `Too many forms were sent from your connection. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  cvBudgetUsedUp: CV_BUDGET_USED_UP,
  unavailable: (noun: string) =>
    `Your ${noun} could not be saved just now. Please try again in a few minutes.`,
  failed: (noun: string) =>
    `Your ${noun} could not be sent because of a problem on our side. Please try again later.`,
} as const;

const HEADINGS: Record<number, string> = {
  400: "Please check the form",
  403: "The form could not be verified",
  413: "The form is too large",
  429: "Too many attempts",
  503: "Please try again in a few minutes",
};

export function sendAccepted(
  reply: FastifyReply,
  form: FormDefinition,
  encoding: FormEncoding,
  id: string,
): FastifyReply {
  reply.header("cache-control", "no-store");
  if (encoding === "form") return reply.redirect(form.sentPage, 303);
  const body: AcceptedResponse = { id };
  return reply.code(202).send(body);
}

/**
 * Refuses the post with `status`. `form` is undefined only when the route is unknown,
 * which the form routes' own hooks and handlers never are.
 */
export function sendRefusal(
  reply: FastifyReply,
  status: number,
  errors: FieldError[],
  encoding: FormEncoding,
  form: FormDefinition | undefined,
): FastifyReply {
  reply.code(status).header("cache-control", "no-store");
  if (encoding === "form" && form !== undefined) {
    const page = renderErrorPage({
      heading: HEADINGS[status] ?? `Your ${form.noun} was not sent`,
      intro:
        status === 400
          ? `Your ${form.noun} was not sent. Please correct the following:`
          : `Your ${form.noun} was not sent.`,
      errors,
      backHref: form.formPage.href,
      backLabel: form.formPage.label,
    });
    return reply
      .header("content-security-policy", ERROR_PAGE_CONTENT_SECURITY_POLICY)
      .type("text/html; charset=utf-8")
      .send(page);
  }
  const body: ErrorResponse = { errors };
  return reply.send(body);
}
