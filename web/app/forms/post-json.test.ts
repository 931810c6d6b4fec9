import { XSRF_HEADER } from "@site/contracts/forms";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json";

beforeEach(() => {
  document.cookie = "XSRF-TOKEN=tok; Path=/";
});

afterEach(() => {
  document.cookie = "XSRF-TOKEN=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
  vi.unstubAllGlobals();
});

function answer(status: number, body?: unknown, statusText = "") {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), { status, statusText }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("postJson", () => {
  it("posts JSON with the XSRF header to a same-origin URL and reports 202 as accepted", async () => {
    const fetch = answer(202, { id: "m-1" });
    expect(await postJson("/Bweb/api/mailsending", { params: { sender: "a@b.co" } })).toEqual({ ok: true, status: 202 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/Bweb/api/mailsending");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"params":{"sender":"a@b.co"}}');
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", [XSRF_HEADER]: "tok" });
  });

  it("sends no XSRF header to another origin", async () => {
    const fetch = answer(202, { id: "m-1" });
    await postJson("https://api.example.com/Bweb/api/mailsending", {});
    expect(Object.keys(fetch.mock.calls[0]![1]?.headers ?? {})).not.toContain(XSRF_HEADER);
  });

  it("reports status 0 when no answer comes", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await postJson("/Bweb/api/mailsending", {})).toEqual({ ok: false, status: 0, statusText: "", errors: [] });
  });

  it("reads the API's errors from a refusal, and none from a body that is not JSON", async () => {
    answer(400, { errors: [{ path: "email", message: "Email is required." }, { message: 42 }] }, "Bad Request");
    expect(await postJson("/BTAB/api/job-application", {})).toEqual({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      errors: [{ path: "email", message: "Email is required." }],
    });
    answer(502, "<html>Bad gateway</html>", "Bad Gateway");
    expect(await postJson("/BTAB/api/job-application", {})).toEqual({ ok: false, status: 502, statusText: "Bad Gateway", errors: [] });
  });
});
