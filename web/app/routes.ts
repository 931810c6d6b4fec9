import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { confirmationRoutes, paramRoutes, staticRoutes } from "./route-table";

// React Router's view of route-table.ts: one route per entry (aliases get their own id),
// the forms' confirmation pages too; the empty path and every unknown path redirect to /home.
export default [
  index("routes/redirect-home.tsx", { id: "index" }),
  ...staticRoutes.map((r) => route(r.path, r.module, { id: r.id })),
  ...confirmationRoutes.map((r) => route(r.path, r.module, { id: r.id })),
  ...paramRoutes.map((r) => route(r.path, r.module, { id: r.id })),
  route("*", "routes/redirect-home.tsx", { id: "unknown" }),
] satisfies RouteConfig;
