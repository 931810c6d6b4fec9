// POST /Bweb/api/mailsending and POST /BTAB/api/job-application, in their own
// encapsulated context: its body parsers, error handler and hooks touch no other route.
//
// Order of a post: XSRF and origin checks, then the rate limit (both before the body is
// read), then parsing (415, 413, malformed JSON; a CV only up to what is left of the CV
// byte budgets, 429 beyond), the honeypot, validation (400 listing every problem; an
// application's opening must be published and open now), the CV's bytes charged to the
// budgets (429 when they do not fit), storing (message and outbox row in one transaction;
// 503 when the database fails), and only then the answer (202 `{id}`, or 303 without
// JavaScript).
//
// What a visitor wrote never reaches the log: acceptance logs `{id, kind}`, refusals a
// reason or the names of the invalid fields, database failures the error's name, code
// and message (never a driver's `detail`, which can quote the row).

import { randomUUID } from "node:crypto";
import fastifyFormbody from "@fastify/formbody";
import type { FieldError } from "@site/contracts";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { registerByteBudget, type BudgetRefusal } from "../security/byte-budget.js";
import { registerPostRateLimit } from "../security/rate-limit.js";
import { isPlainFormPost } from "../security/xsrf.js";
import { generalError, MESSAGES, sendAccepted, sendRefusal } from "./answers.js";
import { FORMS, honeypotFilled, type FormDefinition, type FormEncoding } from "./form-definitions.js";
import { publishedOpenings } from "./openings.js";
import type { StoredCv } from "./store.js";
import { acceptCv, CvOverAllowance, readUpload, registerUploads, UploadRefused } from "./upload.js";

export interface FormRoutesOptions {
  config: Pick<Config, "rateLimit" | "redisUrl" | "trustProxy" | "cvBytesPerClientPerDay" | "cvBytesPerDay">;
  /** Rate-limit window; a minute unless a test needs another. */
  rateLimitWindowMs?: number;
}

// The web app's client may retry after this; the database is usually back by then.
const RETRY_AFTER_UNAVAILABLE_SECONDS = 10;
// The CV byte budgets' window: a day, from the first CV counted.
const CV_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How to answer: a plain HTML form gets pages and redirects, the web app's script JSON. */
const encodingOf = (request: FastifyRequest): FormEncoding => (isPlainFormPost(request) ? "form" : "json");
/** What the body holds: the JSON call's object, or a form's fields (urlencoded or multipart). */
const bodyShapeOf = (request: FastifyRequest): FormEncoding =>
  request.isMultipart() || isPlainFormPost(request) ? "form" : "json";

/** Enough to tell what failed, nothing of the data. */
function describeError(error: unknown) {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  // Messages name tables, columns and the failed operation; the values that could only
  // appear in type errors are excluded by validation before anything is stored.
  return { name: error.name, message: error.message, ...(typeof code === "string" ? { code } : {}) };
}

const formRoutes: FastifyPluginAsync<FormRoutesOptions> = async (app, options) => {
  const formsByPath = new Map(FORMS.map((form) => [form.path, form]));
  const formOf = (request: FastifyRequest) => formsByPath.get(request.routeOptions.url ?? "");

  // JSON (the web app), urlencoded (plain HTML forms) and multipart (the careers form with
  // a CV, with or without JavaScript) only. Fastify also parses text/plain by default;
  // nothing sends the forms that way (except other sites' forms).
  app.removeContentTypeParser("text/plain");
  await app.register(fastifyFormbody);
  await registerUploads(app);

  const rateLimit = await registerPostRateLimit(app, {
    max: options.config.rateLimit,
    windowMs: options.rateLimitWindowMs ?? 60_000,
    redisUrl: options.config.redisUrl,
    trustProxy: options.config.trustProxy,
  });
  const cvBudget = await registerByteBudget(app, {
    name: "cv-bytes",
    perClient: options.config.cvBytesPerClientPerDay,
    total: options.config.cvBytesPerDay,
    windowMs: CV_BUDGET_WINDOW_MS,
    redisUrl: options.config.redisUrl,
    trustProxy: options.config.trustProxy,
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, errors: FieldError[]) => {
    // A refusal before the body was read to its end (an upload cut at its limit, a post
    // refused on its headers) ends the connection: Node would otherwise read and discard
    // the rest, however large, to reuse it.
    if (!request.raw.complete) reply.header("connection", "close");
    return sendRefusal(reply, status, errors, encodingOf(request), formOf(request));
  };

  // Parser errors (media type, size, JSON syntax) and anything unexpected, in the one shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, "Form post refused: body not accepted");
      const message =
        status === 413
          ? MESSAGES.tooLarge
          : status === 415
            ? MESSAGES.unsupportedType(formOf(request))
            : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
              ? MESSAGES.invalidJson
              : MESSAGES.unreadable;
      return refuse(request, reply, status, generalError(message));
    }
    request.log.error({ error: describeError(error) }, "Form post failed");
    return refuse(request, reply, 500, generalError(MESSAGES.failed(formOf(request)?.noun ?? "form")));
  });

  // Before the body is read: a forged or excess post costs no parsing, and changes nothing.
  app.addHook("onRequest", async (request, reply) => {
    const refusal = app.xsrf.refusal(request);
    if (refusal !== undefined) {
      request.log.info({ reason: refusal }, "Form post refused: XSRF check failed");
      return refuse(request, reply, 403, generalError(MESSAGES.forbidden));
    }
    // After the XSRF check, so another site cannot use up a visitor's allowance.
    const verdict = await rateLimit(request);
    if (verdict.limited) {
      request.log.info("Form post refused: rate limit reached");
      reply.header("retry-after", String(verdict.retryAfterSeconds));
      return refuse(request, reply, 429, generalError(MESSAGES.rateLimited(verdict.retryAfterSeconds)));
    }
    return undefined;
  });

  /** A CV over what is left of a byte budget: nothing is stored, and the visitor learns when to try again. */
  const refuseOverBudget = (
    form: FormDefinition,
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: BudgetRefusal,
  ) => {
    request.log.info(
      { kind: form.kind, budget: refusal.budget },
      "Form post refused: CV byte budget used up",
    );
    reply.header("retry-after", String(refusal.retryAfterSeconds));
    return refuse(
      request,
      reply,
      429,
      generalError(MESSAGES.cvBudgetUsedUp[refusal.budget](refusal.retryAfterSeconds)),
    );
  };

  /** The body's fields and the CV checked by content; undefined once a refusal is sent. */
  const readBody = async (form: FormDefinition, request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) return { body: request.body, cvErrors: [] as FieldError[], cv: undefined };
    if (!form.takesCv) {
      refuse(request, reply, 415, generalError(MESSAGES.unsupportedType(form)));
      return undefined;
    }
    // Before the body is read: a client (or the site) with no budget left uploads no CV,
    // only the form's fields, and a post without one is still taken.
    const allowance = await cvBudget.allowance(request);
    let upload;
    try {
      upload = await readUpload(request, MESSAGES.tooLarge, allowance.bytes);
    } catch (error) {
      if (error instanceof CvOverAllowance) {
        refuseOverBudget(form, request, reply, allowance.refusal);
        return undefined;
      }
      if (!(error instanceof UploadRefused)) throw error;
      request.log.info(
        { kind: form.kind, statusCode: error.statusCode },
        "Form post refused: upload not accepted",
      );
      refuse(request, reply, error.statusCode, error.errors);
      return undefined;
    }
    let cv: StoredCv | undefined;
    const cvErrors: FieldError[] = [];
    if (upload.cv !== undefined) {
      const accepted = await acceptCv(upload.cv);
      if (accepted.ok) cv = accepted.cv;
      else cvErrors.push(accepted.error);
    }
    return { body: upload.fields, cvErrors, cv };
  };

  const handle = async (form: FormDefinition, request: FastifyRequest, reply: FastifyReply) => {
    const encoding = encodingOf(request);
    const read = await readBody(form, request, reply);
    if (read === undefined) return reply;
    const { body, cvErrors, cv } = read;
    if (honeypotFilled(body)) {
      // Looks accepted, so the bot learns nothing; nothing is stored or sent.
      request.log.info({ kind: form.kind }, "Form post dropped: the honeypot field was filled");
      return sendAccepted(reply, form, encoding, randomUUID());
    }

    const validation = await form.validate(
      body,
      bodyShapeOf(request),
      { now: new Date(), openings: () => publishedOpenings(app) },
      cv,
    );
    if (!validation.ok || cvErrors.length > 0) {
      // Every problem at once: the fields' and the CV's.
      const errors = [...(validation.ok ? [] : validation.errors), ...cvErrors];
      // Field names only (the schema's own keys), never their values.
      const fields = [...new Set(errors.map((error) => error.path))];
      request.log.info({ kind: form.kind, fields }, "Form post refused: invalid fields");
      return sendRefusal(reply, 400, errors, encoding, form);
    }

    // Charged once it is known to be stored but for the database: a CV refused for its
    // content or its form's fields costs nothing. A failed store below keeps the charge (it
    // is rare, and errs towards less on the disk).
    if (cv !== undefined) {
      const refusal = await cvBudget.charge(request, cv.bytes.length);
      if (refusal !== undefined) return refuseOverBudget(form, request, reply, refusal);
    }

    let id: string;
    try {
      id = await validation.store(app.db);
    } catch (error) {
      // Never 202 what is not stored: the visitor can try again, and still has the text.
      request.log.error(
        { kind: form.kind, error: describeError(error) },
        "Form post not stored: the database failed",
      );
      reply.header("retry-after", String(RETRY_AFTER_UNAVAILABLE_SECONDS));
      return sendRefusal(reply, 503, generalError(MESSAGES.unavailable(form.noun)), encoding, form);
    }
    request.log.info({ id, kind: form.kind }, "Form post accepted");
    app.mailWorker.nudge();
    return sendAccepted(reply, form, encoding, id);
  };

  for (const form of FORMS) {
    app.post(form.path, (request, reply) => handle(form, request, reply));
  }
};

export default formRoutes;
