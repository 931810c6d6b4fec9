// React Router's server entry, in place of its default: every page is rendered whole before
// a byte of it is sent. Pages are rendered once (by the build, or by the server when their
// data changes) and sent many times from memory, never streamed to a visitor, and a page
// rendered twice from the same data must be the same bytes: streaming would make the
// markup depend on when each part finished.

import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";

/** A render that takes longer than this is abandoned (the server then keeps the old page). */
const RENDER_TIMEOUT_MS = 10_000;

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  let failure: unknown;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    onError(error: unknown) {
      failure ??= error;
    },
  });
  await body.allReady;
  if (failure !== undefined) throw failure;
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers, status });
}
