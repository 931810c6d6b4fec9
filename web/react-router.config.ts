import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";

export default {
  // Static first: every known page is rendered to HTML at build time and hydrated.
  ssr: false,
  prerender: () => prerenderPaths(),
  // With ssr: false there is no /__manifest endpoint to discover routes lazily.
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
