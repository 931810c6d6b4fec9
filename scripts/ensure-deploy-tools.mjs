#!/usr/bin/env node
// Makes sure the production benchmark (bench/deploy.ts) has its programs: Debian's nginx
// with its brotli_static module (the deployment's proxy), openssl (the run's certificate)
// and wrk (the load).
// All found: prints them. Missing and root: installs the Debian packages with apt-get.
// Missing and not root: says how to install them and exits 1.

import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const NEEDED = [
  { program: process.env.NGINX_PATH ?? "/usr/sbin/nginx", pkg: "nginx" },
  {
    program: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
    pkg: "libnginx-mod-http-brotli-static",
  },
  { program: "/usr/bin/openssl", pkg: "openssl" },
  { program: process.env.WRK_PATH ?? "/usr/bin/wrk", pkg: "wrk" },
];

const missing = NEEDED.filter(({ program }) => !existsSync(program));
if (missing.length === 0) {
  console.log(`ensure-deploy-tools: using ${NEEDED.map(({ program }) => program).join(", ")}`);
  process.exit(0);
}
const packages = missing.map(({ pkg }) => pkg);
if (process.getuid?.() !== 0) {
  console.error(
    `ensure-deploy-tools: missing ${packages.join(", ")}. Install them: sudo apt-get install -y ${packages.join(" ")}`,
  );
  process.exit(1);
}
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", ...packages]]) {
  console.log(`ensure-deploy-tools: $ apt-get ${args.join(" ")}`);
  const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) {
    console.error(`ensure-deploy-tools: apt-get ${args.join(" ")} failed (exit code ${result.status})`);
    process.exit(result.status ?? 1);
  }
}
