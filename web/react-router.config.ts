import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";

export default {
  // Static first: every known page is rendered to HTML at build time and hydrated.
  ssr: false,
  prerender: () => prerenderPaths(),
  // With ssr: false there is no /__manifest endpoint to discover routes lazily.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
