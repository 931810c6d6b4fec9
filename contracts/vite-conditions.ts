// Resolves `@site/contracts` to its TypeScript source in Vite and Vitest (the "source"
// export condition), so tests and the web build never need contracts/dist. Node itself,
// running the compiled server, takes the "default" condition: contracts/dist.

import { defaultClientConditions, defaultServerConditions, type UserConfig } from "vite";

export const sourceConditions = {
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
} satisfies Pick<UserConfig, "resolve" | "ssr">;
