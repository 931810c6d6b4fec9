// Global tokens and base rules first, so component styles come after them in the cascade.
import "@site/design/global.css";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "./components/Footer";
import { footerSolutions } from "./components/footer-solutions";
import { menusOf } from "./navigation";
import { Navbar } from "./components/Navbar";
import { ScrollToTopButton } from "./components/ScrollToTopButton";
import { SkipLink, MAIN_ID } from "./components/SkipLink";
import { UtilityBar } from "./components/UtilityBar";
import { contentOf, pagesIn } from "./content/current";
import { useIdentityIfLoaded, usePageIfLoaded, type RootData } from "./identity";
import { pagePath, withTexts } from "./pages";
import { pageTextOf } from "./page-text";
import { RouteHeadLinks } from "./route-head-links";
import { pathTo } from "./route-paths";
import { SPECULATION_RULES } from "./speculation-rules";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/media/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// Every route has meta of its own, which replaces this. The shell a parameter route starts
// from when its page was not prerendered (__spa-fallback.html) matches no route but this
// one, and a document needs a title (the HTML checker and screen readers agree).
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.identity.company ?? "Not found" },
];

/**
 * What every page shows of the content: the site identity (header, footer, contacts,
 * metadata), the names of the solutions the footer links to, the catalogues' menus, the
 * menus' labels, and the texts of the page itself (its title, heading and description).
 */
export function loader({ context, url }: Route.LoaderArgs): RootData {
  const content = contentOf(context);
  const { site, solutions, policies, ovations, menus } = content;
  // Which page is at this address is the content's to say; its texts are read from the
  // content as a page reads it, so the page is rendered again when they change.
  // `url` is the page's own address, where `request` is its .data file when the build
  // prerenders that.
  const page = pagesIn(context).pageAt(url.pathname);
  return {
    identity: site,
    footerSolutions: footerSolutions(solutions),
    menus: menusOf(policies, ovations),
    labels: menus,
    page: page === undefined ? null : withTexts(page, pageTextOf(content, page.texts)),
  };
}

// What a page was rendered with holds while it is open: a navigation inside a hydrated
// page (the search results' next query) asks the server for nothing. Another page has
// texts of its own, which the root's data carries.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  pagePath(currentUrl.pathname).toLowerCase() !== pagePath(nextUrl.pathname).toLowerCase();

/**
 * Whether the page rendered loads React (the route table's `hydrate`). A page the table does
 * not know hydrates: the app shell of a parameter route's unknown id renders in the
 * browser, from the root route alone.
 */
function useLoadsReact(): boolean {
  const page = usePageIfLoaded();
  return !page || page.hydrate === true;
}

export function Layout({ children }: { children: React.ReactNode }) {
  // A static page is plain HTML: no module bootstrap, no route data, no scroll restoration
  // (every link to it is a document load, scripts/static-page.ts adds its small scripts).
  const hydrated = useLoadsReact();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={__THEME_COLOR__} />
        <Meta />
        <Links />
        <RouteHeadLinks />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
      </head>
      <body>
        {children}
        {hydrated && <ScrollRestoration />}
        {hydrated && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  // The path as the page's links spell it, also while the build prerenders it (at `/path/`):
  // the navbar marks the current page by it, and hydration must find the same marks.
  const pathname = pagePath(useLocation().pathname);
  return (
    <>
      <SkipLink />
      <UtilityBar />
      <Navbar pathname={pathname} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Inside the footer's landmark: fixed in the corner, but never content outside the landmarks. */}
      <Footer>
        <ScrollToTopButton />
      </Footer>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (!isRouteErrorResponse(error)) console.error(error);
  const company = useIdentityIfLoaded()?.company;
  return (
    <main id={MAIN_ID} className="container">
      <h1>{message}</h1>
      <p>
        Please go back to the <a href={pathTo("home")}>{company ?? "site's"} home page</a>.
      </p>
    </main>
  );
}
