import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  del,
  errorMessages,
  get,
  NETWORK_MESSAGE,
  onSessionEnded,
  patch,
  post,
  put,
  upload,
  withQuery,
} from "./api";
import { fakeXhr, stubApi } from "./test-helpers";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "XSRF-TOKEN=; Path=/; Max-Age=0";
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("request", () => {
  it("sends GETs without the XSRF header, and parses the JSON answer", async () => {
    const calls = stubApi(() => ({ status: 200, body: [{ id: 1 }] }));
    expect(await get("/staff/api/events")).toEqual([{ id: 1 }]);
    expect(calls[0]!.headers.get("X-XSRF-TOKEN")).toBeNull();
    expect(calls[0]!.headers.get("Accept")).toBe("application/json");
  });

  it("sends the XSRF header and a JSON body on POST, PUT and PATCH, the header on DELETE; undefined for 204", async () => {
    const calls = stubApi((call) =>
      call.method === "PATCH" || call.method === "PUT"
        ? { status: 200, body: { ok: true } }
        : { status: 204 },
    );
    expect(await post("/staff/api/sign-out")).toBeUndefined();
    expect(await patch("/staff/api/events/3", { title: "T" })).toEqual({ ok: true });
    expect(await put("/staff/api/staff/x/roles", { roles: ["hr"] })).toEqual({ ok: true });
    expect(await del("/staff/api/passkeys/r")).toBeUndefined();
    expect(calls.map((c) => [c.method, c.headers.get("X-XSRF-TOKEN")])).toEqual([
      ["POST", "tok"],
      ["PATCH", "tok"],
      ["PUT", "tok"],
      ["DELETE", "tok"],
    ]);
    expect(calls[0]!.headers.get("Content-Type")).toBeNull();
    expect(calls[1]!.headers.get("Content-Type")).toBe("application/json");
    expect(calls[1]!.body).toEqual({ title: "T" });
    expect([calls[2]!.headers.get("Content-Type"), calls[2]!.body]).toEqual([
      "application/json",
      { roles: ["hr"] },
    ]);
    expect(calls[3]!.body).toBeUndefined();
  });

  it("turns a refusal into an ApiError with the status and every field error", async () => {
    const errors = [
      { path: "title", message: "Enter a title." },
      { path: "", message: "Not now." },
    ];
    stubApi(() => ({ status: 400, body: { errors } }));
    const error = await failure(post("/staff/api/staff", {}));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(errors);
    expect(error.generalMessages).toEqual(["Not now."]);
    expect(errorMessages(error)).toEqual(["Not now.", "Enter a title."]);
  });

  it("gives a sentence for a refusal without a body, and the wait of a 429", async () => {
    stubApi(() => ({ status: 502 }));
    expect((await failure(get("/staff/api/audit"))).generalMessages).toEqual([
      "The server could not do this just now. Try again in a moment.",
    ]);
    stubApi(() => ({ status: 429, headers: { "Retry-After": "120" } }));
    const limited = await failure(post("/staff/api/sign-in", {}, { anonymous: true }));
    expect(limited.retryAfterSeconds).toBe(120);
    expect(limited.generalMessages).toEqual(["Too many attempts. Try again in 2 minutes."]);
    stubApi(() => ({
      status: 429,
      headers: { "Retry-After": "30" },
      body: { errors: [{ path: "", message: "Too many sign-in attempts." }] },
    }));
    expect((await failure(post("/staff/api/sign-in", {}, { anonymous: true }))).generalMessages).toEqual([
      "Too many sign-in attempts.",
      "You can try again in 30 seconds.",
    ]);
  });

  it("reports a network failure as status 0, saying nothing was lost", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await failure(get("/staff/api/inbox"));
    expect(error.status).toBe(0);
    expect(errorMessages(error)).toEqual([NETWORK_MESSAGE]);
  });

  it("tries a refused (403) change once more with a fresh XSRF token", async () => {
    let refused = false;
    const calls = stubApi((call) => {
      if (call.path.startsWith("/Bweb/api/xsrf-token")) {
        document.cookie = "XSRF-TOKEN=fresh; Path=/";
        return { status: 204 };
      }
      if (!refused) {
        refused = true;
        return { status: 403, body: { errors: [{ path: "", message: "Refused." }] } };
      }
      return { status: 200, body: { handled: true } };
    });
    expect(await post("/staff/api/inbox/contact/1/handled", { handled: true })).toEqual({ handled: true });
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.get("X-XSRF-TOKEN") ?? "-"}`)).toEqual([
      "POST /staff/api/inbox/contact/1/handled tok",
      "GET /Bweb/api/xsrf-token -",
      "POST /staff/api/inbox/contact/1/handled fresh",
    ]);
  });

  it("tells the app the session ended on a 401 of a signed-in call, not of an anonymous one", async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    stubApi(() => ({ status: 401, body: { errors: [{ path: "", message: "Sign in." }] } }));
    await failure(get("/staff/api/session", { anonymous: true }));
    await failure(post("/staff/api/sign-in", { response: {} }, { anonymous: true }));
    expect(ended).not.toHaveBeenCalled();
    const error = await failure(get("/staff/api/events"));
    expect(error.status).toBe(401);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    await failure(get("/staff/api/events"));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("builds query strings without empty parameters", () => {
    expect(withQuery("/staff/api/inbox", { q: "a b", kind: "" })).toBe("/staff/api/inbox?q=a+b");
    expect(withQuery("/staff/api/inbox", {})).toBe("/staff/api/inbox");
  });
});

describe("upload", () => {
  it("posts the form with the XSRF header, reports progress, then that the server is working", async () => {
    const made = fakeXhr(() => ({ status: 201, body: { id: 7 } }));
    const progress: number[] = [];
    const sent = vi.fn();
    const form = new FormData();
    form.set("title", "T");
    const answer = await upload("/staff/api/events", form, {
      onProgress: (loaded, total) => progress.push(loaded / total),
      onSent: sent,
    });
    expect(answer).toEqual({ id: 7 });
    expect(made[0]!.method).toBe("POST");
    expect(made[0]!.headers["X-XSRF-TOKEN"]).toBe("tok");
    expect(made[0]!.body).toBe(form);
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toHaveBeenCalledOnce();
  });

  it("parses a refusal's field errors, and ends the session on 401", async () => {
    fakeXhr(() => ({ status: 400, body: { errors: [{ path: "image", message: "Not a picture." }] } }));
    const error = await failure(upload("/staff/api/events", new FormData()));
    expect([error.status, error.errors]).toEqual([400, [{ path: "image", message: "Not a picture." }]]);

    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fakeXhr(() => ({ status: 401, body: { errors: [] } }));
    expect((await failure(upload("/staff/api/events", new FormData()))).status).toBe(401);
    expect(ended).toHaveBeenCalledOnce();
    stop();
  });
});
