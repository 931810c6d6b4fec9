// The staff console's entry: the stylesheets, and the router under /staff on #root.
// index.html loads this module; nothing else runs before it.

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
// The base rules and design tokens shared with the site first.
import "@site/design/global.css";
import "./console.css";
import "./ui/controls.css";
import "./ui/content.css";
import "./content-form/content-form.css";
import { BASENAME, routes } from "./routes";

const router = createBrowserRouter(routes, { basename: BASENAME });

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
