// For the unit tests only: a stand-in for the staff API behind a stubbed fetch, and the
// console rendered at an address with an in-memory router. Nothing here ships: only
// *.test.ts(x) files import it.

import type { StaffMember, StaffRole } from "@site/contracts/staff";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { BASENAME, routes } from "./routes";

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: Call) => Answer | undefined;

/** Stubs fetch with `handler`; a request it does not answer gets 404. Returns the calls made. */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const text = typeof init.body === "string" ? init.body : undefined;
      const call: Call = {
        method: init.method ?? "GET",
        path: String(input),
        headers: new Headers(init.headers),
        body: text === undefined ? undefined : JSON.parse(text),
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { errors: [{ path: "", message: "No such route." }] },
      };
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status,
        headers: { "Content-Type": "application/json", ...answer.headers },
      });
    }),
  );
  return calls;
}

/** The console at `path` (below /staff), as the browser would show it. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(routes, { basename: BASENAME, initialEntries: [`${BASENAME}${path}`] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** A member with every role; `memberWith` gives the same member other roles. */
export const MEMBER: StaffMember = {
  id: "0d9f6f1e-5b7a-4c1e-9a53-6d2f3c1b8e70",
  email: "priya@example.com",
  name: "Priya N",
  roles: ["admin", "hr", "marketing"],
};

export const memberWith = (...roles: StaffRole[]): StaffMember => ({ ...MEMBER, roles });

/** An XMLHttpRequest that answers what `respond` says, after reporting upload progress. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function fakeXhr(respond: (xhr: SentRequest) => { status: number; body: unknown }) {
  const made: SentRequest[] = [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    headers: Record<string, string> = {};
    method = "";
    url = "";
    body: unknown;
    status = 0;
    responseText = "";
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    abort() {
      this.dispatchEvent(new Event("abort"));
    }
    send(body: unknown) {
      this.body = body;
      made.push(this);
      queueMicrotask(() => {
        for (const loaded of [50, 100])
          this.upload.dispatchEvent(
            Object.assign(new Event("progress"), { lengthComputable: true, loaded, total: 100 }),
          );
        this.upload.dispatchEvent(new Event("load"));
        const answer = respond(this);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event("load"));
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return made;
}
