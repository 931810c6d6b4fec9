// What may import what: the rules of the folders' READMEs are ESLint's
// (eslint.config.js, no-restricted-imports patterns per folder). Each rule here refuses a
// small import that breaks it and lets an allowed one through, linted as a file at the
// place named, so a pattern that stops matching, or a narrower block that forgets its
// wider block's patterns, fails here rather than letting the import in unnoticed.

import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const REPOSITORY = fileURLToPath(new URL("../..", import.meta.url));
const RULE = "@typescript-eslint/no-restricted-imports";

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPOSITORY });
});

/** The import rule's messages (and any parse error) for `code` linted as `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${REPOSITORY}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE || message.fatal)
    .map((message) => message.message);
}

interface Case {
  file: string;
  code: string;
}
interface Rule {
  rule: string;
  /** A fragment of the message the rule gives. */
  says: string;
  refused: Case[];
  allowed: Case[];
}

const RULES: Rule[] = [
  {
    rule: "web never imports server/",
    says: "The site never imports server/",
    refused: [
      { file: "web/scripts/sample.ts", code: `import { buildApp } from "../../server/src/app.ts";` },
      { file: "web/app/components/Sample.tsx", code: `import type { Config } from "@site/server";` },
    ],
    allowed: [
      { file: "web/scripts/sample.ts", code: `import { EVENTS_PATH } from "@site/contracts/events";` },
    ],
  },
  {
    rule: "web never imports console/",
    says: "The site never imports console/",
    refused: [
      { file: "web/scripts/sample.ts", code: `import { ROLE_SCREENS } from "../../console/src/roles.ts";` },
    ],
    allowed: [{ file: "web/scripts/sample.ts", code: `import { color } from "@site/design/tokens";` }],
  },
  {
    rule: "console never imports web/",
    says: "The console never imports web/",
    refused: [
      // Where the console took its base stylesheet and the tokens' plugin from before @site/design.
      { file: "console/src/main.tsx", code: `import "../../web/app/styles/global.css";` },
      {
        file: "console/vite.config.ts",
        code: `import { designTokens } from "../web/scripts/vite-design-tokens.ts";`,
      },
    ],
    allowed: [
      { file: "console/src/main.tsx", code: `import "@site/design/global.css";` },
      {
        file: "console/vite.config.ts",
        code: `import { designTokens } from "../design/vite-design-tokens.ts";`,
      },
    ],
  },
  {
    rule: "console never imports server/",
    says: "The console never imports server/",
    refused: [
      {
        file: "console/src/sample.ts",
        code: `import type { Session } from "../../server/src/staff/sessions.ts";`,
      },
    ],
    allowed: [{ file: "console/src/sample.ts", code: `import { STAFF_API } from "@site/contracts/staff";` }],
  },
  {
    rule: "server never imports web/",
    says: "The server never imports web/",
    refused: [
      {
        file: "server/src/site/sample.ts",
        code: `import { prerenderedPages } from "../../../web/app/pages.ts";`,
      },
    ],
    allowed: [{ file: "server/src/site/sample.ts", code: `import { EVENTS_PATH } from "@site/contracts";` }],
  },
  {
    rule: "server never imports console/",
    says: "The server never imports console/",
    refused: [
      {
        file: "server/src/staff/sample.ts",
        code: `import { routes } from "../../../console/src/routes.tsx";`,
      },
    ],
    allowed: [
      {
        file: "server/test/sample.ts",
        code: `import { startServer } from "../../scripts/server-process.mjs";`,
      },
    ],
  },
  {
    rule: "contracts imports none of the workspaces",
    says: "contracts/ ",
    refused: [
      { file: "contracts/src/sample.ts", code: `import { loadConfig } from "../../server/src/config.ts";` },
      { file: "contracts/src/sample.ts", code: `import { site } from "../../web/app/content/site.ts";` },
      { file: "contracts/src/sample.ts", code: `import { api } from "@site/console/src/api.ts";` },
      { file: "contracts/src/sample.ts", code: `import { color } from "@site/design/tokens";` },
    ],
    allowed: [{ file: "contracts/src/sample.ts", code: `import * as z from "zod/mini";` }],
  },
  {
    rule: "design imports none of the workspaces",
    says: "design/ ",
    refused: [
      { file: "design/src/sample.ts", code: `import { site } from "../../web/app/content/site.ts";` },
      {
        file: "design/vite-design-tokens.ts",
        code: `import { sourceConditions } from "../contracts/vite-conditions.ts";`,
      },
    ],
    allowed: [{ file: "design/vite-design-tokens.ts", code: `import { color } from "./src/tokens.ts";` }],
  },
  {
    rule: "the site's browser code imports only the contracts' entries without classic zod",
    says: "The site's browser code imports only @site/contracts/forms",
    refused: [
      { file: "web/app/components/Sample.tsx", code: `import { contactFormSchema } from "@site/contracts";` },
      {
        file: "web/app/routes/sample.tsx",
        code: `import { validContactForm } from "@site/contracts/samples";`,
      },
    ],
    allowed: [
      {
        file: "web/app/components/Sample.tsx",
        code: `import { MAIL_SENDING_PATH } from "@site/contracts/forms";`,
      },
      {
        file: "web/app/components/Sample.tsx",
        code: `import type { EventsContentRenderer } from "@site/contracts";`,
      },
      // Build scripts run in Node, where classic zod is no cost.
      { file: "web/scripts/sample.ts", code: `import { contactFormSchema } from "@site/contracts";` },
    ],
  },
  {
    rule: "the console's browser code imports the forms' contracts only as types",
    says: "The console imports @site/contracts/staff",
    refused: [
      {
        file: "console/src/ui/Sample.tsx",
        code: `import { contactFormSchema } from "@site/contracts/forms";`,
      },
      { file: "console/src/sample.ts", code: `import { STAFF_API } from "@site/contracts";` },
    ],
    allowed: [
      { file: "console/src/ui/Sample.tsx", code: `import type { FieldError } from "@site/contracts/forms";` },
      { file: "console/src/sample.ts", code: `import { xsrfTokensIn } from "@site/contracts/xsrf";` },
    ],
  },
  {
    rule: "app code imports the content schemas only as types",
    says: "the content schemas",
    refused: [
      { file: "web/app/components/Sample.tsx", code: `import { faqSchema } from "@site/contracts/content";` },
      { file: "web/app/content/sample.ts", code: `import { defineContent } from "@site/contracts/content";` },
      { file: "web/app/routes/sample.tsx", code: `import { validateContent } from "../content/validate";` },
    ],
    allowed: [
      { file: "web/app/components/Sample.tsx", code: `import type { Faq } from "@site/contracts/content";` },
      {
        file: "web/app/components/Sample.tsx",
        code: `import { isList } from "@site/contracts/content-helpers";`,
      },
      {
        file: "web/app/content/sample.test.ts",
        code: `import { faqSchema } from "@site/contracts/content";`,
      },
      { file: "web/app/content/validate.ts", code: `import { faqSchema } from "@site/contracts/content";` },
    ],
  },
  {
    rule: "route-table.ts, pages.ts and navigation.ts never import long texts",
    says: "they import short catalogues, never long texts",
    refused: [
      { file: "web/app/route-table.ts", code: `import { solutionTexts } from "./content/solution-texts";` },
      { file: "web/app/pages.ts", code: `import { Doc1 } from "./content/policy-texts/Doc-1";` },
      { file: "web/app/navigation.ts", code: `import { FORM_TEXTS } from "@site/contracts/form-texts";` },
    ],
    allowed: [
      { file: "web/app/route-table.ts", code: `import { solutions } from "./content/solutions";` },
      {
        file: "web/app/routes/solution-details.tsx",
        code: `import { solutionTexts } from "../content/solution-texts";`,
      },
    ],
  },
  {
    rule: "browser code never imports the design tokens",
    says: "Browser code imports only @site/design/global.css",
    refused: [
      { file: "web/app/root.tsx", code: `import { color } from "@site/design/tokens";` },
      {
        file: "web/app/components/Sample.tsx",
        code: `import { color } from "../../../design/src/tokens.ts";`,
      },
      { file: "console/src/Layout.tsx", code: `import { color } from "@site/design/tokens";` },
    ],
    allowed: [
      { file: "web/app/root.tsx", code: `import "@site/design/global.css";` },
      { file: "web/scripts/drawing-kit.ts", code: `import { color } from "@site/design/tokens";` },
    ],
  },
  {
    rule: "no workspace imports e2e/, bench/ or deploy/",
    says: "nothing in the workspaces imports from them",
    refused: [
      { file: "server/src/sample.ts", code: `import { smtpSink } from "../../bench/forms/smtp-sink.ts";` },
      { file: "web/scripts/sample.ts", code: `import { startStack } from "../../deploy/test/stack.ts";` },
    ],
    allowed: [{ file: "bench/sample.ts", code: `import { startStack } from "../deploy/test/stack.ts";` }],
  },
  {
    rule: "nothing outside e2e/ imports from it",
    says: "Nothing outside e2e/ imports from it",
    refused: [{ file: "bench/sample.ts", code: `import { formPage } from "../e2e/form-page.ts";` }],
    allowed: [{ file: "e2e/sample.test.ts", code: `import { formPage } from "./form-page.ts";` }],
  },
];

describe("ESLint holds the import rules of the folders' READMEs", () => {
  for (const { rule, says, refused, allowed } of RULES) {
    describe(rule, () => {
      it.each(refused)("refuses in $file: $code", async ({ file, code }) => {
        const messages = await refusals(file, code);
        expect(messages).toHaveLength(1);
        expect(messages[0]).toContain(says);
      });
      it.each(allowed)("allows in $file: $code", async ({ file, code }) => {
        expect(await refusals(file, code)).toEqual([]);
      });
    });
  }

  it("keeps the wider rules of a file that narrower ones cover (the options do not merge)", async () => {
    // route-table.ts is under every web/app block: the last one must still hold the others.
    const messages = await refusals(
      "web/app/route-table.ts",
      [
        `import { buildApp } from "../../server/src/app.ts";`,
        `import { contactFormSchema } from "@site/contracts";`,
        `import { validateContent } from "./content/validate";`,
        `import { color } from "@site/design/tokens";`,
      ].join("\n"),
    );
    expect(messages).toHaveLength(4);
  });
});
