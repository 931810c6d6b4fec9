// The console's addresses, below /staff. Everything but the enrolment page sits behind
// the sign-in gate (Layout's ConsoleGate, which holds the session); each screen behind
// the member's roles (Allowed, roles.ts), a document's editor behind the roles of its type
// (AllowedDocument); /staff itself leads to the first screen the member's roles open.

import { STAFF_PATH } from "@site/contracts/staff";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { ConsoleGate } from "./Layout";
import { homeOf } from "./roles";
import { Account } from "./screens/Account";
import { Audit } from "./screens/Audit";
import { Content } from "./screens/Content";
import { ContentEditor } from "./screens/ContentEditor";
import { Enrol } from "./screens/Enrol";
import { Gallery } from "./screens/Gallery";
import { Inbox } from "./screens/Inbox";
import { Mail } from "./screens/Mail";
import { Media } from "./screens/Media";
import { Message } from "./screens/Message";
import { Allowed, AllowedDocument } from "./screens/NotAvailable";
import { NotFound, RouteError } from "./screens/NotFound";
import { Overview } from "./screens/Overview";
import { Privacy } from "./screens/Privacy";
import { Team } from "./screens/Team";
import { useMember } from "./session";

/** The router's basename, "/staff". */
export const BASENAME = STAFF_PATH;

function Home() {
  return <Navigate to={homeOf(useMember().roles)} replace />;
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      { path: "enrol", element: <Enrol /> },
      {
        element: <ConsoleGate />,
        children: [
          { index: true, element: <Home /> },
          {
            path: "overview",
            element: (
              <Allowed screen="overview">
                <Overview />
              </Allowed>
            ),
          },
          {
            path: "content",
            element: (
              <Allowed screen="content">
                <Content />
              </Allowed>
            ),
          },
          {
            path: "content/:type/:id",
            element: (
              <AllowedDocument>
                <ContentEditor />
              </AllowedDocument>
            ),
          },
          {
            path: "media",
            element: (
              <Allowed screen="media">
                <Media />
              </Allowed>
            ),
          },
          {
            path: "gallery",
            element: (
              <Allowed screen="gallery">
                <Gallery />
              </Allowed>
            ),
          },
          {
            path: "inbox",
            element: (
              <Allowed screen="inbox">
                <Inbox />
              </Allowed>
            ),
          },
          {
            path: "inbox/:kind/:id",
            element: (
              <Allowed screen="inbox">
                <Message />
              </Allowed>
            ),
          },
          {
            path: "mail",
            element: (
              <Allowed screen="mail">
                <Mail />
              </Allowed>
            ),
          },
          {
            path: "privacy",
            element: (
              <Allowed screen="privacy">
                <Privacy />
              </Allowed>
            ),
          },
          {
            path: "team",
            element: (
              <Allowed screen="team">
                <Team />
              </Allowed>
            ),
          },
          {
            path: "audit",
            element: (
              <Allowed screen="audit">
                <Audit />
              </Allowed>
            ),
          },
          { path: "account", element: <Account /> },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];
