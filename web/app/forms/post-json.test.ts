import { XSRF_HEADER, XSRF_TOKEN_PATH } from "@site/contracts/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postFormData, postJson } from "./post-json";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = "XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  vi.unstubAllGlobals();
});

function answer(status: number, body?: unknown, statusText = "") {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () =>
      new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), {
        status,
        statusText,
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("postJson", () => {
  it("posts JSON with the XSRF header to a same-origin URL and reports 202 as accepted", async () => {
    const fetch = answer(202, { id: "m-1" });
    expect(await postJson("/Bweb/api/mailsending", { params: { sender: "a@b.co" } })).toEqual({
      ok: true,
      status: 202,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/Bweb/api/mailsending");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"params":{"sender":"a@b.co"}}');
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", [XSRF_HEADER]: "tok" });
  });

  it("carries every XSRF-TOKEN value the page can read when there are several", async () => {
    vi.spyOn(document, "cookie", "get").mockReturnValue("XSRF-TOKEN=planted; XSRF-TOKEN=tok");
    const fetch = answer(202, { id: "m-1" });
    expect(await postJson("/Bweb/api/mailsending", {})).toEqual({ ok: true, status: 202 });
    const [url, init] = fetch.mock.calls.at(-1)!;
    expect(url).toBe("/Bweb/api/mailsending");
    expect(init?.headers).toMatchObject({ [XSRF_HEADER]: "planted,tok" });
  });

  it("sends no XSRF header to another origin", async () => {
    const fetch = answer(202, { id: "m-1" });
    await postJson("https://api.example.com/Bweb/api/mailsending", {});
    expect(Object.keys(fetch.mock.calls[0]![1]?.headers ?? {})).not.toContain(XSRF_HEADER);
  });

  it("reports status 0 when no answer comes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postJson("/Bweb/api/mailsending", {})).toEqual({
      ok: false,
      status: 0,
      statusText: "",
      errors: [],
    });
  });

  it("reads the API's errors from a refusal, and none from a body that is not JSON", async () => {
    answer(
      400,
      { errors: [{ path: "email", message: "Email is required." }, { message: 42 }] },
      "Bad Request",
    );
    expect(await postJson("/BTAB/api/job-application", {})).toEqual({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      errors: [{ path: "email", message: "Email is required." }],
    });
    answer(502, "<html>Bad gateway</html>", "Bad Gateway");
    expect(await postJson("/BTAB/api/job-application", {})).toEqual({
      ok: false,
      status: 502,
      statusText: "Bad Gateway",
      errors: [],
    });
  });
});

describe("postFormData", () => {
  it("posts the FormData as it is, asking for JSON, with the XSRF header and no Content-Type of its own", async () => {
    const fetch = answer(202, { id: "a-1" });
    const body = new FormData();
    body.append("name", "Ravi Kumar");
    body.append("cv", new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" }));
    expect(await postFormData("/BTAB/api/job-application", body)).toEqual({ ok: true, status: 202 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/BTAB/api/job-application");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(body);
    expect(init?.credentials).toBe("same-origin");
    expect(init?.headers).toEqual({ Accept: "application/json", [XSRF_HEADER]: "tok" });
  });

  it("reads the API's errors from a refusal as postJson does", async () => {
    answer(400, { errors: [{ path: "cv", message: "The CV file is empty." }] }, "Bad Request");
    expect(await postFormData("/BTAB/api/job-application", new FormData())).toEqual({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      errors: [{ path: "cv", message: "The CV file is empty." }],
    });
  });

  it("reports status 0 when no answer comes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postFormData("/BTAB/api/job-application", new FormData())).toEqual({
      ok: false,
      status: 0,
      statusText: "",
      errors: [],
    });
  });
});

describe("posting after a 403", () => {
  /** What the server below was sent: each post's token and body. */
  let posts: { token: string | undefined; body: unknown }[];

  /** A server that accepts only the token `accepted`; its token endpoint hands out `fresh`. */
  function server(accepted: string) {
    const calls: string[] = [];
    posts = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? "GET"} ${url}`);
        if (url === XSRF_TOKEN_PATH) {
          document.cookie = "XSRF-TOKEN=fresh; Path=/";
          return new Response(null, { status: 204 });
        }
        const token = (init?.headers as Record<string, string>)[XSRF_HEADER];
        posts.push({ token, body: init?.body });
        const ok = token === accepted;
        return new Response(
          JSON.stringify(ok ? { id: "m-1" } : { errors: [{ path: "", message: "Not verified." }] }),
          {
            status: ok ? 202 : 403,
          },
        );
      }),
    );
    return calls;
  }

  it("fetches a fresh token and sends once more: an expired token does not lose the message", async () => {
    const calls = server("fresh");
    expect(await postJson("/Bweb/api/mailsending", {})).toEqual({ ok: true, status: 202 });
    expect(calls).toEqual([
      "POST /Bweb/api/mailsending",
      `GET ${XSRF_TOKEN_PATH}`,
      "POST /Bweb/api/mailsending",
    ]);
  });

  it("reports a second 403 as it is, without a third attempt", async () => {
    const calls = server("never");
    expect(await postJson("/Bweb/api/mailsending", {})).toEqual({
      ok: false,
      status: 403,
      statusText: "",
      errors: [{ path: "", message: "Not verified." }],
    });
    expect(calls.filter((call) => call.startsWith("POST"))).toHaveLength(2);
  });

  it("sends a FormData (a CV with it) once more with the fresh token, and no more than once", async () => {
    const calls = server("fresh");
    const body = new FormData();
    body.append("cv", new File(["%PDF-1.7"], "cv.pdf"));
    expect(await postFormData("/BTAB/api/job-application", body)).toEqual({ ok: true, status: 202 });
    expect(calls).toEqual([
      "POST /BTAB/api/job-application",
      `GET ${XSRF_TOKEN_PATH}`,
      "POST /BTAB/api/job-application",
    ]);
    expect(posts).toEqual([
      { token: "tok", body },
      { token: "fresh", body },
    ]);

    server("never");
    expect(await postFormData("/BTAB/api/job-application", body)).toMatchObject({ ok: false, status: 403 });
    expect(posts).toHaveLength(2);
  });
});
