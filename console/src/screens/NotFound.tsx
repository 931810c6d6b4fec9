// What an address the console does not know shows, and what a screen that failed to
// render shows instead of a blank page.

import { Link, useRouteError } from "react-router";
import { useScreen } from "../screen";

export function NotFound() {
  const heading = useScreen("Page not found");
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Page not found
      </h1>
      <p>The console has no page at this address.</p>
      <p>
        <Link to="/">Go to your first screen</Link>
      </p>
    </>
  );
}

export function RouteError() {
  const heading = useScreen("Something went wrong");
  const error = useRouteError();
  return (
    <main id="main" tabIndex={-1} className="main">
      <h1 ref={heading} tabIndex={-1}>
        Something went wrong
      </h1>
      <p>The console could not show this page{error instanceof Error ? `: ${error.message}` : ""}.</p>
      <p>
        <a href="/staff/">Reload the console</a>
      </p>
    </main>
  );
}
