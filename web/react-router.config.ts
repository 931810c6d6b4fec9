import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/pages";

export default {
  // React Router's server renders pages: the build prerenders every known page with it, and
  // the server (through render/page-renderer.ts) re-renders the pages whose data changes.
  ssr: true,
  prerender: () => prerenderPaths(),
  // The server serves no /__manifest endpoint: the browser gets every route at once.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
