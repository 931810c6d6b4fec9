import { type RouteConfig, index, route } from "@react-router/dev/routes";
import {
  aliasRouteId,
  confirmationRoutes,
  ITEM_ROUTES,
  paramRoutes,
  staticRoutes,
  type StaticRoute,
} from "./route-table";

// React Router's view of route-table.ts: one route per named page and one per alias
// (sharing the page's module), the forms' confirmation pages too; the items' pages by one
// route per kind (ITEM_ROUTES), which stay as they are whatever items staff add; the empty
// path and every unknown path redirect to /home.
const withAliases = (r: StaticRoute) => [
  route(r.path, r.module, { id: r.id }),
  ...(r.aliases ?? []).map((alias) => route(alias, r.module, { id: aliasRouteId(r, alias) })),
];

export default [
  index("routes/redirect-home.tsx", { id: "index" }),
  ...staticRoutes.filter((r) => r.route === undefined).flatMap(withAliases),
  ...Object.values(ITEM_ROUTES).map((r) => route(r.path, r.module, { id: r.id })),
  ...confirmationRoutes.flatMap(withAliases),
  ...paramRoutes.map((r) => route(r.path, r.module, { id: r.id })),
  route("*", "routes/redirect-home.tsx", { id: "unknown" }),
] satisfies RouteConfig;
