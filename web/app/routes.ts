import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { aliasRouteId, confirmationRoutes, paramRoutes, staticRoutes, type StaticRoute } from "./route-table";

// React Router's view of route-table.ts: one route per entry and one per alias (sharing
// the entry's module), the forms' confirmation pages too; the empty path and every
// unknown path redirect to /home.
const withAliases = (r: StaticRoute) => [
  route(r.path, r.module, { id: r.id }),
  ...(r.aliases ?? []).map((alias) => route(alias, r.module, { id: aliasRouteId(r, alias) })),
];

export default [
  index("routes/redirect-home.tsx", { id: "index" }),
  ...staticRoutes.flatMap(withAliases),
  ...confirmationRoutes.flatMap(withAliases),
  ...paramRoutes.map((r) => route(r.path, r.module, { id: r.id })),
  route("*", "routes/redirect-home.tsx", { id: "unknown" }),
] satisfies RouteConfig;
