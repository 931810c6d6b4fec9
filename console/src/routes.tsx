// The console's addresses, below /staff. Everything but the enrolment page sits behind
// the sign-in gate (Layout's ConsoleGate, which holds the session); /staff itself leads
// to the gallery.

import { STAFF_PATH } from "@site/contracts/staff";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { ConsoleGate } from "./Layout";
import { Audit } from "./screens/Audit";
import { Enrol } from "./screens/Enrol";
import { Gallery } from "./screens/Gallery";
import { Inbox } from "./screens/Inbox";
import { Mail } from "./screens/Mail";
import { Message } from "./screens/Message";
import { NotFound, RouteError } from "./screens/NotFound";
import { Privacy } from "./screens/Privacy";
import { Team } from "./screens/Team";

/** The router's basename, "/staff". */
export const BASENAME = STAFF_PATH;

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteError />,
    children: [
      { path: "enrol", element: <Enrol /> },
      {
        element: <ConsoleGate />,
        children: [
          { index: true, element: <Navigate to="/gallery" replace /> },
          { path: "gallery", element: <Gallery /> },
          { path: "inbox", element: <Inbox /> },
          { path: "inbox/:kind/:id", element: <Message /> },
          { path: "mail", element: <Mail /> },
          { path: "audit", element: <Audit /> },
          { path: "team", element: <Team /> },
          { path: "privacy", element: <Privacy /> },
          { path: "*", element: <NotFound /> },
        ],
      },
    ],
  },
];
